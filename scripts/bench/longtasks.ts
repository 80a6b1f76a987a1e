/**
 * npx tsx scripts/bench/longtasks.ts [-- --games 20000 --stats-games 10000 --runs 3]
 *
 * The longest main-thread task (PerformanceObserver 'longtask') in Chromium with the CPU slowed
 * 4× (DevTools Protocol Emulation.setCPUThrottlingRate), for what must never freeze the page:
 * importing a 20,000-game backup, switching hints on, a write in a 6-player Maxi Yatzy game at the
 * last round, and opening the statistics over 10,000 games. Needs a build (`npm run bench` makes
 * one first). Numbers beside the 200 ms target, not assertions. With --runs N the import and the
 * statistics are measured N times each (the import in a fresh browser every time), and the
 * longest and the median of the runs' longest tasks are given: one run on a busy machine misleads.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Page } from 'playwright-core'
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../src/db/backup-schema'
import { portableGame } from '../../src/db/derive'
import type { GameRecord } from '../../src/db/types'
import type { VariantId } from '../../src/rules'
import { finishedGameAt, makeGame, seededRandom } from '../../tests/fixtures/games'
import {
  enterDice,
  firstOfferTap,
  gameWithDice,
  TIME_HINTS_ON,
  withBrowser,
} from './advice-browser'
import { serveApp } from './serve-app'

const { values: args } = parseArgs({
  // `npx tsx file -- --runs 3` hands the "--" on; npm run does not.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    games: { type: 'string', default: '20000' },
    'stats-games': { type: 'string', default: '10000' },
    runs: { type: 'string', default: '1' },
  },
})
const PORT = Number(process.env.BENCH_PORT ?? 4184)
const TARGET_MS = 200
const THROTTLE = 4
const NAMES = ['Anna', 'Bo', 'Cy', 'Dee', 'Eli', 'Fia', 'Gus', 'Hal']
const VARIANTS: VariantId[] = ['yatzy', 'yatzy', 'yahtzee', 'forced-yatzy', 'maxi-yatzy']
const MAXI_GAME_ID = 'bench-maxi-last-round'

/** Finished games over the three years before now, plus (optionally) extra games in progress. */
function backupFile(count: number, inProgress: GameRecord[] = []): string {
  const random = seededRandom(14)
  const start = Date.now() - 3 * 365 * 86_400_000
  const games = Array.from({ length: count }, (_, i) => {
    const players = [...NAMES].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * 3))
    const variant = VARIANTS[Math.floor(random() * VARIANTS.length)]!
    const finishedAt = start + Math.floor((i / count) * 3 * 365 * 86_400_000)
    return finishedGameAt(random, { variant, players, startAt: finishedAt - 3_600_000 }, finishedAt)
  })
  const file = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    games: [...games, ...inProgress].map(portableGame),
  }
  return JSON.stringify(file)
}

/** Six players, 19 of Maxi Yatzy's 20 boxes written each: the last round, the first seat to play. */
function maxiAtLastRound(): GameRecord {
  const players = ['Anna', 'Bo', 'Cy', 'Dee', 'Eli', 'Fia']
  return makeGame(seededRandom(6), {
    variant: 'maxi-yatzy',
    players,
    moves: players.length * 19,
    startAt: Date.now() - 3_600_000,
    id: MAXI_GAME_ID,
  })
}

/** Starts collecting long tasks and slows the CPU; `stop` gives the longest task since (ms). */
async function measure(page: Page): Promise<{ stop: () => Promise<number> }> {
  await page.evaluate(`(() => {
    window.__longest = 0
    window.__observer?.disconnect()
    window.__observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration)
    })
    window.__observer.observe({ type: 'longtask' })
  })()`)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  return {
    async stop() {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await cdp.detach()
      // Long-task entries are delivered after the task: one frame later they are all in.
      return page.evaluate(
        `new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(window.__longest), 50)))`,
      )
    },
  }
}

async function openSettings(page: Page): Promise<void> {
  await page.goto(`${origin}/#/settings`)
  await page.locator('input[type="file"]').waitFor({ state: 'attached' })
}

async function chooseFile(page: Page, path: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(path)
  await page.getByText(/Import done/).waitFor({ timeout: 15 * 60_000 })
}

async function importFile(page: Page, path: string): Promise<void> {
  await openSettings(page)
  await chooseFile(page, path)
}

/**
 * Playwright compiles its helper script in a page the first time a locator is used there: done
 * before measuring, so the test driver's own work is not counted as the app's. The app must have
 * settled too (home hydrated, its list read, nothing loading), or its start-up is counted as the
 * next screen's.
 */
async function warmDriver(page: Page): Promise<void> {
  await page.locator('body').waitFor()
  await page.waitForFunction(`!document.querySelector('[data-prerendered]')`)
  await page.waitForLoadState('networkidle')
  await untilIdle(page)
}

/**
 * Until the page has had two whole idle periods in a row (50 ms each with nothing to do): home
 * readies the other screens' messages and number data in idle time, and that is home's work.
 */
async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(`new Promise((resolve) => {
    let quiet = 0
    const check = (deadline) => {
      quiet = deadline.timeRemaining() >= 49 ? quiet + 1 : 0
      if (quiet >= 2) resolve()
      else requestIdleCallback(check)
    }
    requestIdleCallback(check)
  })`)
}

/** The longest task from loading home until it is idle, CPU slowed: hydration, its list, warm-up. */
async function loadingHome(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  await page.goto(`${origin}/`)
  await page.waitForLoadState('networkidle')
  await untilIdle(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await cdp.detach()
  // Buffered: the long tasks from before the observer. With none, its callback never comes.
  return page.evaluate(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      resolve(Math.max(...list.getEntries().map((entry) => entry.duration)))
    }).observe({ type: 'longtask', buffered: true })
    setTimeout(() => resolve(0), 1000)
  })`)
}

async function longestTask(page: Page, run: () => Promise<void>): Promise<number> {
  const { stop } = await measure(page)
  await run()
  return stop()
}

function report(what: string, longest: number[]): void {
  const sorted = [...longest].sort((a, b) => a - b)
  const max = sorted.at(-1)!
  const target = `(target ≤ ${TARGET_MS} ms)`
  if (sorted.length === 1) {
    console.log(`${what}: longest task ${max.toFixed(0)} ms ${target}`)
    return
  }
  const middle = sorted.length / 2
  const median =
    sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  const each = longest.map((ms) => ms.toFixed(0)).join(', ')
  console.log(
    `${what}: longest task ${max.toFixed(0)} ms, median ${median.toFixed(0)} ms over ${sorted.length} runs (${each}) ${target}`,
  )
}

async function scenario(page: Page, what: string, run: () => Promise<void>): Promise<void> {
  report(what, [await longestTask(page, run)])
}

const dir = mkdtempSync(join(tmpdir(), 'yatzy-pad-longtasks-'))
const bigFile = join(dir, 'big.json')
const statsFile = join(dir, 'stats.json')
writeFileSync(bigFile, backupFile(Number(args.games)))
writeFileSync(statsFile, backupFile(Number(args['stats-games']), [maxiAtLastRound()]))

const app = await serveApp('preview', PORT)
const { origin } = app
try {
  console.log(`### Longest main-thread task, Chromium, CPU ${THROTTLE}× slower`)
  const runs = Math.max(1, Number(args.runs))
  const home: number[] = []
  const opening: number[] = []
  const importing: number[] = []
  for (let run = 0; run < runs; run++) {
    await withBrowser(async (page) => {
      await page.goto(`${origin}/`) // the first visit installs the service worker
      await warmDriver(page)
      home.push(await loadingHome(page))
      await warmDriver(page)
      // Opening the screen is measured apart: it is not the import, and must not hide in it.
      opening.push(await longestTask(page, () => openSettings(page)))
      importing.push(await longestTask(page, () => chooseFile(page, bigFile)))
    })
  }
  report('loading home until idle (menu, list, other screens readied)', home)
  report('opening settings (before an import)', opening)
  report(`import of ${args.games} games`, importing)
  await withBrowser(async (page) => {
    await importFile(page, statsFile) // setup, not measured
    const stats: number[] = []
    for (let run = 0; run < runs; run++) {
      await page.goto(`${origin}/`)
      await warmDriver(page)
      stats.push(
        await longestTask(page, async () => {
          await page.goto(`${origin}/#/stats`)
          // Everything the screen loads: the player's summary and chart, and the family table.
          for (const selector of [
            '#stats-summary-title',
            '.line-chart',
            '.head-to-head table, .head-to-head [role="status"]',
          ])
            await page.locator(selector).first().waitFor({ timeout: 120_000 })
        }),
      )
    }
    report(`opening statistics over ${args['stats-games']} games`, stats)
    await page.goto(`${origin}/#/game/${MAXI_GAME_ID}`)
    await page.locator('.game__turn').waitFor()
    await enterDice(page, '666666')
    await scenario(
      page,
      'a write in a 6-player Maxi Yatzy game, last round',
      await firstOfferTap(page),
    )
    await gameWithDice(page, origin, 'yatzy')
    await scenario(page, 'switching hints on (Yatzy, shipped table)', async () => {
      // Dice typed in are a first roll: the advice is which dice to keep, in the hints panel.
      await page.evaluate(TIME_HINTS_ON)
    })
  })
} finally {
  app.stop()
  rmSync(dir, { recursive: true, force: true })
}
