import { getBox, getVariant, withDefaults } from './registry'
import type { BoxId, Sheet, TableOptions, VariantId } from './types'

/** A blank sheet with the variant's counters at zero. */
export function emptySheet(variantId: VariantId): Sheet {
  const variant = getVariant(variantId)
  const sheet: Sheet = { scores: {} }
  if (variant.joker) sheet.yahtzeeBonuses = 0
  if (variant.savedRolls) sheet.savedRolls = 0
  return sheet
}

export function boxMax(variantId: VariantId, box: BoxId, options?: TableOptions): number {
  const variant = getVariant(variantId)
  return getBox(variant, box).max(withDefaults(variant, options))
}

/** The par of an upper box (its share of the bonus threshold); undefined for lower boxes. */
export function boxPar(variantId: VariantId, box: BoxId): number | undefined {
  const variant = getVariant(variantId)
  const def = getBox(variant, box)
  return def.face === undefined ? undefined : variant.parPerFace * def.face
}

export function filledCount(sheet: Sheet): number {
  return Object.values(sheet.scores).filter((score) => score !== undefined).length
}
