import { allAlikeBox, fullHouseBox, ofAKindBox, straightBox, twoPairsBox } from '../option-boxes'
import { highestOfAKind, lowerBox, upperBoxes } from '../patterns'
import type { BoxDef, TableRules, VariantDef } from '../types'

/** The Nordic sheet: pairs and kinds pay only the matching dice, straights are exact. */
export const yatzyBoxes: readonly BoxDef[] = [
  ...upperBoxes(),
  lowerBox('pair', 'One pair', (c) => highestOfAKind(c, 2)),
  twoPairsBox,
  ofAKindBox(3),
  ofAKindBox(4),
  straightBox('small', [[1, 2, 3, 4, 5]]),
  straightBox('large', [[2, 3, 4, 5, 6]]),
  // With five dice a triple and a pair of another face use every die, so the pay is their sum.
  fullHouseBox,
  lowerBox('chance', 'Chance', (_c, sum) => sum),
  allAlikeBox('yatzy', 'Yatzy', 5),
]

/** Yatzy's own rules (Forced Yatzy's too, but for its bonus threshold). */
export const YATZY_RULES: TableRules = {
  upperBonus: { threshold: 63, value: 50 },
  fullHouse: 'sum',
  smallStraight: 15,
  largeStraight: 20,
  ofAKind: 'matching',
  allAlike: 50,
  extraAllAlike: 0,
  joker: 'none',
  twoPairsSameFace: false,
  fullStraight: 21,
  forcedOrder: false,
}

export const yatzy: VariantDef = {
  id: 'yatzy',
  name: 'Yatzy',
  diceCount: 5,
  rollsPerTurn: 3,
  boxes: yatzyBoxes,
  upperBonus: YATZY_RULES.upperBonus,
  parPerFace: 3,
  rules: YATZY_RULES,
  savedRolls: false,
  allAlikeBox: 'yatzy',
  joker: false,
  defaultOptions: { yatzyTieBreak: false },
}
