/**
 * npx tsx scripts/bench/table-of-six.ts [-- --runs 3]   (after `npx vite build`; BENCH_PORT=4194)
 *
 * The taps of a table of six on a tablet (820×1180: the turn and the whole sheet side by side), in
 * Chromium with the CPU 4× slower: switching hints on (Yatzy, round 6, a first roll typed in),
 * switching win chances on, and a write in Maxi Yatzy's last round. For each, the longest
 * main-thread tasks while the app answers, from a light DevTools trace (no sampling profiler,
 * which stalls the page when it starts). Every run on a fresh profile; BENCH_DIST serves another
 * build (an older commit's, built with --outDir) for before and after, run alternately.
 * Target: no task over 50 ms (the house-rules bench's); numbers, not assertions.
 * BENCH_TRACE_DETAIL=1: each task over 50 ms printed with what started it (an event, a timer, a
 * frame, a script's file) and the renderer's steps in it; =profile: V8's sampling profiler too, for
 * the functions it spent its time in (its times are longer: the profiler slows the page); with
 * `npx vite build --minify false` the functions have their names. The controls are found before
 * the trace starts and tapped by a plain mouse click: a driver's search by role walks the page's
 * ~2,000 elements, and its click checks its target, in the page's own thread, work no user's tap
 * costs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Locator, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args'
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../src/db/backup-schema'
import { portableGame } from '../../src/db/derive'
import { makeGame, seededRandom } from '../../tests/fixtures/games'
import { enterDice } from './advice-browser'
import { serveApp } from './serve-app'
import { longTasks, printLongTasks, startTrace } from './trace-tasks'

const { values: args } = parseArgs({
  // `npx tsx file -- --runs 3` hands the "--" on; npm run does not.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { runs: { type: 'string', default: '3' } },
})
const THROTTLE = 4
const DETAIL = process.env.BENCH_TRACE_DETAIL
const SIX = ['Anna', 'Bo', 'Cy', 'Dee', 'Eli', 'Fia']
const startAt = Date.now() - 3_600_000
const GAMES = [
  makeGame(seededRandom(7), { variant: 'yatzy', players: SIX, moves: 6 * 5, startAt, id: 'six' }),
  makeGame(seededRandom(6), {
    variant: 'maxi-yatzy',
    players: SIX,
    moves: 6 * 19,
    startAt,
    id: 'six-maxi',
  }),
]

/**
 * The page's main-thread tasks over 5 ms while `run` and the app's answer go on, longest first
 * by wall time; and the longest by thread time (what the task took on its thread, less the time it
 * waited for a core: steadier on a busy machine, as the throttling keeps the thread busy).
 */
async function tasksDuring(page: Page, run: () => Promise<void>): Promise<Tasks> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  const tracing = await startTrace(cdp, { light: DETAIL !== 'profile' })
  try {
    await run()
    // What follows the answer a frame or two later (marks, panels) belongs to it.
    await page.evaluate(`new Promise((resolve) => setTimeout(resolve, 1000))`)
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
  const events = await tracing.stop()
  await cdp.detach()
  if (DETAIL) printLongTasks(longTasks(events), 4)
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )
  // The page's renderer: the main thread that ran the most.
  const perThread = mains.map((main) =>
    events.filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X',
    ),
  )
  const sum = (list: { dur?: number }[]) => list.reduce((a, b) => a + (b.dur ?? 0), 0)
  const tasks = perThread.sort((a, b) => sum(b) - sum(a))[0] ?? []
  const longest = (of: (task: { dur?: number; tdur?: number }) => number | undefined) =>
    tasks
      .map((task) => (of(task) ?? 0) / 1000)
      .filter((ms) => ms > 5)
      .sort((a, b) => b - a)
  // Whole layouts of the page (over 2 ms at 4×): one per frame that changed it is what it costs;
  // more are layouts a script forced before the frame.
  const main = tasks[0]
  const layouts = events.filter(
    (e) =>
      main &&
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.name === 'Layout' &&
      e.ph === 'X' &&
      (e.dur ?? 0) > 2000,
  ).length
  return { wall: longest((task) => task.dur), thread: longest((task) => task.tdur), layouts }
}

interface Tasks {
  wall: number[]
  thread: number[]
  /** Layouts of the page over 2 ms while the app answered. */
  layouts: number
}

/**
 * Where to tap a control: its middle, found (and scrolled into view) before the trace starts. The
 * tap is then a plain mouse click there: a driver's click checks its target with listeners of its
 * own, in the page's thread, inside the tap's task.
 */
async function tapPoint(control: Locator): Promise<{ x: number; y: number }> {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  if (!box) throw new Error('The control to tap is not on screen.')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A tap on the first box offered, and the wait for the turn to move on (as firstOfferTap). */
async function offerTap(page: Page): Promise<() => Promise<void>> {
  const offer = await tapPoint(page.locator('button[aria-label*="for this roll"]').first())
  const before = await page.locator('.game__turn').innerText()
  return async () => {
    await page.mouse.click(offer.x, offer.y)
    // By CSS, not by role: see above.
    const scratch = page.locator('[role="alertdialog"]')
    if (await scratch.isVisible()) await scratch.getByRole('button', { name: 'Scratch' }).click()
    // A locator, not a page function: polling a function's text is an eval the app's CSP refuses.
    await page.locator('.game__turn', { hasNotText: before }).waitFor()
  }
}

const results = new Map<string, Tasks[]>()
function record(what: string, tasks: Tasks) {
  results.set(what, [...(results.get(what) ?? []), tasks])
  const top = (list: number[]) =>
    list
      .slice(0, 4)
      .map((ms) => ms.toFixed(0))
      .join(', ')
  console.log(
    `  ${what}: longest tasks ${top(tasks.wall)} ms (${tasks.wall.length} over 5 ms);` +
      ` by thread time ${top(tasks.thread)} ms; ${tasks.layouts} layouts over 2 ms`,
  )
}

const dir = mkdtempSync(join(tmpdir(), 'yatzy-pad-six-'))
const backup = join(dir, 'six.json')
writeFileSync(
  backup,
  JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    games: GAMES.map(portableGame),
  }),
)
const app = await serveApp('preview', Number(process.env.BENCH_PORT ?? 4194))
try {
  console.log(`### A table of six on a tablet, Chromium at ${THROTTLE}× CPU: longest tasks`)
  for (let run = 1; run <= Number(args.runs); run++) {
    console.log(`run ${run}`)
    const profile = mkdtempSync(join(tmpdir(), 'yatzy-pad-six-profile-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 820, height: 1180 },
      locale: 'en-US',
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(`${app.origin}/#/settings`)
      await page.locator('input[type="file"]').setInputFiles(backup)
      await page.getByText(/Import done/).waitFor()

      await page.goto(`${app.origin}/#/game/six`)
      await page.locator('.game__turn').waitFor()
      await enterDice(page, '11146')
      await page.locator('button[aria-label*="for this roll"]').first().waitFor()
      const hints = await tapPoint(page.getByRole('button', { name: 'Hints', exact: true }))
      record(
        'switching hints on',
        await tasksDuring(page, async () => {
          await page.mouse.click(hints.x, hints.y)
          await page.locator('.hints').waitFor()
        }),
      )
      const chances = await tapPoint(page.getByRole('button', { name: 'Show win chances' }))
      record(
        'switching win chances on',
        await tasksDuring(page, async () => {
          await page.mouse.click(chances.x, chances.y)
          await page
            .locator('.win-chances, [aria-label="Show win chances"][aria-pressed="true"]')
            .first()
            .waitFor()
        }),
      )

      await page.goto(`${app.origin}/#/game/six-maxi`)
      await page.locator('.game__turn').waitFor()
      await enterDice(page, '666666')
      record("a write in Maxi Yatzy's last round", await tasksDuring(page, await offerTap(page)))
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  }
  console.log('summary (the longest task of each run, wall time / thread time):')
  for (const [what, runs] of results) {
    const longest = (list: number[]) => (list[0] ?? 0).toFixed(0)
    const each = runs.map((tasks) => `${longest(tasks.wall)}/${longest(tasks.thread)}`)
    const layouts = runs.map((tasks) => tasks.layouts).join(', ')
    console.log(`  ${what}: ${each.join(', ')} ms; layouts over 2 ms ${layouts}`)
  }
} finally {
  app.stop()
  rmSync(dir, { recursive: true, force: true })
}
