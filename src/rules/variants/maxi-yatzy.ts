import {
  bestGroups,
  hasAllFaces,
  highestOfAKind,
  highestPairs,
  lowerBox,
  upperBoxes,
} from '../patterns'
import type { VariantDef } from '../types'

/** Six dice, twenty boxes, and unused rolls banked for later turns. */
export const maxiYatzy: VariantDef = {
  id: 'maxi-yatzy',
  name: 'Maxi Yatzy',
  diceCount: 6,
  rollsPerTurn: 3,
  boxes: [
    ...upperBoxes(6),
    lowerBox('pair', 'One pair', 12, (c) => highestOfAKind(c, 2)),
    lowerBox('two-pairs', 'Two pairs', 22, (c) => highestPairs(c, 2)),
    // Three pairs of different faces use all six dice.
    lowerBox('three-pairs', 'Three pairs', 30, (c, sum) => (highestPairs(c, 3) > 0 ? sum : 0)),
    lowerBox('three-kind', 'Three of a kind', 18, (c) => highestOfAKind(c, 3)),
    lowerBox('four-kind', 'Four of a kind', 24, (c) => highestOfAKind(c, 4)),
    lowerBox('five-kind', 'Five of a kind', 30, (c) => highestOfAKind(c, 5)),
    lowerBox('small-straight', 'Small straight', 15, (c) =>
      hasAllFaces(c, [1, 2, 3, 4, 5]) ? 15 : 0,
    ),
    lowerBox('large-straight', 'Large straight', 20, (c) =>
      hasAllFaces(c, [2, 3, 4, 5, 6]) ? 20 : 0,
    ),
    {
      id: 'full-straight',
      name: 'Full straight',
      section: 'lower',
      max: (options) => options.fullStraight ?? 21,
      score: (c, _sum, options) =>
        hasAllFaces(c, [1, 2, 3, 4, 5, 6]) ? (options.fullStraight ?? 21) : 0,
    },
    lowerBox('full-house', 'Full house', 28, (c) => bestGroups(c, 3, 2)),
    // Two triples, or four plus a pair, take all six dice.
    lowerBox('villa', 'Villa', 33, (c, sum) => (bestGroups(c, 3, 3) > 0 ? sum : 0)),
    lowerBox('tower', 'Tower', 34, (c, sum) => (bestGroups(c, 4, 2) > 0 ? sum : 0)),
    lowerBox('chance', 'Chance', 36, (_c, sum) => sum),
    lowerBox('maxi-yatzy', 'Maxi Yatzy', 100, (c) => (highestOfAKind(c, 6) > 0 ? 100 : 0)),
  ],
  upperBonus: { threshold: 84, value: 100 },
  parPerFace: 4,
  forcedOrder: false,
  savedRolls: true,
  allAlikeBox: 'maxi-yatzy',
  joker: false,
  defaultOptions: { fullStraight: 21 },
}
