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

  async newGame(variant: string, players: string[]) {
    await this.page.getByRole('link', { name: 'New game' }).click()
    await this.page.getByRole('radio', { name: new RegExp(`^${variant}`) }).check()
    for (const name of players) {
      await this.page.getByPlaceholder('Player name').fill(name)
      await this.page.getByRole('button', { name: 'Add player' }).click()
    }
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
    return this.page.locator(`button[aria-label^="${box}: "][aria-label*="for this roll"]`)
  }

  /** Taps the box and, for a zero, confirms the scratch; waits until the write is on the sheet. */
  async write(box: string) {
    const before = await this.page.locator('.sheet').innerText()
    await this.offer(box).click()
    const scratch = this.page.getByRole('alertdialog')
    if (await scratch.isVisible().catch(() => false)) {
      await scratch.getByRole('button', { name: 'Scratch' }).click()
    }
    await expect.poll(() => this.page.locator('.sheet').innerText()).not.toBe(before)
  }

  async play(dice: string, box: string) {
    await this.enterDice(dice)
    await this.offer(box).waitFor()
    await this.write(box)
  }

  async total(player: number): Promise<number> {
    return Number(await this.page.getByTestId(`total-${player}`).innerText())
  }
}

export { PERFECT_YATZY } from '../../helpers/yatzy-sheet'
