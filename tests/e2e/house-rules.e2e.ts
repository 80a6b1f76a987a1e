import { afterAll, describe, expect, it } from 'vitest'
import { launch, origin, removeProfile, type Session } from './support/browser'
import { AppDriver } from './support/app'
import { HandOffDriver } from './support/handoff'
import { startWithFamilyHouseRules } from '../fixtures/house-rules-ui'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const HOUSE_LINE = 'House rules: bonus 35 at 63 · Full house 25'

describe('a table’s own rules, in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('set on New game, played, kept through a reload, reviewed and handed to another phone', async () => {
    const sessions: Session[] = []
    try {
      const a = await launch()
      sessions.push(a)
      const { page } = a
      const app = new AppDriver(page)
      await app.openHome()
      await app.setUpTable('Yatzy', ['Anna', 'Bo'])
      await startWithFamilyHouseRules(page)

      // By the rule book 2-2-2-5-5 is a full house of 16; this table pays 25.
      await app.play('22255', 'Full house')
      await app.play('66612', 'Sixes')
      expect(await app.total(0)).toBe(25)

      await page.reload()
      await page.locator('.game__turn').waitFor()
      await app.showSheet()
      await expect.poll(() => page.getByTestId('house-rules').innerText()).toBe(HOUSE_LINE)
      expect(await app.total(0)).toBe(25)
      await app.showSheet(false)

      const handOff = new HandOffDriver(page)
      const id = handOff.gameId()
      await page.goto(`${origin()}/#/history/${id}`)
      // The game screen's own house-rules line must not answer for the review's.
      await page.locator('.game__turn').waitFor({ state: 'detached' })
      await expect.poll(() => page.getByTestId('house-rules').innerText()).toBe(HOUSE_LINE)

      const { link } = await handOff.linkFor(id)
      const b = await launch()
      sessions.push(b)
      expect(await new HandOffDriver(b.page).open(link)).toBe('Game added to this phone.')
      await b.page.getByRole('link', { name: 'Continue the game' }).click()
      await b.page.locator('.game__turn').waitFor()
      const appB = new AppDriver(b.page)
      // The other phone plays by the same rules: Anna's next full house pays 25 there too.
      await appB.play('33344', 'Three of a kind')
      await appB.play('33355', 'Full house')
      expect(await appB.total(1)).toBe(18 + 25)
      await appB.showSheet()
      expect(await b.page.getByTestId('house-rules').innerText()).toBe(HOUSE_LINE)
    } finally {
      for (const session of sessions) {
        await session.context.close()
        removeProfile(session.profileDir)
      }
    }
  })
})
