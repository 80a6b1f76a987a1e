import { countsExtraAllAlikes } from './joker'
import { boxValues } from './possible-scores'
import { getBox, getVariant } from './registry'
import { resolveRules } from './table-rules'
import type { BoxId, Sheet, TableOptions, VariantId } from './types'

/** A blank sheet with the variant's counters at zero. */
export function emptySheet(variantId: VariantId, options?: TableOptions): Sheet {
  const variant = getVariant(variantId)
  const sheet: Sheet = { scores: {} }
  if (countsExtraAllAlikes(variant, resolveRules(variant, options))) sheet.yahtzeeBonuses = 0
  if (variant.savedRolls) sheet.savedRolls = 0
  return sheet
}

/** Highest value the box can ever hold under the table's rules (jokers included). */
export function boxMax(variantId: VariantId, box: BoxId, options?: TableOptions): number {
  return Math.max(...boxValues(variantId, box, options))
}

/**
 * The par of an upper box, its share of the bonus threshold: threshold × face ÷ 21, a fraction
 * when the threshold is not a multiple of 21. Undefined for lower boxes.
 */
export function boxPar(
  variantId: VariantId,
  box: BoxId,
  options?: TableOptions,
): number | undefined {
  const variant = getVariant(variantId)
  const def = getBox(variant, box)
  const { threshold } = resolveRules(variant, options).upperBonus
  return def.face === undefined ? undefined : (threshold * def.face) / 21
}

export function filledCount(sheet: Sheet): number {
  return Object.values(sheet.scores).filter((score) => score !== undefined).length
}
