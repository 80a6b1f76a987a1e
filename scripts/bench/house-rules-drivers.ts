// One run of the house-rules benchmark (house-rules-browser.ts) per engine, each on a fresh
// profile: Chromium through Playwright with DevTools' CPU throttling and long-task entries,
// Firefox ESR through puppeteer-core over WebDriver BiDi, WebKitGTK over classic WebDriver (the
// browser tests' launcher, tests/e2e-engines/support/webkit.ts). Code run in the page is passed as
// strings: scripts are type-checked without the DOM library.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args'
import { setFamilyHouseRules } from '../../tests/fixtures/house-rules-ui'
import { enterDice, TIME_HINTS_ON, timeHintsOn } from './advice-browser'
import { longTasks, printLongTasks, startTrace } from './trace-tasks'
import { launchWebKit, MINIBROWSER, WEBKIT_DRIVER } from '../../tests/e2e-engines/support/webkit'

export interface HouseRulesRun {
  /** From the Hints tap to the advice shown, with nothing solved yet. */
  firstMs: number
  firstLongestMs: number
  /**
   * CPU time the browser's processes (page, workers, browser) spent meanwhile: on a machine shared
   * with other work, the figure that does not grow with the load average.
   */
  firstCpuS: number
  /** The same after a reload: the table stored by the first solve. */
  againMs: number
  againLongestMs: number
}

/** A run's report: the first advice, then the same after a reload. */
function bothRuns(first: Measured, again: Measured): HouseRulesRun {
  return {
    firstMs: first.ms,
    firstLongestMs: first.longest,
    firstCpuS: first.cpuS,
    againMs: again.ms,
    againLongestMs: again.longest,
  }
}

/** CPU seconds (user + system) of every process descended from this one (Linux /proc). */
export function childrenCpuSeconds(): number {
  const stats = new Map<number, { parent: number; ticks: number }>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name (which may hold spaces), from field 3 (state) on.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
      stats.set(Number(entry), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      })
    } catch {
      // The process ended while we read.
    }
  }
  const isOurs = (pid: number): boolean => {
    for (let at = stats.get(pid)?.parent; at !== undefined && at > 1; at = stats.get(at)?.parent)
      if (at === process.pid) return true
    return false
  }
  let ticks = 0
  for (const [pid, { ticks: own }] of stats) if (isOurs(pid)) ticks += own
  return ticks / 100 // USER_HZ
}

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const DICE = '11146'
/** BENCH_PLAYERS=6: a table of six (Chromium), whose sheet every render on the game screen carries. */
const BENCH_PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1)

/**
 * Starts collecting long tasks (Chromium) in the page, and the long animation frames around them
 * (Long Animation Frames API: which script ran, from what, and how long style, layout and paint
 * took), so each task over 50 ms is named in every run, not only in a trace.
 */
const OBSERVE_LONG_TASKS = `(() => {
  window.__longest = 0
  window.__since = performance.now()
  window.__tasks = []
  window.__frames = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longest = Math.max(window.__longest, entry.duration)
      window.__tasks.push({ at: entry.startTime - window.__since, ms: entry.duration })
    }
  }).observe({ type: 'longtask' })
  if (!PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) return
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      const end = frame.startTime + frame.duration
      window.__frames.push({
        at: frame.startTime - window.__since,
        end: end - window.__since,
        render: frame.renderStart ? end - frame.renderStart : 0,
        layout: frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0,
        scripts: frame.scripts.map((script) => ({
          what: script.invoker + ' ' + (script.sourceFunctionName || '') + ' ' +
            script.sourceURL.split('/').pop() + ':' + script.sourceCharPosition,
          at: script.startTime - window.__since,
          ms: script.duration,
        })),
      })
    }
  }).observe({ type: 'long-animation-frame' })
})()`
/** The long tasks since OBSERVE_LONG_TASKS, each with what its frame's scripts and rendering did. */
const LONG_TASKS_NAMED = `window.__tasks.map((task) => {
  const frame = window.__frames.find((f) => f.at <= task.at + 1 && f.end >= task.at + task.ms - 1)
  const scripts = (frame?.scripts ?? [])
    .filter((s) => s.at >= task.at - 1 && s.at <= task.at + task.ms)
    .map((s) => s.what.trim() + ' ' + Math.round(s.ms) + ' ms')
  const render = frame ? ', frame: render ' + Math.round(frame.render) + ' ms (style and layout ' +
    Math.round(frame.layout) + ')' : ''
  return Math.round(task.ms) + ' ms at ' + (task.at / 1000).toFixed(2) + ' s: ' +
    (scripts.join('; ') || 'no script') + render
})`
/**
 * Firefox has no long-task entries: a 10 ms timer chain on the main thread, whose longest gap
 * beyond its 10 ms is the longest the thread was busy (to within a timer's slack).
 */
const WATCH_TIMER_GAPS = `(() => {
  window.__longest = 0
  let last = performance.now()
  const tick = () => {
    const now = performance.now()
    window.__longest = Math.max(window.__longest, now - last - 10)
    last = now
    window.__gapTimer = setTimeout(tick, 10)
  }
  window.__gapTimer = setTimeout(tick, 10)
})()`
/** Entries of tasks that just ended arrive one frame later. */
const LONGEST_SO_FAR = `new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => {
  clearTimeout(window.__gapTimer)
  resolve(window.__longest)
}, 50)))`

/** `trace`: record a DevTools trace of each timed part and print its long main-thread tasks. */
export async function benchChromium(
  origin: string,
  throttle: number,
  trace = false,
): Promise<HouseRulesRun> {
  const profile = mkdtempSync(join(tmpdir(), 'yatzy-pad-bench-house-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${origin}/`)
    await page.getByRole('link', { name: 'New game' }).click()
    for (let seat = 1; seat <= BENCH_PLAYERS; seat++) {
      await page.getByPlaceholder('Player name').fill(seat === 1 ? 'Bench' : `Bench ${seat}`)
      await page.getByRole('button', { name: 'Add player' }).click()
    }
    await setFamilyHouseRules(page)
    await page.getByRole('button', { name: 'Start game' }).click()
    await page.locator('.game__turn').waitFor()
    await enterDice(page, DICE)
    const first = await throttled(page, throttle, trace)
    // Hints stay on with the game: after a reload they come from the stored table.
    await page.getByRole('button', { name: 'Hints', exact: true }).click()
    await page.locator('button[aria-pressed="false"]', { hasText: 'Hints' }).waitFor()
    await page.reload()
    await page.locator('.game__turn').waitFor()
    await enterDice(page, DICE)
    return bothRuns(first, await throttled(page, throttle, trace))
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

interface Measured {
  ms: number
  longest: number
  cpuS: number
}

async function throttled(page: Page, rate: number, trace: boolean): Promise<Measured> {
  await page.evaluate(OBSERVE_LONG_TASKS)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  try {
    const tracing = trace ? await startTrace(cdp) : null
    const cpu = childrenCpuSeconds()
    const ms = await timeHintsOn(page)
    const cpuS = childrenCpuSeconds() - cpu
    const longest = await page.evaluate<number>(LONGEST_SO_FAR)
    if (process.env.BENCH_TASKS)
      for (const task of await page.evaluate<string[]>(LONG_TASKS_NAMED))
        console.log(`    long task ${task}`)
    if (tracing) {
      const events = await tracing.stop()
      if (process.env.BENCH_TRACE_FILE)
        writeFileSync(
          `${process.env.BENCH_TRACE_FILE}.${Date.now()}.json`,
          JSON.stringify({ traceEvents: events }),
        )
      printLongTasks(longTasks(events))
    }
    return { ms, longest, cpuS }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await cdp.detach()
  }
}

/**
 * What the Firefox and WebKitGTK runs need from their driver: neither has Playwright's locators
 * here (Playwright's own builds of them do not download), so controls are found by their text
 * through the DOM, and house rules set as a person's change does.
 */
interface PageDriver {
  /** Resolves once the expression `script` is truthy in the page (within a minute). */
  until(script: string): Promise<void>
  /** The value of the expression `script` in the page (a promise's result). */
  evaluate<T>(script: string): Promise<T>
  /** Types `text` into the field, key by key, then presses Enter. */
  typeInto(selector: string, text: string): Promise<void>
  reload(): Promise<void>
}

/** One run on a fresh profile: the house rules set, the first advice timed, then after a reload. */
async function houseRulesRun(driver: PageDriver): Promise<HouseRulesRun> {
  const click = (selector: string, text: string) =>
    driver.until(`(() => {
      const found = [...document.querySelectorAll(${JSON.stringify(selector)})]
        .find((el) => el.textContent.trim().startsWith(${JSON.stringify(text)}))
      found?.click()
      return Boolean(found)
    })()`)
  const change = (selector: string, value: string) =>
    driver.until(`(() => {
      const input = document.querySelector(${JSON.stringify(selector)})
      if (!input) return false
      input.value = ${JSON.stringify(value)}
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.dispatchEvent(new Event('change', { bubbles: true }))
      return true
    })()`)
  const typeDice = async () => {
    await driver.until(`document.querySelector('.game__turn')`)
    await driver.typeInto('input[placeholder^="Type dice"]', DICE)
  }
  const measure = async (): Promise<Measured> => {
    await driver.evaluate(WATCH_TIMER_GAPS)
    const cpu = childrenCpuSeconds()
    const ms = await driver.evaluate<number>(TIME_HINTS_ON)
    const cpuS = childrenCpuSeconds() - cpu
    return { ms, longest: await driver.evaluate<number>(LONGEST_SO_FAR), cpuS }
  }
  await click('a', 'New game')
  await change('input[placeholder="Player name"]', 'Bench')
  await click('button', 'Add player')
  await click('button', 'House rules')
  await click('label', 'a fixed score')
  await change('input[aria-label="Full house pays"]', '25')
  await driver.until(`(() => {
    const label = [...document.querySelectorAll('fieldset label')]
      .find((el) => el.textContent.trim().startsWith('pays'))
    const input = label?.querySelector('input')
    if (!input) return false
    input.value = '35'
    input.dispatchEvent(new Event('change', { bubbles: true }))
    return true
  })()`)
  await click('button', 'Start game')
  await typeDice()
  const first = await measure()
  await click('button[aria-pressed="true"]', 'Hints')
  await driver.until(`document.querySelector('button[aria-pressed="false"]')`)
  await driver.reload()
  await typeDice()
  return bothRuns(first, await measure())
}

/** Firefox ESR over WebDriver BiDi (puppeteer-core), unthrottled. */
export async function benchFirefox(origin: string): Promise<HouseRulesRun> {
  const { default: puppeteer } = await import('puppeteer-core')
  const profile = mkdtempSync(join(tmpdir(), 'yatzy-pad-bench-house-ff-'))
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: profile,
  })
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage())
    await page.setViewport({ width: 390, height: 844 })
    await page.goto(`${origin}/`)
    return await houseRulesRun({
      until: async (script) => {
        await page.waitForFunction(script, { timeout: 60_000 })
      },
      evaluate: async <T>(script: string) => (await page.evaluate(script)) as T,
      async typeInto(selector, text) {
        const input = await page.waitForSelector(selector)
        await input!.type(text)
        await input!.press('Enter')
      },
      async reload() {
        await page.reload()
      },
    })
  } finally {
    await browser.close()
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    } catch {
      // Firefox may still be writing its profile as it exits: a temporary folder left behind.
    }
  }
}
benchFirefox.available = () => existsSync(FIREFOX_PATH)
benchFirefox.missing = `no Firefox at ${FIREFOX_PATH} (apt-get install firefox-esr)`

/**
 * WebKitGTK's MiniBrowser over classic WebDriver (the browser tests' launcher, on an X display of
 * its own), unthrottled.
 */
export async function benchWebKit(origin: string): Promise<HouseRulesRun> {
  // The service worker on, as in the other engines' runs (the browser tests' launcher leaves it off).
  const browser = await launchWebKit({ viewport: { width: 390, height: 844 }, serviceWorker: true })
  try {
    const { page } = browser
    await page.goto(`${origin}/`)
    const until = (script: string) =>
      page.run<null>(`
        const deadline = Date.now() + 60000
        for (;;) {
          if (${script}) return null
          if (Date.now() > deadline) throw new Error('not in a minute: ' + ${JSON.stringify(script.slice(0, 200))})
          await new Promise((resolve) => setTimeout(resolve, 50))
        }`)
    return await houseRulesRun({
      until: async (script) => {
        await until(script)
      },
      evaluate: <T>(script: string) => page.run<T>(`return await (${script})`),
      async typeInto(selector, text) {
        await until(`document.querySelector(${JSON.stringify(selector)})`)
        await page.type(selector, text)
        await page.press(selector, 'Enter')
      },
      reload: () => page.reload(),
    })
  } finally {
    await browser.close()
  }
}
benchWebKit.available = () =>
  existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER) && existsSync('/usr/bin/xvfb-run')
benchWebKit.missing = `no WebKitGTK at ${WEBKIT_DRIVER} (apt-get install webkit2gtk-driver xvfb)`
