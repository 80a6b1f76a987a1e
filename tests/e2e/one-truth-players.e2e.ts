import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { MoveRecord } from '@/db'
import type { TableOptions } from '@/rules'
import { launch, origin, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { storedGames } from './support/stored-games'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { startWithFamilyHouseRules } from '../fixtures/house-rules-ui'
import { figures, HOUSE_RULES, ROUNDS } from './support/house-rules-game'
import { refGame } from '../helpers/figures-reference'
import { refHouseScore } from '../helpers/house-rules-reference'

/** The family's house rules as the table options they stand for. */
const FAMILY: TableOptions = { upperBonus: { threshold: 63, value: 35 }, fullHouse: 25 }

/** Hints on, the dice typed as the turn's last roll: the box the hints mark. */
async function advisedBox(page: Page, dice: string): Promise<string> {
  await page.getByRole('button', { name: 'Hints', exact: true }).click()
  await new AppDriver(page).enterDice(dice)
  await page.getByRole('radio', { name: 'the last roll' }).check()
  const advised = page.locator('[aria-label*="the advisor\'s choice"]')
  // Under house rules the table is solved on the phone first (about 20 s here).
  await advised.waitFor({ timeout: 240_000 })
  const label = (await advised.getAttribute('aria-label'))!
  return label.slice(0, label.indexOf(':'))
}

describe('the players who are not people play by the table’s own rules, in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('the hints: Twos for a first 22255 by the rule book, Full house by the house rules', async () => {
    // By the rule book this full house pays its sum, 16, and three twos are par for a bonus of
    // 50; by the house rules it pays 25, and the bonus is only 35.
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Hanna'])
      expect(await advisedBox(page, '22255'), 'by the rule book').toBe('Twos')

      await app.openHome()
      await app.setUpTable('Yatzy', ['Hanna'])
      await startWithFamilyHouseRules(page)
      expect(await advisedBox(page, '22255'), 'by the house rules').toBe('Full house')
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  }, 300_000)

  it('an Easy computer’s every box, and its total, are the house rules’', async () => {
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      // The computer plays at once: no waiting through its pace.
      await page.goto(`${origin()}/#/settings`)
      await page.getByRole('radio', { name: 'Instant' }).check()
      await app.openHome()
      await app.setUpTable('Yatzy', ['Anna'])
      await page.getByRole('combobox', { name: 'Level' }).selectOption('easy')
      await page.getByRole('button', { name: 'Add a computer' }).click()
      await startWithFamilyHouseRules(page)

      for (const [index, [box, annaRoll]] of ROUNDS.entries()) {
        await expect
          .poll(() => app.turn(), { timeout: 30_000 })
          .toBe(`Round ${index + 1} of ${ROUNDS.length} · Anna’s turn`)
        await app.play(annaRoll, box)
      }
      await page.getByRole('heading', { name: 'Final score' }).waitFor({ timeout: 30_000 })

      const [game] = (await storedGames(page))!
      const moves = game!.moves as unknown as MoveRecord[]
      expect(moves).toHaveLength(2 * ROUNDS.length)
      for (const move of moves.filter((m) => m.player === 1)) {
        expect(move.score, `the computer's ${move.box} for ${move.dice?.join('')}`).toBe(
          refHouseScore('yatzy', move.box, move.dice!, FAMILY),
        )
      }
      const want = refGame('yatzy', FAMILY, 2, moves).map((p) => p.total)
      expect(want[0], 'Anna by the scorer of the one-truth test').toBe(
        figures(0, HOUSE_RULES).total,
      )
      expect([await app.total(0), await app.total(1)]).toEqual(want)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
