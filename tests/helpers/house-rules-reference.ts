/**
 * House rules for the independent reference (rules-reference.ts): what each table option does to a
 * box, written from the option table of issue #32 and docs/RULES.md, sharing no code with
 * src/rules. Boxes no option touches are scored by refScore.
 */
import type { BoxId, TableOptions, VariantId } from '@/rules'
import { refScore } from './rules-reference'

// The row order options move rows on the sheet and score nothing: not the reference's business.
type OwnRules = Required<
  Omit<TableOptions, 'yatzyTieBreak' | 'fullStraight' | 'columns' | 'fullHouseRow' | 'chanceRow'>
>

/** Yatzy's own answers, copied by hand from the option table of docs/RULES.md. */
const YATZY: OwnRules = {
  upperBonus: { threshold: 63, value: 50 },
  fullHouse: 'sum',
  smallStraight: 15,
  largeStraight: 20,
  ofAKind: 'matching',
  allAlike: 50,
  extraAllAlike: 0,
  joker: 'none',
  twoPairsSameFace: false,
  forcedOrder: false,
}

/** The other variants: Yatzy's answers where that table has the same, their own where not. */
const OWN: Record<VariantId, OwnRules> = {
  yatzy: YATZY,
  'forced-yatzy': { ...YATZY, upperBonus: { threshold: 42, value: 50 }, forcedOrder: true },
  'maxi-yatzy': { ...YATZY, upperBonus: { threshold: 84, value: 100 }, allAlike: 100 },
  yahtzee: {
    upperBonus: { threshold: 63, value: 35 },
    fullHouse: 25,
    smallStraight: 30,
    largeStraight: 40,
    ofAKind: 'all-dice',
    allAlike: 50,
    extraAllAlike: 100,
    joker: 'forced',
    twoPairsSameFace: false,
    forcedOrder: false,
  },
}

export function ownRules(variant: VariantId) {
  return OWN[variant]
}

const total = (dice: readonly number[]) => dice.reduce((s, d) => s + d, 0)

/** Nordic reference for a pattern box, whichever variant asks: it pays the matching pips. */
const nordicPips = (box: BoxId, dice: readonly number[]) =>
  refScore(dice.length === 6 ? 'maxi-yatzy' : 'yatzy', box, dice)

/** Best four dice that read x-x-y-y, x and y allowed to be equal. */
function twoPairsAnyFaces(dice: readonly number[]): number {
  let best = 0
  const n = dice.length
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          const four = [dice[a]!, dice[b]!, dice[c]!, dice[d]!].sort()
          if (four[0] === four[1] && four[2] === four[3]) best = Math.max(best, total(four))
        }
  return best
}

/** What the dice pay in the box under the table's options (no joker, no sheet). */
export function refHouseScore(
  variant: VariantId,
  box: BoxId,
  dice: readonly number[],
  options: TableOptions,
): number {
  const rules = { ...OWN[variant], ...options }
  switch (box) {
    case 'full-house': {
      const pips = nordicPips(box, dice)
      return pips === 0 ? 0 : rules.fullHouse === 'sum' ? pips : rules.fullHouse
    }
    case 'small-straight':
      return refScore(variant, box, dice) > 0 ? rules.smallStraight : 0
    case 'large-straight':
      return refScore(variant, box, dice) > 0 ? rules.largeStraight : 0
    case 'three-kind':
    case 'four-kind':
    case 'five-kind': {
      const matching = nordicPips(box, dice)
      return matching === 0 ? 0 : rules.ofAKind === 'all-dice' ? total(dice) : matching
    }
    case 'two-pairs':
      return rules.twoPairsSameFace ? twoPairsAnyFaces(dice) : refScore(variant, box, dice)
    case 'yatzy':
    case 'yahtzee':
    case 'maxi-yatzy':
      return dice.every((d) => d === dice[0]) ? rules.allAlike : 0
  }
  return refScore(variant, box, dice, options.fullStraight ?? 21)
}
