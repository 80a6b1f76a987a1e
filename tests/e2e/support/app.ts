import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { origin } from './browser'

/** Drives the real app the way a player does, through visible controls and accessible names. */
export class AppDriver {
  constructor(readonly page: Page) {}

  async openHome() {
    await this.page.goto(`${origin()}/`)
    await this.page.getByRole('heading', { name: 'Yatzy Pad' }).waitFor()
  }

  /** From Home to New game, with the variant chosen and the players added, not yet started. */
  async setUpTable(variant: string, players: string[]) {
    await this.page.getByRole('link', { name: 'New game' }).click()
    await this.page.getByRole('radio', { name: new RegExp(`^${variant}`) }).check()
    for (const name of players) {
      await this.page.getByPlaceholder('Player name').fill(name)
      await this.page.getByRole('button', { name: 'Add player' }).click()
    }
  }

  async newGame(variant: string, players: string[]) {
    await this.setUpTable(variant, players)
    await this.page.getByRole('button', { name: 'Start game' }).click()
    await this.page.locator('.game__turn').waitFor()
  }

  turn() {
    return this.page.locator('.game__turn').innerText()
  }

  async enterDice(dice: string) {
    const input = this.page.getByPlaceholder(/Type dice/).first()
    await input.fill(dice)
    await input.press('Enter')
  }

  offer(box: string) {
    return this.page.locator(
      `button:not([disabled])[aria-label^="${box}: "][aria-label*="for this roll"]`,
    )
  }

  /** Taps the box and, for a zero, confirms the scratch; waits until the write is stored. */
  async write(box: string) {
    const before = await this.turn()
    await this.offer(box).click()
    const scratch = this.page.getByRole('alertdialog')
    if (await scratch.isVisible().catch(() => false)) {
      await scratch.getByRole('button', { name: 'Scratch' }).click()
    }
    // Every write moves the turn on (or ends the game).
    await expect.poll(() => this.turn()).not.toBe(before)
  }

  /** The "Full sheet" toggle: every player's column instead of the turn's boxes. */
  async showSheet(on = true) {
    const toggle = this.page.getByRole('button', { name: 'Full sheet' })
    if ((await toggle.getAttribute('aria-pressed')) !== String(on)) await toggle.click()
    await this.page.locator(on ? '.sheet' : '.turn-grid').waitFor()
  }

  /** Opens the game menu under the header (the rules, more phones, hand off, a picture). */
  async openMenu() {
    const menu = this.page.getByRole('button', { name: 'Game menu' })
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
    await this.page.locator('#game-menu').waitFor()
  }

  async play(dice: string, box: string) {
    await this.enterDice(dice)
    await this.offer(box).waitFor()
    await this.write(box)
  }

  /** The whole sheet as text (opening the full sheet and going back to the turn). */
  async sheetText(): Promise<string> {
    await this.showSheet()
    const text = await this.page.locator('.sheet').innerText()
    await this.showSheet(false)
    return text
  }

  /** Whether the line saying whose turn it is is cut short ("…") instead of read whole. */
  async turnCut(): Promise<boolean> {
    return this.page
      .locator('.game__turn')
      .evaluate(
        (turn) =>
          turn.scrollHeight > turn.clientHeight + 1 || turn.scrollWidth > turn.clientWidth + 1,
      )
  }

  /**
   * The last write when it stands outside the lines kept for it, cut off from view; nothing when
   * all of it, the score and the box with the name in whatever form it takes, can be read.
   */
  async writeWordsCut(): Promise<string[]> {
    return this.page.locator('.write-line__text').evaluate((line) => {
      const text = line.textContent?.trim() ?? ''
      if (!text) return ['(the line has no words to read)']
      const cut =
        line.scrollWidth > line.clientWidth + 0.5 || line.scrollHeight > line.clientHeight + 0.5
      return cut || text.includes('…') ? [text] : []
    })
  }

  async total(player: number): Promise<number> {
    const cell = this.page.getByTestId(`total-${player}`)
    if (!(await cell.isVisible())) await this.showSheet()
    return Number(await cell.innerText())
  }
}

/**
 * Poll options for a line that must read whole: the app swaps a name the page cut for a shorter
 * form in the next frame, so a read may fall between; a few seconds allows for a busy machine.
 */
export const WHOLE = (message: string) => ({ message, timeout: 5_000 })

export { PERFECT_YATZY } from '../../helpers/yatzy-sheet'
