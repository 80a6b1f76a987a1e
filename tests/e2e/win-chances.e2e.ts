import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile } from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

describe('win chances in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('come on mid-game, follow every write, and tell the story of the game in the review', async () => {
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      // Anna writes the perfect sheet, Bo rolls 1-2-3-4-6 every turn and fills top to bottom.
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
      await page
        .getByRole('link', { name: 'Past games' })
        .first()
        .click()
        .catch(async () => {
          await app.openHome()
          await page.getByRole('link', { name: 'Past games' }).click()
        })
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
