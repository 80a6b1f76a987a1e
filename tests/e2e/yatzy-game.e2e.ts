import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile } from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

describe('a two-player Yatzy game in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('plays all 15 rounds through the UI and shows the right totals and winner', async () => {
    const session = await launch()
    try {
      const app = new AppDriver(session.page)
      await app.openHome()
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      expect(await app.turn()).toBe('Round 1 of 15 · Anna’s turn')
      // Bo rolls 1-2-3-4-6 every turn and fills the sheet top to bottom: 16 upper + 16 chance = 32.
      for (const [dice, box] of PERFECT_YATZY) {
        await app.play(dice, box)
        await app.play('12346', box)
      }
      await session.page.getByText('Anna wins!').waitFor()
      expect(await app.total(0)).toBe(374)
      expect(await app.total(1)).toBe(32)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
