/**
 * npx tsx scripts/bench/house-rules-browser.ts [-- --runs 3 --browser chromium,firefox,webkit --trace]
 *   (after `npx vite build`; BENCH_PORT=4193 and BENCH_THROTTLE=4 by default)
 *
 * The first advice under house rules no table was shipped for: a Yatzy table paying 25 for a full
 * house and 35 for the bonus, hints switched on with a roll entered, timed until the advice shows
 * (the solve on the device, in its workers, included), with the longest main-thread task
 * meanwhile; then the page reloaded and the same again, now from the table the first solve stored
 * in IndexedDB. Every run starts from a fresh profile (nothing solved yet); the median of the runs
 * and the longest task of all are given, beside the machine's load average.
 *
 * Chromium runs with the CPU slowed 4× (DevTools Protocol; it slows the page's thread, not its
 * workers) and reports long tasks (PerformanceObserver 'longtask'). Firefox ESR runs unthrottled
 * over WebDriver BiDi (puppeteer-core), WebKitGTK unthrottled over WebDriver (its MiniBrowser under
 * xvfb-run); neither has long-task entries, so their figure is the longest gap of a 10 ms timer
 * chain on the main thread, less those 10 ms. `--browser` takes a list (`both`: Chromium and
 * Firefox; `all`, the default: the three).
 * BENCH_TASKS=1 names each long task in Chromium (the scripts of its frame, its render). Beside each time: the CPU
 * seconds the browser spent meanwhile (Linux /proc), which a busy machine does not inflate.
 * `--trace` (Chromium) records a DevTools trace of each timed part (saved to $BENCH_TRACE_FILE.<time>.json if
 * set, for the DevTools Performance panel) and prints its main-thread tasks
 * over 50 ms with the functions and renderer steps they spent their time in (trace-tasks.ts).
 * Targets: first advice within 4 s, no main-thread task over 50 ms, the second at once.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  benchChromium,
  benchFirefox,
  benchWebKit,
  type HouseRulesRun,
} from './house-rules-drivers'
import { serveApp } from './serve-app'

const { values: args } = parseArgs({
  // `npx tsx file -- --runs 3` hands the "--" on; npm run does not.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '3' },
    browser: { type: 'string', default: 'all' },
    trace: { type: 'boolean', default: false },
  },
})
const RUNS = Math.max(1, Number(args.runs))
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4)
const TARGET_S = 4
const TARGET_TASK_MS = 50
const app = await serveApp('preview', Number(process.env.BENCH_PORT ?? 4193))

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function report(engine: string, runs: HouseRulesRun[]): void {
  const first = runs.map((run) => run.firstMs / 1000)
  const longest = Math.max(...runs.map((run) => run.firstLongestMs))
  const cpu = median(runs.map((run) => run.firstCpuS))
  console.log(
    `${engine}: first advice under new house rules, median ${median(first).toFixed(1)} s` +
      ` of ${runs.length} (${first.map((s) => s.toFixed(1)).join(', ')}; target ≤ ${TARGET_S} s);` +
      ` longest main-thread task ${longest.toFixed(0)} ms (target ≤ ${TARGET_TASK_MS} ms);` +
      ` browser CPU meanwhile, median ${cpu.toFixed(1)} s`,
  )
  const again = runs.map((run) => run.againMs)
  console.log(
    `${engine}: the same rules after a reload (stored table), median ${median(again).toFixed(0)} ms;` +
      ` longest main-thread task ${Math.max(...runs.map((run) => run.againLongestMs)).toFixed(0)} ms`,
  )
}

try {
  const named = { both: 'chromium,firefox', all: 'chromium,firefox,webkit' }[args.browser]
  const wanted = new Set((named ?? args.browser).split(','))
  const engines: [string, (origin: string) => Promise<HouseRulesRun>][] = []
  if (wanted.has('chromium'))
    engines.push([
      `Chromium, ${THROTTLE}× CPU`,
      (origin) => benchChromium(origin, THROTTLE, args.trace),
    ])
  if (wanted.has('firefox') && benchFirefox.available())
    engines.push(['Firefox ESR, unthrottled', (origin) => benchFirefox(origin)])
  else if (wanted.has('firefox')) console.log(`Firefox ESR: skipped, ${benchFirefox.missing}`)
  if (wanted.has('webkit') && benchWebKit.available())
    engines.push(['WebKitGTK, unthrottled', (origin) => benchWebKit(origin)])
  else if (wanted.has('webkit')) console.log(`WebKitGTK: skipped, ${benchWebKit.missing}`)
  for (const [engine, bench] of engines) {
    const runs: HouseRulesRun[] = []
    for (let run = 1; run <= RUNS; run++) {
      const before = load()
      const result = await bench(app.origin)
      runs.push(result)
      console.log(
        `  ${engine}, run ${run}: ${result.firstMs.toFixed(0)} ms, longest task` +
          ` ${result.firstLongestMs.toFixed(0)} ms, browser CPU ${result.firstCpuS.toFixed(1)} s;` +
          ` after a reload ${result.againMs.toFixed(0)} ms` +
          ` (load average ${before} before, ${load()} after)`,
      )
    }
    report(engine, runs)
  }
} finally {
  app.stop()
}
