import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile } from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

/**
 * Triple Yatzy for two, to the end: Anna fills the ×3 column first (picked on the column switch),
 * then the others, each with the perfect sheet (374 a column: 374 × (1 + 2 + 3) = 2244); Bo rolls
 * 1-2-3-4-6 into every box of each column in turn (16 upper + 16 chance = 32 a column: 192).
 */
describe('a Triple Yatzy game for two in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('plays 45 rounds in three columns, survives a reload, and totals Σ column × multiplier', async () => {
    const session = await launch()
    const { page } = session
    try {
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Triple Yatzy', ['Anna', 'Bo'])
      expect(await app.turn()).toBe('Round 1 of 45 · Anna’s turn')
      await page.getByRole('button', { name: /^Column 3 ×3, 0 so far/ }).click()
      await app.enterDice('66666')
      // The offer names the column's multiplier and its own score; the tripled value beside it.
      const yatzy = app.offer('Yatzy ×3')
      expect(await yatzy.getAttribute('aria-label')).toMatch(/^Yatzy ×3: 50 points for this roll/)
      expect(await yatzy.innerText()).toContain('= 150')

      for (let column = 0; column < 3; column++) {
        for (const [index, [dice, box]] of PERFECT_YATZY.entries()) {
          const anna = ['×3', '×1', '×2'][column]!
          await app.play(dice, `${box} ${anna}`)
          await app.play('12346', `${box} ×${column + 1}`)
          if (column === 1 && index === 7) {
            await page.reload()
            await page.locator('.game__turn').waitFor()
            expect(await app.turn()).toBe('Round 24 of 45 · Anna’s turn')
          }
        }
      }
      await page.getByText('Anna wins!').waitFor()
      // Game over: the full sheet shows every player's columns side by side.
      const grand = page.locator('.columns-sheet__grand')
      await grand.first().waitFor()
      expect(await grand.allInnerTexts()).toEqual(['2244', '192'])
      const counts = page.locator('.columns-sheet__row--counts td')
      // Anna's columns ×1, ×2, ×3, then Bo's.
      expect(await counts.allInnerTexts()).toEqual(['374', '748', '1122', '32', '64', '96'])
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  }, 240_000)
})
