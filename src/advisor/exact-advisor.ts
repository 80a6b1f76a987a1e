import {
  legalBoxes,
  sheetTotals,
  writeBox,
  type GameRules,
  type Sheet,
  type TableOptions,
} from '../rules'
import { TurnKernel } from './kernel'
import { rankKeeps } from './keeps'
import type { ExactModel, StateValues } from './model'
import { isFull, stateOfSheet } from './sheet-state'
import { bestSubKeeps, expectKeeps } from './turn'
import { adviseColumns } from './columns'
import type { Advice, AdviseOptions, Advisor, BoxOption, ColumnAdvice } from './types'

const ROLLS_PER_TURN = 3

/**
 * Advice from a solved table (Yatzy, Forced Yatzy, Yahtzee): always optimal.
 *
 * The final-roll ranking goes through the rules engine itself — legalBoxes for what is allowed,
 * writeBox and sheetTotals for what the sheet becomes — and only adds the table's value of the
 * resulting state, so an illegal box can never be ranked. Keeps use the solver's own turn kernel
 * on the current state: one turn of work, a few tens of microseconds.
 */
export class ExactAdvisor implements Advisor {
  private readonly kernel: TurnKernel

  constructor(
    readonly model: ExactModel,
    /** Expected future points of every state (see model.ts). */
    readonly values: StateValues,
  ) {
    this.kernel = new TurnKernel(model)
  }

  get variant() {
    return this.model.variant
  }

  /** The options of the table the advice was solved for ({} for the variant's own rules). */
  get options(): TableOptions {
    return this.model.options
  }

  /** The rules the table was solved for, resolved once. */
  get rules(): GameRules {
    return this.model.rules
  }

  private totalOf(sheet: Sheet): number {
    return sheetTotals(this.rules, sheet).total
  }

  /** Expected future points from this sheet (0 once it is full). */
  futureOf(sheet: Sheet): number {
    return isFull(this.model, sheet) ? 0 : this.values[stateOfSheet(this.model, sheet)]!
  }

  expectedFinal(sheet: Sheet) {
    return {
      expectedFinal: this.totalOf(sheet) + this.futureOf(sheet),
      optimal: true,
    }
  }

  advise(sheet: Sheet, dice: readonly number[], roll: number, options: AdviseOptions = {}): Advice {
    if (!Number.isInteger(roll) || roll < 1 || roll > ROLLS_PER_TURN) {
      throw new RangeError(`roll is 1, 2 or 3 (the final roll), not ${roll}`)
    }
    const currentTotal = this.totalOf(sheet)
    if (roll === ROLLS_PER_TURN) {
      const boxes = this.rankBoxes(sheet, dice)
      return this.advice(roll, currentTotal, boxes[0]?.expectedFinal ?? currentTotal, boxes, [])
    }
    legalBoxes(this.rules, sheet, dice) // validates the dice and the variant before any work
    const { space } = this.model
    const work = this.kernel.work
    this.kernel.fillFinalRollValues(stateOfSheet(this.model, sheet), this.values)
    expectKeeps(space, work) // keep values before the final roll
    if (roll === 1) {
      bestSubKeeps(space, work)
      expectKeeps(space, work) // keep values before the second roll
    }
    const keeps = rankKeeps(space, dice, work, currentTotal, options.keeps ?? 5)
    return this.advice(roll, currentTotal, keeps[0]!.expectedFinal, [], keeps)
  }

  /** A column game's estimated advice (columns.ts); this advisor values each column alone. */
  adviseColumns(
    rules: GameRules,
    sheet: Sheet,
    dice: readonly number[],
    roll: number,
    options: AdviseOptions = {},
  ): ColumnAdvice {
    return adviseColumns(this, rules, sheet, dice, roll, options.keeps ?? 5)
  }

  /**
   * For each final roll (by roll index), the expected points still to come after writing it in
   * the best legal box, this sheet's turn — the solver's own hot path, exposed for cross-checks.
   */
  finalRollValues(sheet: Sheet): Float64Array {
    this.kernel.fillFinalRollValues(stateOfSheet(this.model, sheet), this.values)
    return this.kernel.work.slice(this.model.space.rollOffset)
  }

  /** Every legal box for the final dice, best first. */
  rankBoxes(sheet: Sheet, dice: readonly number[]): BoxOption[] {
    const ranked = legalBoxes(this.rules, sheet, dice)
      .map(({ box, score }) => {
        const after = writeBox(this.rules, sheet, dice, box)
        return {
          box,
          score,
          expectedFinal: this.totalOf(after) + this.futureOf(after),
        }
      })
      .sort((a, b) => b.expectedFinal - a.expectedFinal)
    const best = ranked[0]?.expectedFinal ?? 0
    return ranked.map((option) => ({ ...option, cost: option.expectedFinal - best }))
  }

  private advice(
    roll: number,
    currentTotal: number,
    bestExpectedFinal: number,
    boxes: BoxOption[],
    keeps: Advice['keeps'],
  ): Advice {
    return {
      variant: this.variant,
      roll,
      rollsLeft: ROLLS_PER_TURN - roll,
      optimal: true,
      currentTotal,
      bestExpectedFinal,
      boxes,
      keeps,
    }
  }
}
