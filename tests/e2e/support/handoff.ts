import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { origin } from './browser'

/** The hand-off screens, driven through their visible controls. */
export class HandOffDriver {
  constructor(readonly page: Page) {}

  /** The game on screen (game, review or game-over) by its id in the address. */
  gameId(): string {
    const id = /#\/(?:game|history)\/([^/?#]+)/.exec(this.page.url())?.[1]
    expect(id, `no game in ${this.page.url()}`).toBeDefined()
    return id!
  }

  /** Opens the hand-off screen of the game on screen and reads its link. */
  async linkFor(id = this.gameId()): Promise<{ link: string; qrVersion: number }> {
    const handOff = this.page.getByRole('link', { name: 'Hand off' })
    // The game screen's "Hand off" is in its menu; elsewhere (no game on screen) go by address.
    const menu = this.page.getByRole('button', { name: 'Game menu' })
    if (await menu.isVisible().catch(() => false)) {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
      await handOff.first().click()
    } else if (await handOff.isVisible().catch(() => false)) await handOff.first().click()
    else await this.page.goto(`${origin()}/#/handoff/${id}`)
    const field = this.page.getByRole('textbox', { name: 'Link to this game' })
    await expect.poll(() => field.inputValue()).toContain('#/receive/')
    const qr = this.page.getByRole('img', { name: 'QR code of the link to this game' })
    const qrVersion = Number(await qr.getAttribute('data-version'))
    return { link: await field.inputValue(), qrVersion }
  }

  /** Opens a hand-off link as a phone does and returns what the app says about it. */
  async open(link: string): Promise<string> {
    await this.page.goto(link)
    const outcome = this.page.locator('.receive__outcome, .receive [role="alert"]')
    await outcome.first().waitFor()
    return outcome.first().innerText()
  }
}
