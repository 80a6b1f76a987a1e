/**
 * Advice under forced order: Forced Yahtzee solved exactly (checked against an independent
 * box-by-box solve), forced Maxi Yatzy an estimate that aims at the next box.
 */
import { describe, expect, it } from 'vitest'
import { advisorKey } from '@/advisor/advisor-key'
import { createMaxiAdvisor } from '@/advisor/maxi/maxi-advisor'
import { solveTable } from '@/advisor/solve-table'
import { loadTable } from '@/advisor/table'
import { emptySheet, gameRules, type Sheet, type TableOptions } from '@/rules'
import { sheetWithOpen } from '../helpers/advisor'
import { bestTurnValue } from '../helpers/best-turn'

const FORCED: TableOptions = { forcedOrder: true }
const sum = (dice: readonly number[]) => dice.reduce((s, d) => s + d, 0)
const alike = (dice: readonly number[]) => dice.every((d) => d === dice[0])
const count = (dice: readonly number[], face: number) => dice.filter((d) => d === face).length
const counts = (dice: readonly number[]) =>
  [1, 2, 3, 4, 5, 6]
    .map((f) => count(dice, f))
    .filter((n) => n > 0)
    .sort()
const runOf = (dice: readonly number[], n: number) =>
  [1, 2, 3].some((start) => [...Array(n).keys()].every((i) => dice.includes(start + i)))

/**
 * Forced Yahtzee's expected rest of the game with Ones … Fours written (summing to `upperSoFar`),
 * solved box by box from the rules of play alone: with the order fixed, the lower boxes before the
 * Yahtzee box are independent turns, the upper boxes share only their sum (for the bonus), and the
 * Yahtzee box decides whether five alike in Chance earn +100.
 */
function forcedYahtzeeByHand(upperSoFar: number): number {
  const chance = (bonus: boolean) => bestTurnValue((d) => sum(d) + (bonus && alike(d) ? 100 : 0))
  const [chanceBonus, chancePlain] = [chance(true), chance(false)]
  const yahtzee = bestTurnValue((d) => (alike(d) ? 50 + chanceBonus : chancePlain))
  const lowerTurns = [
    (d: readonly number[]) => (counts(d).at(-1)! >= 3 ? sum(d) : 0),
    (d: readonly number[]) => (counts(d).at(-1)! >= 4 ? sum(d) : 0),
    (d: readonly number[]) => (counts(d).join('') === '23' ? 25 : 0),
    (d: readonly number[]) => (runOf(d, 4) ? 30 : 0),
    (d: readonly number[]) => (runOf(d, 5) ? 40 : 0),
  ]
  const lower = lowerTurns.reduce((total, pays) => total + bestTurnValue(pays), yahtzee)
  const afterSixes = (s: number) => (s >= 63 ? 35 : 0) + lower
  const afterFives = (s: number) =>
    bestTurnValue((d) => count(d, 6) * 6 + afterSixes(s + count(d, 6) * 6))
  const fives = [0, 1, 2, 3, 4, 5].map((c) => afterFives(upperSoFar + 5 * c))
  return bestTurnValue((d) => count(d, 5) * 5 + fives[count(d, 5)]!)
}

describe('Forced Yahtzee (Yahtzee with the boxes in order), exact', () => {
  const table = solveTable('yahtzee', undefined, FORCED)
  const advisor = loadTable(table.meta, table.values)

  it('is its own table, and Forced Yatzy keeps the name its stored and shipped tables have', () => {
    expect(advisorKey('yahtzee', FORCED)).toBe('yahtzee:forcedOrder=true')
    expect(advisorKey('forced-yatzy', {})).toBe('forced-yatzy')
    expect(advisorKey('forced-yatzy', FORCED)).toBe('forced-yatzy')
    expect(advisorKey('yatzy', FORCED)).toBe('yatzy:forcedOrder=true')
  })

  it('values Fives onward as the independent box-by-box solve does', () => {
    // Ones … Fours at 4, 8, 12, 16: 40, so Fives and Sixes need 23 more for the bonus.
    const scores = { ones: 4, twos: 8, threes: 12, fours: 16 }
    const sheet: Sheet = { scores, yahtzeeBonuses: 0 }
    const { expectedFinal } = advisor.expectedFinal(sheet)
    expect(expectedFinal).toBeCloseTo(40 + forcedYahtzeeByHand(40), 3)
  }, 60_000)

  it('expects 130.29 from an empty sheet (below the 254.59 of Yahtzee in any order)', () => {
    const { expectedFinal } = advisor.expectedFinal(emptySheet(gameRules('yahtzee', FORCED)))
    expect(expectedFinal).toBeCloseTo(130.286, 3)
  })

  it('offers only the next box, and aims the keeps at it', () => {
    const sheet = sheetWithOpen(
      'yahtzee',
      ['large-straight', 'yahtzee', 'chance'],
      {},
      { yahtzeeBonuses: 0 },
    )
    const last = advisor.advise(sheet, [6, 6, 6, 6, 2], 3)
    expect(last.boxes.map((b) => b.box)).toEqual(['large-straight'])
    // Four sixes would be a Yahtzee try in any order; here the large straight is the target.
    const keep = advisor.advise(sheet, [6, 6, 6, 6, 2], 1).keeps[0]!.keep
    expect(count(keep, 6)).toBeLessThan(2)
  })
})

describe('forced Maxi Yatzy, an estimate', () => {
  const advisor = createMaxiAdvisor(FORCED)

  it('offers the next box only and says it is not exact, even near the end', () => {
    const sheet = sheetWithOpen('maxi-yatzy', ['tower', 'chance', 'maxi-yatzy'])
    const advice = advisor.advise(sheet, [1, 2, 3, 4, 5, 6], 1)
    expect(advice.boxes.map((b) => b.box)).toEqual(['tower'])
    expect(advice.optimal).toBe(false)
  })

  it('keeps the dice for the next box: the one for Ones, not the run for the straight', () => {
    // No bonus in reach (the upper boxes hold 0): only Ones and the large straight are left.
    const sheet = sheetWithOpen('maxi-yatzy', ['ones', 'large-straight'])
    const dice = [1, 2, 3, 4, 5, 5]
    expect(advisor.advise(sheet, dice, 1).keeps[0]!.keep).toEqual([1])
    // In any order the same roll keeps the run toward the straight, Ones left for later.
    const free = createMaxiAdvisor({}).advise(sheet, dice, 1).keeps[0]!.keep
    expect([...free].sort()).toEqual([2, 3, 4, 5])
  })
})
