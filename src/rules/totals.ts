import { getVariant, withDefaults } from './registry'
import { openBoxes } from './legality'
import type { Sheet, TableOptions, Totals, VariantId } from './types'
import { YAHTZEE_BONUS } from './variants/yahtzee'

/** Upper, bonus, lower, Yahtzee bonus, total and the running par toward the upper bonus. */
export function sheetTotals(variantId: VariantId, sheet: Sheet): Totals {
  const variant = getVariant(variantId)
  let upper = 0
  let lower = 0
  let par = 0
  for (const box of variant.boxes) {
    const score = sheet.scores[box.id]
    if (score === undefined) continue
    if (box.section === 'upper') {
      upper += score
      par += score - variant.parPerFace * box.face!
    } else {
      lower += score
    }
  }
  const bonus = upper >= variant.upperBonus.threshold ? variant.upperBonus.value : 0
  // Only a Yahtzee box holding 50 ever pays bonuses, whatever a stored or edited sheet claims.
  const earnsBonuses = variant.joker && sheet.scores[variant.allAlikeBox] === 50
  const yahtzeeBonus = earnsBonuses ? (sheet.yahtzeeBonuses ?? 0) * YAHTZEE_BONUS : 0
  return { upper, bonus, lower, yahtzeeBonus, total: upper + bonus + lower + yahtzeeBonus, par }
}

export type BonusOutlook =
  | { status: 'reached' }
  | { status: 'possible'; needed: number }
  | { status: 'out-of-reach'; needed: number }

/** Whether the upper bonus is won, still reachable with the open upper boxes, or lost. */
export function bonusOutlook(
  variantId: VariantId,
  sheet: Sheet,
  options?: TableOptions,
): BonusOutlook {
  const variant = getVariant(variantId)
  const { upper } = sheetTotals(variantId, sheet)
  const needed = variant.upperBonus.threshold - upper
  if (needed <= 0) return { status: 'reached' }
  const resolved = withDefaults(variant, options)
  const stillPossible = openBoxes(variant, sheet)
    .filter((box) => box.section === 'upper')
    .reduce((sum, box) => sum + box.max(resolved), 0)
  return stillPossible >= needed
    ? { status: 'possible', needed }
    : { status: 'out-of-reach', needed }
}
