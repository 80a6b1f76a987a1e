import { isAllAlike } from './dice'
import type { BoxDef, BoxId, ScoredBox, Sheet, TableRules, VariantDef } from './types'

/**
 * Yahtzee's joker: five alike rolled while the Yahtzee box is filled (50 or 0). In the lower boxes
 * whose pattern five alike does not meet, a joker pays what the pattern would.
 */
const JOKER_PAYS: Partial<Record<BoxId, (rules: TableRules, sum: number) => number>> = {
  'full-house': (rules, sum) => (rules.fullHouse === 'sum' ? sum : rules.fullHouse),
  'small-straight': (rules) => rules.smallStraight,
  'large-straight': (rules) => rules.largeStraight,
}

/** What a joker pays in a lower box: the box's own score, or the pattern's when that is 0. */
export function jokerScore(
  box: BoxDef,
  counts: readonly number[],
  sum: number,
  rules: TableRules,
): number {
  return box.score(counts, sum, rules) || (JOKER_PAYS[box.id]?.(rules, sum) ?? 0)
}

export function isJokerRoll(
  variant: VariantDef,
  rules: TableRules,
  sheet: Sheet,
  counts: readonly number[],
): boolean {
  return (
    variant.joker &&
    rules.joker !== 'none' &&
    isAllAlike(counts, variant.diceCount) &&
    sheet.scores[variant.allAlikeBox] !== undefined
  )
}

/** A roll in one box: as a joker (lower boxes pay their pattern) or by its plain score. */
export function jokerOrPlain(
  box: BoxDef,
  joker: boolean,
  counts: readonly number[],
  sum: number,
  rules: TableRules,
): ScoredBox {
  const asJoker = joker && box.section === 'lower'
  return {
    box: box.id,
    score: asJoker ? jokerScore(box, counts, sum, rules) : box.score(counts, sum, rules),
  }
}

/**
 * Where a joker may go. Forced: the matching upper box if open, else any open lower box (as a
 * joker), else any open upper box for 0. Free: any open box, lower boxes as a joker.
 */
export function jokerBoxes(
  variant: VariantDef,
  rules: TableRules,
  open: readonly BoxDef[],
  counts: readonly number[],
  sum: number,
): ScoredBox[] {
  const asJoker = (box: BoxDef) => jokerOrPlain(box, true, counts, sum, rules)
  if (rules.joker === 'free') return open.map(asJoker)
  const face = counts.findIndex((n) => n === variant.diceCount)
  const matchingUpper = open.find((box) => box.face === face)
  if (matchingUpper) return [asJoker(matchingUpper)]
  const lower = open.filter((box) => box.section === 'lower')
  if (lower.length > 0) return lower.map(asJoker)
  return open.map((box) => ({ box: box.id, score: 0 }))
}

/** Each further all-alike pays the table's extra once the all-alike box holds its points. */
export function earnsExtraAllAlike(
  variant: VariantDef,
  rules: TableRules,
  sheet: Sheet,
  counts: readonly number[],
): boolean {
  return (
    rules.extraAllAlike > 0 &&
    isAllAlike(counts, variant.diceCount) &&
    sheet.scores[variant.allAlikeBox] === rules.allAlike
  )
}

/** Whether a sheet keeps a count of extra all-alikes (Yahtzee always; others when they pay). */
export function countsExtraAllAlikes(variant: VariantDef, rules: TableRules): boolean {
  return variant.joker || rules.extraAllAlike > 0
}
