import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile } from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

/**
 * A two-player Yatzy game played through the UI to the end, with win chances: the whole game's
 * totals and winner, and the chances that come with it (one game for both, played once).
 */
describe('a two-player Yatzy game with win chances in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('plays all 15 rounds with the right totals and winner; the chances come on mid-game, follow every write and tell the story in the review', async () => {
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      expect(await app.turn()).toBe('Round 1 of 15 · Anna’s turn')
      // Anna writes the perfect sheet (374), Bo rolls 1-2-3-4-6 every turn and fills the sheet
      // top to bottom: 16 upper + 16 chance = 32.
      const [first, ...rest] = PERFECT_YATZY
      await app.play(first![0], first![1])
      await app.play('12346', first![1])

      await app.showSheet()
      await page.getByRole('button', { name: 'Show win chances' }).click()
      const percents = page.locator('[data-test="win-percent"]')
      await expect.poll(() => percents.count(), { timeout: 60_000 }).toBe(2)
      const before = await percents.allInnerTexts()
      // The two chances share out the whole win (ties split): they add up to about 100 %.
      const sum = before.map((p) => parseFloat(p)).reduce((a, b) => a + b, 0)
      expect(sum).toBeGreaterThan(98)
      expect(sum).toBeLessThan(102)

      await app.showSheet(false)
      await app.play(rest[0]![0], rest[0]![1])
      await app.showSheet()
      await expect.poll(() => percents.allInnerTexts(), { timeout: 60_000 }).not.toEqual(before)
      await app.showSheet(false)

      await app.play('12346', rest[0]![1])
      for (const [dice, box] of rest.slice(1)) {
        await app.play(dice, box)
        await app.play('12346', box)
      }
      await page.getByText('Anna wins!').waitFor()
      expect(await app.total(0)).toBe(374)
      expect(await app.total(1)).toBe(32)
      // The game-over screen has no Past games link: Home, then Past games.
      await page.getByRole('button', { name: 'Home' }).click()
      await page.getByRole('link', { name: 'Past games' }).click()
      await page.locator('.history-entry a').first().click()
      await page.getByRole('button', { name: 'Show the chances to win over the game' }).click()
      await page
        .getByText(/Turning point/)
        .first()
        .waitFor({ timeout: 60_000 })
      expect(await page.getByText(/Round \d+: .+’s .+, \d+\s?% → \d+\s?%/).count()).toBeGreaterThan(
        0,
      )
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
