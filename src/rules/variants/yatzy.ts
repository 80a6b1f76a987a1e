import {
  hasAllFaces,
  highestOfAKind,
  highestPairs,
  bestGroups,
  lowerBox,
  upperBoxes,
} from '../patterns'
import type { BoxDef, VariantDef } from '../types'

/** The Nordic sheet: pairs and kinds pay only the matching dice, straights are exact. */
export const yatzyBoxes: readonly BoxDef[] = [
  ...upperBoxes(5),
  lowerBox('pair', 'One pair', 12, (c) => highestOfAKind(c, 2)),
  lowerBox('two-pairs', 'Two pairs', 22, (c) => highestPairs(c, 2)),
  lowerBox('three-kind', 'Three of a kind', 18, (c) => highestOfAKind(c, 3)),
  lowerBox('four-kind', 'Four of a kind', 24, (c) => highestOfAKind(c, 4)),
  lowerBox('small-straight', 'Small straight', 15, (c) =>
    hasAllFaces(c, [1, 2, 3, 4, 5]) ? 15 : 0,
  ),
  lowerBox('large-straight', 'Large straight', 20, (c) =>
    hasAllFaces(c, [2, 3, 4, 5, 6]) ? 20 : 0,
  ),
  // With five dice a triple and a pair of another face use every die, so the pay is their sum.
  lowerBox('full-house', 'Full house', 28, (c, sum) => (bestGroups(c, 3, 2) > 0 ? sum : 0)),
  lowerBox('chance', 'Chance', 30, (_c, sum) => sum),
  lowerBox('yatzy', 'Yatzy', 50, (c) => (highestOfAKind(c, 5) > 0 ? 50 : 0)),
]

export const yatzy: VariantDef = {
  id: 'yatzy',
  name: 'Yatzy',
  diceCount: 5,
  rollsPerTurn: 3,
  boxes: yatzyBoxes,
  upperBonus: { threshold: 63, value: 50 },
  parPerFace: 3,
  forcedOrder: false,
  savedRolls: false,
  allAlikeBox: 'yatzy',
  joker: false,
  defaultOptions: { yatzyTieBreak: false },
}
