import { countsExtraAllAlikes } from './joker'
import { oneColumn } from './legality'
import { boxValues } from './possible-scores'
import { rulesOf, type RulesArg } from './game-rules'
import { getBox } from './registry'
import type { BoxId, Sheet } from './types'

/** A blank sheet with the variant's counters at zero. */
export function emptySheet(rules: RulesArg): Sheet {
  const { variant, table, columns } = rulesOf(rules)
  const sheet: Sheet = { scores: {} }
  if (columns) {
    const column = emptySheet(oneColumn(rules))
    return { scores: {}, columns: columns.map(() => ({ ...column, scores: {} })) }
  }
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

/** How many boxes are written (in every column of a column game). */
export function filledCount(sheet: Sheet): number {
  const own = Object.values(sheet.scores).filter((score) => score !== undefined).length
  return own + (sheet.columns ?? []).reduce((sum, column) => sum + filledCount(column), 0)
}

/** How many turns each player has: one per box, in every column. */
export function turnsPerPlayer(rules: RulesArg): number {
  const { variant, columns } = rulesOf(rules)
  return variant.boxes.length * (columns?.length ?? 1)
}
