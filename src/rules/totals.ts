import { openBoxes } from './legality'
import { rulesOf, type RulesArg } from './game-rules'
import type { Sheet, Totals } from './types'

/**
 * Upper, bonus, lower, extra all-alikes, total and the running par toward the upper bonus: the
 * filled upper boxes' scores minus their pars (threshold × face ÷ 21, so a fraction when the
 * threshold is not a multiple of 21).
 */
export function sheetTotals(game: RulesArg, sheet: Sheet): Totals {
  const { variant, table: rules } = rulesOf(game)
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

export type BonusOutlook =
  | { status: 'reached' }
  | { status: 'possible'; needed: number }
  | { status: 'out-of-reach'; needed: number }

/** Whether the upper bonus is won, still reachable with the open upper boxes, or lost. */
export function bonusOutlook(game: RulesArg, sheet: Sheet): BonusOutlook {
  const { variant, table: rules } = rulesOf(game)
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
