// temporary: the live table's screens at a phone's size in several languages and text sizes
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args'
const server = spawn('npx', ['vite', 'preview', '--port', '4190', '--strictPort'], { stdio: 'ignore', detached: true })
for (let i = 0; i < 100; i++) { try { if ((await fetch('http://localhost:4190')).ok) break } catch { await new Promise((r) => setTimeout(r, 200)) } }
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'f-')), { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'], viewport: { width: 360, height: 740 } })
const page = context.pages()[0]!
await page.goto('http://localhost:4190/')
await page.getByRole('link', { name: 'New game' }).click()
for (const name of ['Anna', 'Annabelle-Marie', 'Björn', 'Cecilia', 'Dag']) { await page.getByPlaceholder('Player name').fill(name); await page.getByRole('button', { name: 'Add player' }).click() }
await page.getByRole('button', { name: 'Add a computer' }).click()
await page.getByRole('button', { name: 'Start game' }).click()
await page.locator('.game__turn').waitFor()
const game = page.url()
for (const [locale, size] of [['sv', 'x-large'], ['de', 'normal'], ['en', 'large']]) {
  await page.evaluate(([l, s]) => localStorage.setItem('yatzy-pad.settings.v1', JSON.stringify({ locale: l, textSize: s })), [locale, size])
  await page.goto(game); await page.reload(); await page.locator('.game__turn').waitFor()
  await page.locator('button.board[aria-pressed]').click()
  await page.locator('.sheet').waitFor()
  await page.locator('.live-host button, [class*=table-host] button').first().click().catch(() => {})
  await page.waitForTimeout(1500)
  await page.screenshot({ path: `/tmp/live-host-${locale}-${size}.png`, fullPage: true })
  await page.goto(game.replace(/#.*$/, '') + '#/join').catch(() => {})
  await page.goto('http://localhost:4190/join')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.screenshot({ path: `/tmp/live-join-${locale}-${size}.png`, fullPage: true })
  const scan = page.locator('button', { hasText: /Scan|Skanna|Scannen|scan/i }).first()
  if (await scan.count()) { await scan.click(); await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/live-scan-${locale}-${size}.png`, fullPage: true }) }
}
await context.close(); process.kill(-server.pid!, 'SIGTERM'); process.exit(0)
