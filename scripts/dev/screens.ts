/// <reference lib="dom" />
// `npx tsx scripts/dev/screens.ts [out-folder]`: screenshots of the game screen as a family sees it,
// to look at after a change of layout. It serves the build (run `npx vite build` first) on
// SCREENS_PORT (4188), sets up six players with a computer, plays a few rounds, then takes the
// turn, the full sheet and the scoreboard at a 360×740 phone and an 820×1180 tablet, in the
// languages and text sizes of SCREENS (default: en normal, sv x-large, de large; a third part sets
// the browser's own text size in percent, "de:normal:200").
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args'

const PORT = Number(process.env.SCREENS_PORT ?? 4188)
const ORIGIN = `http://localhost:${PORT}`
const OUT = process.argv[2] ?? 'screens'
const CASES = (process.env.SCREENS ?? 'en:normal,sv:x-large,de:large').split(',').map((c) => {
  const [locale, textSize, browserText] = c.split(':')
  return {
    locale: locale!,
    textSize: textSize ?? 'normal',
    browserText: Number(browserText ?? 100),
  }
})
const PLAYERS = ['Anna', 'Annabelle-Marie', 'Björn', 'Cecilia', 'Dag']
const ROUNDS = Number(process.env.SCREENS_ROUNDS ?? 3)
const VARIANT = process.env.SCREENS_VARIANT ?? 'Yatzy'
const SIZES = { phone: { width: 360, height: 740 }, tablet: { width: 820, height: 1180 } }

const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
  stdio: 'ignore',
  detached: true,
})
const stop = () => server.pid && process.kill(-server.pid, 'SIGTERM')
process.on('exit', stop)
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(ORIGIN)).ok) break
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'screens-')), {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
  viewport: SIZES.phone,
  locale: 'en-US',
})
const page = context.pages()[0] ?? (await context.newPage())
mkdirSync(OUT, { recursive: true })

async function settings(locale: string, textSize: string) {
  await page.evaluate(
    ([l, s]) =>
      localStorage.setItem(
        'yatzy-pad.settings.v1',
        JSON.stringify({ locale: l, textSize: s, computerSpeed: 'instant' }),
      ),
    [locale, textSize],
  )
}

async function setUp(): Promise<string> {
  await page.goto(`${ORIGIN}/`)
  await settings('en', 'normal')
  await page.reload()
  await page.getByRole('link', { name: 'New game' }).click()
  await page.getByRole('radio', { name: new RegExp(`^${VARIANT}`) }).check()
  for (const name of PLAYERS) {
    await page.getByPlaceholder('Player name').fill(name)
    await page.getByRole('button', { name: 'Add player' }).click()
  }
  await page.getByRole('button', { name: 'Add a computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  await page.locator('.game__turn').waitFor()
  // Hints and win chances on (SCREENS_PLAIN=1: off), as a family that asked for them sees it.
  if (!process.env.SCREENS_PLAIN) {
    for (const tool of [0, 1]) {
      const button = page.locator('.game-toolbar button').nth(tool)
      // Win chances are off in column games: the switch says why and cannot be pressed.
      if (await button.isDisabled()) continue
      await button.click()
      await page.waitForFunction(
        (i) =>
          document.querySelectorAll('.game-toolbar button')[i]?.getAttribute('aria-pressed') ===
          'true',
        tool,
      )
    }
  }
  const rolls = ['66612', '55531', '44421', '33312', '22215', '11123']
  for (let round = 0; round < ROUNDS; round++) {
    for (const [seat] of PLAYERS.entries()) {
      const before = await page.locator('.game__turn').innerText()
      const input = page.getByPlaceholder(/Type dice/).first()
      await input.fill(rolls[(round + seat) % rolls.length]!)
      await input.press('Enter')
      await page
        .locator('.turn-grid button[aria-label*="for this roll"]:not([disabled])')
        .first()
        .click()
      const scratch = page.getByRole('alertdialog')
      if (await scratch.isVisible().catch(() => false)) {
        await scratch.getByRole('button', { name: 'Scratch' }).click()
      }
      await page.waitForFunction(
        (b) => document.querySelector('.game__turn')?.textContent !== b,
        before,
      )
    }
    // The computer plays by itself.
    await page.waitForFunction(() => !document.querySelector('.computer-turn'))
  }
  return page.url()
}

/**
 * The page, whole. A full-page screenshot drops the browser's text size set through DevTools, so
 * at another text size the page is taken a screen at a time instead, scrolled (name-1, name-2, …).
 */
async function shoot(name: string, browserText: number) {
  if (browserText === 100) {
    await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true })
    return
  }
  const { height, page: pageHeight } = await page.evaluate(() => ({
    height: window.innerHeight,
    page: document.documentElement.scrollHeight,
  }))
  for (let part = 0; part * height < pageHeight && part < 4; part++) {
    await page.evaluate((y) => window.scrollTo(0, y), part * height)
    await page.screenshot({ path: join(OUT, `${name}-${part + 1}.png`) })
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

const gameUrl = await setUp()
const cdp = await context.newCDPSession(page)
for (const { locale, textSize, browserText } of CASES) {
  await settings(locale, textSize)
  for (const [device, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size)
    await page.goto(gameUrl)
    await page.reload()
    await page.locator('.game__turn').waitFor()
    // Chromium's default text is 16 px; the setting lasts as long as this DevTools session.
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: (16 * browserText) / 100 } })
    const winChances = page.locator('.game-toolbar button').nth(1)
    if (!process.env.SCREENS_PLAIN && (await winChances.getAttribute('aria-pressed')) === 'true') {
      // The advisor's table and the win chances, worked out (the first time, solved) before the shot.
      await page.locator('.board__chance-text:not(:empty)').first().waitFor({ timeout: 120_000 })
    }
    const name = `${device}-${locale}-${textSize}${browserText === 100 ? '' : `-${browserText}`}`
    await shoot(`${name}-turn`, browserText)
    const sheetToggle = page.locator('button.board[aria-pressed]').first()
    if (device === 'phone' && (await sheetToggle.count())) {
      await sheetToggle.click()
      await page.locator('.sheet, .columns-sheet').first().waitFor()
      await shoot(`${name}-sheet`, browserText)
      await sheetToggle.click()
    }
  }
}
console.log(`screens in ${OUT}/`)
await context.close()
stop()
process.exit(0)
