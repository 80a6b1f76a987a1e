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

  it('hints name the box and the column as an estimate, and win chances say why they are off', async () => {
    const session = await launch()
    const { page } = session
    try {
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Triple Yatzy', ['Anna', 'Bo'])
      const win = page.getByRole('button', { name: 'Show win chances' })
      expect(await win.isDisabled()).toBe(true)
      expect(await win.getAttribute('title')).toMatch(/^Win chances are off in a column game/)
      await page.getByRole('button', { name: 'Hints', exact: true }).click()
      // Five sixes on an empty sheet: a Yatzy's surplus over an average turn counts three times
      // in the ×3 column; a poor last roll loses least in the ×1 column.
      await app.enterDice('66666')
      await page.getByRole('status').filter({ hasText: 'Estimate: Yatzy ×3' }).waitFor()
      await page.getByRole('button', { name: 'Clear' }).click()
      await app.enterDice('11235')
      // Before the last roll the estimate is a keep; after it, a box.
      await page
        .getByRole('status')
        .filter({ hasText: /^Estimate: keep / })
        .waitFor()
      await page.getByRole('radio', { name: 'the last roll' }).check()
      await page
        .getByRole('status')
        .filter({ hasText: /^Estimate: .+ ×1$/ })
        .waitFor()
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
