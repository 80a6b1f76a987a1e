/**
 * npx tsx scripts/bench/advice.ts [-- --runs 3 --sheets 5000 --calls 3000 --no-solve]
 *   [--variants yatzy,yahtzee,forced-yatzy]
 *
 * The advisor issue's numbers for the shipped tables (build/advisor-tables.ts). Needs a build
 * (`npm run bench` makes one first). Numbers, not assertions:
 * 1. Node: shipped file vs Float32 table — sizes, value error, changed decisions.
 * 2. Chromium (vite preview): from clicking Hints to the advisor's box on the sheet, on a first
 *    visit online and offline after install; time per advise() call afterwards; and, for
 *    comparison, the Web Worker solve a device without the file runs instead.
 */
import { parseArgs } from 'node:util'
import type { Page } from 'playwright-core'
import type { ExactVariantId } from '../../src/advisor/model'
import { measurePrecision } from './advice-precision'
import { serveApp } from './serve-app'
import {
  adviceQuestions,
  advisorChunks,
  enterDice,
  gameWithDice,
  hintsOff,
  timeAdvice,
  timeHintsOn,
  timeWorkerSolve,
  waitForServiceWorker,
  withBrowser,
} from './advice-browser'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    sheets: { type: 'string', default: '5000' },
    calls: { type: 'string', default: '3000' },
    variants: { type: 'string', default: 'yatzy,yahtzee,forced-yatzy' },
    'no-solve': { type: 'boolean', default: false },
  },
})
const runs = Number(args.runs)
const variants = args.variants!.split(',') as ExactVariantId[]
const PORT = 4181

const ms = (t: number) => `${t.toFixed(t < 10 ? 2 : 0)} ms`
function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!
  return `median ${ms(at(0.5))} (min ${ms(sorted[0]!)}, max ${ms(sorted.at(-1)!)}, ${times.length} runs)`
}

console.log('### Shipped tables vs Float32 (Node)')
for (const variant of variants) {
  for (const line of await measurePrecision(variant, Number(args.sheets))) console.log(line)
}

const app = await serveApp('preview', PORT)
const { origin } = app
try {
  const chunks = advisorChunks()
  console.log('\n### Chromium: first advice after clicking Hints (advisor code + table + advice)')
  for (const variant of variants) {
    const online: number[] = []
    for (let r = 0; r < runs; r++) {
      online.push(
        await withBrowser(async (page) => {
          await gameWithDice(page, origin, variant)
          return timeHintsOn(page)
        }),
      )
    }
    const { offline, perAdvice } = await withBrowser(async (page) => ({
      offline: await offlineRuns(page, variant),
      perAdvice: await timeAdvice(
        page,
        chunks.advisor,
        variant,
        adviceQuestions(variant, Number(args.calls)),
      ),
    }))
    const mean = perAdvice.reduce((a, b) => a + b, 0) / perAdvice.length
    const sorted = [...perAdvice].sort((a, b) => a - b)
    console.log(`${variant}:`)
    console.log(`  first visit, online:     ${summary(online)}`)
    console.log(`  offline after install:   ${summary(offline)}`)
    console.log(
      `  per advice afterwards:   mean ${ms(mean)}, p99 ${ms(sorted[Math.floor(sorted.length * 0.99)]!)},` +
        ` max ${ms(sorted.at(-1)!)} (${perAdvice.length} calls, rolls 1-3, mid-game sheets;` +
        ` the page clock ticks in 0.1 ms)`,
    )
    if (!args['no-solve']) {
      const solve = await withBrowser(async (page) => {
        await page.goto(`${origin}/`)
        return timeWorkerSolve(page, chunks.client, variant)
      })
      console.log(`  without the file (Web Worker solve): ${ms(solve)}`)
    }
  }
} finally {
  app.stop()
}

/** After the service worker is installed, offline: reload, enter dice, time Hints on; repeat. */
async function offlineRuns(page: Page, variant: ExactVariantId): Promise<number[]> {
  await page.goto(`${origin}/`)
  await waitForServiceWorker(page)
  await gameWithDice(page, origin, variant)
  await page.context().setOffline(true)
  const times: number[] = []
  for (let r = 0; r < runs; r++) {
    // A reload forgets the advisor loaded in memory; hints are off, so the click starts it all.
    await page.reload()
    await page.locator('.game__turn').waitFor()
    await enterDice(page, '11146')
    times.push(await timeHintsOn(page))
    await hintsOff(page)
  }
  await page.context().setOffline(false)
  return times
}
