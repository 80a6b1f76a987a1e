import { columnSheets, legalBoxes, writeBox, type GameRules, type Sheet } from '../rules'
import { rankKeeps } from './keeps'
import type { ExactModel } from './model'
import { isFull } from './sheet-state'
import { bestSubKeeps, expectKeeps } from './turn'
import type { ColumnAdvice, ColumnBoxOption } from './types'

const ROLLS_PER_TURN = 3

/** What the estimate reads from an exact one-sheet advisor (ExactAdvisor). */
export interface OneSheetValues {
  readonly model: ExactModel
  /** Expected points still to come from a sheet between turns. */
  futureOf(sheet: Sheet): number
  /** Per final roll: the best box's score plus the expected points to come after it. */
  finalRollValues(sheet: Sheet): Float64Array
  expectedFinal(sheet: Sheet): { expectedFinal: number }
}

/**
 * Advice for a column game (Triple Yatzy, Triple Yahtzee, a table's own columns): an estimate,
 * not optimal play — no table covers several columns (docs/research/2026-12-05-columns-advice.md).
 *
 * The game's expected total is taken as Σ multiplier × (column's one-sheet expected final), each
 * column valued by the exact one-sheet table as if it were played alone. A write changes one
 * column, so its worth is its gain: multiplier × (the column's expected final after the write −
 * before it). A Yatzy gains far more than that column's average turn, and does so three times in
 * a ×3 column; a chance of 12 loses against the average, and loses least in a ×1 column. The boxes
 * are ranked by that gain; the keeps by the expected best gain of the final roll (max over the
 * open columns, each column's best box by the table's own kernel), worked back over the rerolls
 * as the one-sheet advisor does, so a keep counts that the column is chosen after the roll.
 *
 * Where Triple Yahtzee's joker and Yahtzee bonus cross columns, the boxes follow the game's rules
 * (legalBoxes of the whole sheet, writeBox); the keeps' look at the final roll uses each column's
 * one-sheet joker, a difference only when five alike meet a written Yahtzee box.
 */
export function adviseColumns(
  advisor: OneSheetValues,
  rules: GameRules,
  sheet: Sheet,
  dice: readonly number[],
  roll: number,
  keepLimit = 5,
): ColumnAdvice {
  const multipliers = rules.columns
  if (!multipliers) throw new Error('Column advice is for a game with columns')
  if (!Number.isInteger(roll) || roll < 1 || roll > ROLLS_PER_TURN) {
    throw new RangeError(`roll is 1, 2 or 3 (the final roll), not ${roll}`)
  }
  const rollsLeft = ROLLS_PER_TURN - roll
  const boxes = rankColumnBoxes(advisor, rules, sheet, dice)
  if (rollsLeft === 0) return { roll, rollsLeft, boxes, keeps: [] }
  const { space } = advisor.model
  const work = new Float64Array(space.keepCount)
  work.fill(-Infinity, space.rollOffset)
  columnSheets(sheet).forEach((column, index) => {
    if (isFull(advisor.model, column)) return
    const weight = multipliers[index]!
    const before = advisor.futureOf(column)
    const final = advisor.finalRollValues(column)
    for (let r = 0; r < space.rollCount; r++) {
      const gain = weight * (final[r]! - before)
      if (gain > work[space.rollOffset + r]!) work[space.rollOffset + r] = gain
    }
  })
  expectKeeps(space, work)
  if (roll === 1) {
    bestSubKeeps(space, work)
    expectKeeps(space, work)
  }
  const keeps = rankKeeps(space, dice, work, 0, keepLimit).map(
    ({ keep, hold, expectedFinal, cost }) => ({ keep, hold, gain: expectedFinal, cost }),
  )
  return { roll, rollsLeft, boxes, keeps }
}

/** Every legal (box, column) for the final dice, by multiplier-weighted gain, best first. */
export function rankColumnBoxes(
  advisor: OneSheetValues,
  rules: GameRules,
  sheet: Sheet,
  dice: readonly number[],
): ColumnBoxOption[] {
  // Each column's value before the write, once per column rather than once per box.
  const before = columnSheets(sheet).map((column) => advisor.expectedFinal(column).expectedFinal)
  const ranked = legalBoxes(rules, sheet, dice)
    .map(({ box, score, column }) => {
      const at = column!
      const after = columnSheets(writeBox(rules, sheet, dice, box, { column: at }))[at]!
      const gain = rules.columns![at]! * (advisor.expectedFinal(after).expectedFinal - before[at]!)
      return { box, column: at, score, gain }
    })
    .sort((a, b) => b.gain - a.gain)
  const best = ranked[0]?.gain ?? 0
  return ranked.map((option) => ({ ...option, cost: option.gain - best }))
}
