import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

describe('Yahtzee joker rule and bonus in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('forces the joker order, strikes forbidden boxes and pays +100 per extra Yahtzee', async () => {
    const session = await launch()
    try {
      const app = new AppDriver(session.page)
      const page = session.page
      await app.openHome()
      await app.newGame('Yahtzee', ['Joe'])
      await app.play('44444', 'Yahtzee')
      // Five 4s again: Fours is open, so it is the only box; the rest are struck through.
      await app.enterDice('44444')
      await expect.poll(() => app.offer('Fours').count()).toBe(1)
      expect(await app.offer('Chance').count()).toBe(0)
      expect(await page.locator('[aria-label="Chance: not allowed for this roll"] s').count()).toBe(
        1,
      )
      await app.write('Fours')
      // Five 4s a third time: any open lower box takes it as a joker; Large straight pays 40.
      await app.enterDice('44444')
      await expect
        .poll(() => app.offer('Large straight').getAttribute('aria-label'))
        .toBe('Large straight: 40 points for this roll, best')
      await app.write('Large straight')
      await app.showSheet()
      const yahtzeeBonus = page.locator('tr', { hasText: 'Yahtzee bonus' }).locator('td')
      expect(await yahtzeeBonus.innerText()).toBe('200')
      // Fours 20 + Yahtzee 50 + Large straight 40 + two bonuses 200.
      expect(await app.total(0)).toBe(310)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
