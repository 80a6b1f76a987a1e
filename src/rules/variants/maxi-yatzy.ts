import { allAlikeBox, fullHouseBox, ofAKindBox, straightBox, twoPairsBox } from '../option-boxes'
import {
  bestGroups,
  hasAllFaces,
  highestOfAKind,
  highestPairs,
  lowerBox,
  upperBoxes,
} from '../patterns'
import type { VariantDef } from '../types'
import { YATZY_RULES } from './yatzy'

const upperBonus = { threshold: 84, value: 100 }

/** Six dice, twenty boxes, and unused rolls banked for later turns. */
export const maxiYatzy: VariantDef = {
  id: 'maxi-yatzy',
  name: 'Maxi Yatzy',
  diceCount: 6,
  rollsPerTurn: 3,
  boxes: [
    ...upperBoxes(),
    lowerBox('pair', 'One pair', (c) => highestOfAKind(c, 2)),
    twoPairsBox,
    // Three pairs of different faces use all six dice.
    lowerBox('three-pairs', 'Three pairs', (c, sum) => (highestPairs(c, 3) > 0 ? sum : 0)),
    ofAKindBox(3),
    ofAKindBox(4),
    ofAKindBox(5),
    straightBox('small', [[1, 2, 3, 4, 5]]),
    straightBox('large', [[2, 3, 4, 5, 6]]),
    lowerBox('full-straight', 'Full straight', (c, _sum, rules) =>
      hasAllFaces(c, [1, 2, 3, 4, 5, 6]) ? rules.fullStraight : 0,
    ),
    // The best triple and pair of another face: five of the six dice.
    fullHouseBox,
    // Two triples, or four plus a pair, take all six dice.
    lowerBox('villa', 'Villa', (c, sum) => (bestGroups(c, 3, 3) > 0 ? sum : 0)),
    lowerBox('tower', 'Tower', (c, sum) => (bestGroups(c, 4, 2) > 0 ? sum : 0)),
    lowerBox('chance', 'Chance', (_c, sum) => sum),
    allAlikeBox('maxi-yatzy', 'Maxi Yatzy', 6),
  ],
  upperBonus,
  parPerFace: 4,
  rules: { ...YATZY_RULES, upperBonus, allAlike: 100 },
  savedRolls: true,
  allAlikeBox: 'maxi-yatzy',
  joker: false,
  defaultOptions: { fullStraight: 21 },
}
