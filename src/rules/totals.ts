import { columnSheets } from './columns'
import { oneColumn, openBoxes } from './legality'
import { rulesOf, type RulesArg } from './game-rules'
import type { ColumnTotals, Sheet, Totals } from './types'

/**
 * Upper, bonus, lower, extra all-alikes, total and the running par toward the upper bonus: the
 * filled upper boxes' scores minus their pars (threshold × face ÷ 21, so a fraction when the
 * threshold is not a multiple of 21).
 */
export function sheetTotals(game: RulesArg, sheet: Sheet): Totals {
  const { variant, table: rules, columns } = rulesOf(game)
  if (columns) return columnGameTotals(game, columns, sheet)
  let upper = 0
  let lower = 0
  let filledFaces = 0
  for (const box of variant.boxes) {
    const score = sheet.scores[box.id]
    if (score === undefined) continue
    if (box.section === 'upper') {
      upper += score
      filledFaces += box.face!
    } else {
      lower += score
    }
  }
  // One division, so a threshold that is not a multiple of 21 adds no rounding per box.
  const par = upper - (rules.upperBonus.threshold * filledFaces) / 21
  const bonus = upper >= rules.upperBonus.threshold ? rules.upperBonus.value : 0
  // Only an all-alike box holding its points ever pays extras, whatever a stored sheet claims.
  const earnsExtras = sheet.scores[variant.allAlikeBox] === rules.allAlike
  const yahtzeeBonus = earnsExtras ? (sheet.yahtzeeBonuses ?? 0) * rules.extraAllAlike : 0
  return { upper, bonus, lower, yahtzeeBonus, total: upper + bonus + lower + yahtzeeBonus, par }
}

/**
 * A column game's totals: each column's own, and the player's as each figure × the column's
 * multiplier, summed (so the total is Σ column total × multiplier).
 */
function columnGameTotals(game: RulesArg, multipliers: readonly number[], sheet: Sheet): Totals {
  const one = oneColumn(game)
  const columns: ColumnTotals[] = columnSheets(sheet).map((column, index) => ({
    ...sheetTotals(one, column),
    multiplier: multipliers[index]!,
  }))
  const weighted = (key: keyof Omit<ColumnTotals, 'multiplier'>) =>
    columns.reduce((sum, column) => sum + column[key] * column.multiplier, 0)
  return {
    upper: weighted('upper'),
    bonus: weighted('bonus'),
    lower: weighted('lower'),
    yahtzeeBonus: weighted('yahtzeeBonus'),
    total: weighted('total'),
    par: weighted('par'),
    columns,
  }
}

export type BonusOutlook =
  | { status: 'reached' }
  | { status: 'possible'; needed: number }
  | { status: 'out-of-reach'; needed: number }

/** Whether the upper bonus is won, still reachable with the open upper boxes, or lost. */
export function bonusOutlook(game: RulesArg, sheet: Sheet): BonusOutlook {
  const { variant, table: rules, columns } = rulesOf(game)
  if (columns) return columnsOutlook(columnOutlooks(game, sheet))
  const { upper } = sheetTotals(game, sheet)
  const needed = rules.upperBonus.threshold - upper
  if (needed <= 0) return { status: 'reached' }
  const stillPossible = openBoxes(variant, sheet)
    .filter((box) => box.section === 'upper')
    .reduce((sum, box) => sum + variant.diceCount * box.face!, 0)
  return stillPossible >= needed
    ? { status: 'possible', needed }
    : { status: 'out-of-reach', needed }
}

/** Each column's own outlook toward its upper bonus, left to right. */
export function columnOutlooks(game: RulesArg, sheet: Sheet): BonusOutlook[] {
  const one = oneColumn(game)
  return columnSheets(sheet).map((column) => bonusOutlook(one, column))
}

/**
 * A column game's outlook as one: reached when every column's bonus is, else the open column
 * nearest its bonus while one can still reach it, else out of reach.
 */
function columnsOutlook(outlooks: readonly BonusOutlook[]): BonusOutlook {
  const open = outlooks.filter((outlook) => outlook.status !== 'reached')
  const possible = open.filter((outlook) => outlook.status === 'possible')
  const nearest = (list: typeof open) =>
    list.reduce((best, outlook) => (outlook.needed < best.needed ? outlook : best))
  if (open.length === 0) return { status: 'reached' }
  return possible.length > 0 ? nearest(possible) : nearest(open)
}
