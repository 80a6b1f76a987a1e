import { countsExtraAllAlikes } from './joker'
import { boxValues } from './possible-scores'
import { rulesOf, type RulesArg } from './game-rules'
import { getBox } from './registry'
import type { BoxId, Sheet } from './types'

/** A blank sheet with the variant's counters at zero. */
export function emptySheet(rules: RulesArg): Sheet {
  const { variant, table } = rulesOf(rules)
  const sheet: Sheet = { scores: {} }
  if (countsExtraAllAlikes(variant, table)) sheet.yahtzeeBonuses = 0
  if (variant.savedRolls) sheet.savedRolls = 0
  return sheet
}

/** Highest value the box can ever hold under the table's rules (jokers included). */
export function boxMax(rules: RulesArg, box: BoxId): number {
  return Math.max(...boxValues(rules, box))
}

/**
 * The par of an upper box, its share of the bonus threshold: threshold × face ÷ 21, a fraction
 * when the threshold is not a multiple of 21. Undefined for lower boxes.
 */
export function boxPar(rules: RulesArg, box: BoxId): number | undefined {
  const { variant, table } = rulesOf(rules)
  const def = getBox(variant, box)
  const { threshold } = table.upperBonus
  return def.face === undefined ? undefined : (threshold * def.face) / 21
}

export function filledCount(sheet: Sheet): number {
  return Object.values(sheet.scores).filter((score) => score !== undefined).length
}
