import { expect, inject } from 'vitest'
import { engineFromEnv, type BrowserOptions, type EngineBrowser, type EnginePage } from './engine'
import { launchFirefox } from './firefox'
import { launchWebKit } from './webkit'
import { css, FINDER, query, type Name, type Query } from './in-page'

export { css, query }
export const ENGINE = engineFromEnv()
export const origin = () => inject('origin')

/** A fresh browser of the engine under test, with a profile of its own. */
export function launch(options: BrowserOptions = {}): Promise<EngineBrowser> {
  return ENGINE === 'firefox' ? launchFirefox(options) : launchWebKit(options)
}

/** Opens a browser for the test's body and closes it (and its profile) however the body ends. */
export async function withBrowser<T>(
  body: (app: EngineApp, browser: EngineBrowser) => Promise<T>,
  options: BrowserOptions = {},
): Promise<T> {
  const browser = await launch(options)
  try {
    return await body(new EngineApp(browser.page), browser)
  } finally {
    await browser.close()
  }
}

const WAIT_MS = 30_000
const POLL_MS = 100

/** Words that only a raw error puts on screen: the app must say what went wrong in its own words. */
export const RAW_ERROR =
  /Something went wrong|Can't find variable|is not defined|is not a constructor|undefined is not|TypeError|ReferenceError/

/**
 * Drives the app the way a player does, in any engine: controls found by role and accessible
 * name in the page, clicked and typed into natively by the engine's driver, and every step waits
 * for what the app shows next (polled), never for a guessed time.
 */
export class EngineApp {
  constructor(readonly page: EnginePage) {}

  /** Polls `probe` until it returns something other than undefined, null or false. */
  async waitUntil<T>(
    what: string,
    probe: () => Promise<T | undefined | null | false>,
    timeout = WAIT_MS,
  ): Promise<T> {
    const until = Date.now() + timeout
    let last: unknown
    for (;;) {
      try {
        const value = await probe()
        if (value !== undefined && value !== null && value !== false) return value as T
        last = value
      } catch (error) {
        last = error
      }
      if (Date.now() > until) throw new Error(`waited ${timeout} ms for ${what}; last: ${last}`)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }

  /** What the finder returns for the first visible match: a CSS selector for the driver, or null. */
  private mark(q: Query, forClick: boolean): Promise<string | null> {
    return this.page.run<string | null>(
      `${FINDER}
       const [q, forClick] = args
       const el = findAll(q)[0]
       return el ? mark(forClick ? clickable(el) : el) : null`,
      q,
      forClick,
    )
  }

  private describe(q: Query): string {
    const name = q.name ? ` "${'text' in q.name ? q.name.text : `/${q.name.source}/`}"` : ''
    return `${q.role ?? q.css}${name}${q.within ? ` in ${this.describe(q.within)}` : ''}`
  }

  /** Waits until the query finds a visible element (or fails naming what the page has instead). */
  async waitFor(q: Query, timeout = WAIT_MS, forClick = false): Promise<string> {
    try {
      return await this.waitUntil(this.describe(q), () => this.mark(q, forClick), timeout)
    } catch (error) {
      const nearby = await this.page
        .run<string[]>(
          `${FINDER}\nreturn findAll({ role: args[0].role, css: args[0].css }).slice(0, 30).map(nameOf)`,
          q,
        )
        .catch(() => [])
      const shown = await this.bodyText().catch(() => '(no page)')
      // A bar's value is not in the page's text: a stalled solve and a slow one read alike without it.
      const bars = await this.page
        .run<string[]>(
          `return [...document.querySelectorAll('progress')].map((bar) => bar.value + '/' + bar.max)`,
        )
        .catch(() => [])
      throw new Error(
        `${(error as Error).message}; the page has: ${JSON.stringify(nearby)}; progress bars: ${JSON.stringify(bars)}; it reads: ${shown.slice(0, 3000)}`,
      )
    }
  }

  /** Waits until nothing visible matches the query any more. */
  async waitGone(q: Query, timeout = WAIT_MS): Promise<void> {
    await this.waitUntil(
      `${this.describe(q)} to go`,
      async () => (await this.count(q)) === 0,
      timeout,
    )
  }

  async click(q: Query) {
    await this.page.click(await this.waitFor(q, WAIT_MS, true))
  }

  /**
   * Clicks a radio or checkbox until it reads checked. New keep advice scrolls itself into view a
   * frame after it shows, so a click aimed just before that scroll lands beside its target.
   */
  async check(q: Query) {
    const checked = () =>
      this.page.run<boolean>(`${FINDER}\nreturn !!findAll(args[0])[0]?.checked`, q)
    await this.waitUntil(`${this.describe(q)} checked`, async () => {
      if (!(await checked())) await this.click(q)
      return checked()
    })
  }

  async fill(q: Query, text: string) {
    await this.page.type(await this.waitFor(q), text)
  }

  async press(q: Query, key: 'Enter' | 'Tab') {
    await this.page.press(await this.waitFor(q), key)
  }

  count(q: Query): Promise<number> {
    return this.page.run(`${FINDER}\nreturn findAll(args[0]).length`, q)
  }

  async visible(q: Query): Promise<boolean> {
    return (await this.count(q)) > 0
  }

  /** The visible text of the first match (innerText, as a reader sees it). */
  async text(q: Query): Promise<string> {
    await this.waitFor(q)
    return this.page.run(`${FINDER}\nreturn findAll(args[0])[0].innerText`, q)
  }

  async value(q: Query): Promise<string> {
    await this.waitFor(q)
    return this.page.run(`${FINDER}\nreturn findAll(args[0])[0].value`, q)
  }

  async attribute(q: Query, name: string): Promise<string | null> {
    await this.waitFor(q)
    return this.page.run(`${FINDER}\nreturn findAll(args[0])[0].getAttribute(args[1])`, q, name)
  }

  bodyText(): Promise<string> {
    return this.page.run('return document.body.innerText')
  }

  /** Waits until the page shows `text` somewhere (as visible text). */
  async waitForText(text: Name, timeout = WAIT_MS): Promise<void> {
    await this.waitUntil(
      `the text ${text}`,
      async () => {
        const body = await this.bodyText()
        return typeof text === 'string' ? body.includes(text) : text.test(body)
      },
      timeout,
    )
  }

  async expectNoRawError() {
    expect(await this.bodyText()).not.toMatch(RAW_ERROR)
  }

  async openHome() {
    await this.page.goto(`${origin()}/`)
    await this.waitFor(query('heading', 'Yatzy Pad', { exact: true }))
  }

  /** From Home to New game, with the variant chosen and the players added, not yet started. */
  async setUpTable(variant: string, players: string[]) {
    await this.click(query('link', 'New game'))
    await this.waitFor(query('heading', 'New game', { exact: true }))
    await this.check(query('radio', new RegExp(`^${variant}`)))
    const nameField = css('input[placeholder="Player name"]')
    for (const name of players) {
      const before = await this.count(css('.players__list input'))
      await this.fill(nameField, name)
      await this.click(query('button', 'Add player', { exact: true }))
      await this.waitUntil(
        `${name} added`,
        async () => (await this.count(css('.players__list input'))) === before + 1,
      )
    }
  }

  async newGame(variant: string, players: string[]) {
    await this.setUpTable(variant, players)
    await this.click(query('button', 'Start game', { exact: true }))
    await this.waitFor(css('.game__turn'))
  }

  turn(): Promise<string> {
    return this.text(css('.game__turn'))
  }

  async enterDice(dice: string) {
    const field = css('input[placeholder^="Type dice"]')
    await this.fill(field, dice)
    await this.press(field, 'Enter')
  }

  /** The box's button offering this roll's score. */
  offer(box: string): Query {
    return css(`button:not([disabled])[aria-label^="${box}: "][aria-label*="for this roll"]`)
  }

  /** Taps the box and, for a zero, confirms the scratch; waits until the write is stored. */
  async write(box: string) {
    const before = await this.turn()
    await this.click(this.offer(box))
    const scratch = query('alertdialog')
    if (await this.visible(scratch)) {
      await this.click(query('button', 'Scratch', { exact: true, within: scratch }))
    }
    // Every write moves the turn on (or ends the game).
    await this.waitUntil(`the turn after ${box}`, async () => (await this.turn()) !== before)
  }

  async play(dice: string, box: string) {
    await this.enterDice(dice)
    await this.waitFor(this.offer(box))
    await this.write(box)
  }

  /** The "Full sheet" toggle: every player's column instead of the turn's boxes. */
  async showSheet(on = true) {
    const toggle = query('button', 'Full sheet')
    if ((await this.attribute(toggle, 'aria-pressed')) !== String(on)) await this.click(toggle)
    await this.waitFor(css(on ? '.sheet' : '.turn-grid'))
  }

  /**
   * Where a phone finds "Play on several phones": the game menu under the header where the app
   * has one, else the full sheet.
   */
  async openTableControls() {
    const menu = query('button', 'Game menu', { exact: true })
    if (!(await this.visible(menu))) return this.showSheet()
    if ((await this.attribute(menu, 'aria-expanded')) !== 'true') await this.click(menu)
    await this.waitFor(css('#game-menu'))
  }

  async sheetText(): Promise<string> {
    await this.showSheet()
    const text = await this.text(css('.sheet'))
    await this.showSheet(false)
    return text
  }

  async total(player: number): Promise<number> {
    const cell = css(`[data-testid="total-${player}"]`)
    if (!(await this.visible(cell))) await this.showSheet()
    return Number(await this.text(cell))
  }

  /** Waits until the service worker is activated and controls the page (ready alone can be early). */
  async waitForServiceWorker() {
    await this.waitUntil('the service worker in control', () =>
      this.page.run<boolean>(`
        const registration = await navigator.serviceWorker.ready
        return registration.active?.state === 'activated' && !!navigator.serviceWorker.controller`),
    )
  }

  /** The dice typed are the turn's last roll: the advisor marks one box, with ◆. */
  async expectAdvisedBox(timeout = WAIT_MS) {
    const advised = css('[aria-label*="the advisor\'s choice"]')
    // The choice of roll shows once the advisor is ready (a solve on the phone can take a while).
    const lastRoll = query('radio', 'the last roll', { exact: true })
    await this.waitFor(lastRoll, timeout)
    await this.check(lastRoll)
    await this.waitFor(advised)
    expect(await this.count(advised)).toBe(1)
    expect(await this.text(advised)).toContain('◆')
  }
}
