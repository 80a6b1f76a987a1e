import { afterAll, describe, expect, it } from 'vitest'
import { removeProfile, type Session } from './support/browser'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { hostWithGuest, IN_NAMESPACE, SKIP_LIVE } from './support/live-table'
import { startWithFamilyHouseRules } from '../fixtures/house-rules-ui'
import { scoreboardTotals, sheetRowCells } from './support/sheet-read'
import { figures, HOUSE_LINE, HOUSE_RULES, ROUNDS, runningTotals } from './support/house-rules-game'

/**
 * A guest phone at a live table shows the house-rules game's own numbers, not the rule book's:
 * the host plays Anna, the guest Bo, and the guest's screen is checked as the game goes and at its
 * end. Only inside the network namespace of scripts/test/live-netns.sh; skipped elsewhere.
 */
const TOTALS = [figures(0, HOUSE_RULES).total, figures(1, HOUSE_RULES).total]
const RUNNING = runningTotals(HOUSE_RULES)
const SIXES = ROUNDS.findIndex(([box]) => box === 'Sixes') + 1

describe.skipIf(SKIP_LIVE)('a guest phone at a house-rules table', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('shows the house rules’ numbers on the guest’s turn panel, scoreboard, sheet and final score', async () => {
    expect(IN_NAMESPACE, 'run inside scripts/test/live-netns.sh').toBe(true)
    const sessions: Session[] = []
    try {
      const { hostApp, guest, guestApp } = await hostWithGuest(sessions, async (app) => {
        await app.setUpTable('Yatzy', ['Anna', 'Bo'])
        await startWithFamilyHouseRules(app.page)
      })
      expect(await guest.page.getByTestId('house-rules').innerText(), 'the guest’s rules').toBe(
        HOUSE_LINE,
      )

      for (const [index, [box, annaRoll, boRoll]] of ROUNDS.entries()) {
        const round = index + 1
        await hostApp.play(annaRoll, box)
        await expect
          .poll(() => guestApp.turn())
          .toBe(`Round ${round} of ${ROUNDS.length} · Bo’s turn`)
        if (box === 'Full house') {
          // The guest's turn panel offers the house's 25, not the rule book's sum of 21.
          await guestApp.enterDice(boRoll)
          expect(await guestApp.offer(box).getAttribute('aria-label')).toMatch(
            /^Full house: 25 points for this roll/,
          )
          await guestApp.write(box)
        } else await guestApp.play(boRoll, box)
        if (round === SIXES) {
          await expect
            .poll(() => scoreboardTotals(guest.page), { message: 'the guest’s scoreboard' })
            .toEqual(RUNNING[index])
        }
        if (round < ROUNDS.length) {
          await expect
            .poll(() => hostApp.turn())
            .toBe(`Round ${round + 1} of ${ROUNDS.length} · Anna’s turn`)
        }
      }

      // The guest's final score and sheet: Anna 312 with a bonus of 35, Bo 218.
      await guest.page.getByText('Anna wins!').waitFor()
      expect(await guest.page.locator('.game-over__standings li').allInnerTexts()).toEqual([
        `1.\nAnna\n${TOTALS[0]} points\nbonus 35`,
        `2.\nBo\n${TOTALS[1]} points`,
      ])
      expect(await sheetRowCells(guest.page, 'Bonus (63)'), 'the guest’s bonus').toEqual([
        '✓ 35',
        '✗',
      ])
      expect(await sheetRowCells(guest.page, 'Full house')).toEqual(['25', '25'])
      expect(await sheetRowCells(guest.page, 'Total'), 'the guest’s totals').toEqual(
        TOTALS.map(String),
      )
    } finally {
      for (const session of sessions) {
        await session.context.close().catch(() => undefined)
        removeProfile(session.profileDir)
      }
    }
  })
})
