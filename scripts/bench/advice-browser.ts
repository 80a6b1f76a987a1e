// Hints in real Chromium against `vite preview`: time to the first advice, time per advice, and
// the on-device solve the shipped tables replace. Used by scripts/bench/advice.ts.
// Code run in the page is passed as strings: scripts are type-checked without the DOM library.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args'
import { allRolls, type Sheet } from '../../src/rules'
import type { ExactVariantId } from '../../src/advisor/model'
import { seededRandom as seeded } from '../../tests/fixtures/games'
import { playRandomly } from '../../tests/fixtures/sheets'

export const VARIANT_NAMES: Record<ExactVariantId, string> = {
  yatzy: 'Yatzy',
  'forced-yatzy': 'Forced Yatzy',
  yahtzee: 'Yahtzee',
}

/**
 * Runs `body` on a fresh on-disk profile (a first visit) and removes the profile afterwards;
 * `extraArgs` go to Chromium after the usual ones.
 */
export async function withBrowser<T>(
  body: (page: Page) => Promise<T>,
  extraArgs: string[] = [],
): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'yatzy-pad-bench-advice-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    serviceWorkers: 'allow',
  })
  try {
    return await body(context.pages()[0] ?? (await context.newPage()))
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** Opens a new one-player game of the variant with the final roll's dice entered, hints off. */
export async function gameWithDice(page: Page, origin: string, variant: ExactVariantId) {
  await page.goto(`${origin}/`)
  await page.getByRole('link', { name: 'New game' }).click()
  await page.getByRole('radio', { name: new RegExp(`^${VARIANT_NAMES[variant]}`) }).check()
  await page.getByPlaceholder('Player name').fill('Bench')
  await page.getByRole('button', { name: 'Add player' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  await page.locator('.game__turn').waitFor()
  await enterDice(page, '11146')
}

/**
 * The first box offered for the roll on screen, as a tap: it writes the box (scratching it if the
 * app asks) and resolves once the write is stored and shown, the turn moved on.
 */
export async function firstOfferTap(page: Page): Promise<() => Promise<void>> {
  const offer = page.locator('button[aria-label*="for this roll"]').first()
  await offer.waitFor()
  const before = await page.locator('.game__turn').innerText()
  return async () => {
    await offer.click()
    const scratch = page.getByRole('alertdialog')
    if (await scratch.isVisible().catch(() => false))
      await scratch.getByRole('button', { name: 'Scratch' }).click()
    await page.waitForFunction(
      `document.querySelector('.game__turn')?.innerText !== ${JSON.stringify(before)}`,
    )
  }
}

export async function enterDice(page: Page, dice: string) {
  const input = page.getByPlaceholder(/Type dice/).first()
  await input.fill(dice)
  await input.press('Enter')
}

/**
 * Clicks Hints and measures, in the page, until the advice shows: the sheet marks the advisor's
 * box (a final roll), or the hints panel names the keeps (dice typed in count as a first roll).
 * Everything the player waits for: advisor code, table, first advice, rendering. A page script
 * (any driver's evaluate) resolving to the milliseconds.
 *
 * The observer only notes that the page changed; the look for the advice runs in a task of its
 * own, and the time is taken there (a task late at most, never early). Looking in the observer's
 * callback ran the bench's own queries (6 ms at 4× CPU) inside the app's task: the Hints tap's
 * task then counted them against the 50 ms.
 */
export const TIME_HINTS_ON = `new Promise((resolve) => {
  const marked = () =>
    document.querySelector('[aria-label*="the advisor\\'s choice"]') ||
    document.querySelector('.hints [role="status"]')?.textContent.trim()
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Hints')
  const started = performance.now()
  let looking = false
  const look = () => {
    looking = false
    if (!marked()) return
    observer.disconnect()
    resolve(performance.now() - started)
  }
  const observer = new MutationObserver(() => {
    if (looking) return
    looking = true
    setTimeout(look)
  })
  observer.observe(document.body, { subtree: true, childList: true, attributes: true })
  button.click()
})`

export function timeHintsOn(page: Page): Promise<number> {
  return page.evaluate(TIME_HINTS_ON)
}

/** Switches hints off and waits until the game has saved it (the button shows it). */
export async function hintsOff(page: Page) {
  await page.getByRole('button', { name: 'Hints', exact: true }).click()
  await page.locator('button[aria-pressed="false"]', { hasText: 'Hints' }).waitFor()
}

/** Until the service worker is activated and controls the page (so its precache is complete). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(`(async () => {
    const registration = await navigator.serviceWorker.ready
    const worker = registration.active
    if (worker.state !== 'activated') {
      await new Promise((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      )
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
  })()`)
}

/** The built advisor entry (dynamic import chunk) and the worker client, from Vite's manifest. */
export function advisorChunks(): { advisor: string; client: string } {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >
  return {
    advisor: `/${manifest['src/advisor/index.ts']!.file}`,
    client: `/${manifest['src/advisor/client.ts']!.file}`,
  }
}

/** Mid-game sheets and rolls 1-3 to ask about, made in Node (plain JSON for the page). */
export function adviceQuestions(variant: ExactVariantId, count: number) {
  const random = seeded(99)
  const rolls = allRolls(5)
  const sheets: Sheet[] = Array.from({ length: 64 }, () =>
    playRandomly(variant, Math.floor(random() * 12), random),
  )
  return Array.from({ length: count }, (_, i) => ({
    sheet: sheets[i % sheets.length]!,
    dice: rolls[Math.floor(random() * rolls.length)]!,
    roll: 1 + (i % 3),
  }))
}

/** Times advisor.advise in the page, one call at a time, with the shipped table loaded. */
export function timeAdvice(
  page: Page,
  chunk: string,
  variant: ExactVariantId,
  questions: ReturnType<typeof adviceQuestions>,
): Promise<number[]> {
  return page.evaluate(`(async () => {
    const advisorModule = await import(${JSON.stringify(chunk)})
    const table = await advisorModule.fetchShippedTable(${JSON.stringify(variant)}, '/')
    const advisor = advisorModule.loadTable(table.meta, table.values)
    const questions = ${JSON.stringify(questions)}
    for (const q of questions.slice(0, 300)) advisor.advise(q.sheet, q.dice, q.roll, { keeps: 3 })
    const times = []
    for (const q of questions) {
      const started = performance.now()
      advisor.advise(q.sheet, q.dice, q.roll, { keeps: 3 })
      times.push(performance.now() - started)
    }
    return times
  })()`)
}

/** The fallback: a solve in a Web Worker (client.ts), as a device without the file runs it. */
export function timeWorkerSolve(page: Page, chunk: string, variant: ExactVariantId) {
  return page.evaluate<number>(`(async () => {
    const client = await import(${JSON.stringify(chunk)})
    const started = performance.now()
    await client.createAdvisor(${JSON.stringify(variant)})
    return performance.now() - started
  })()`)
}
