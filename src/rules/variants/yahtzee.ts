import { allAlikeBox, fullHouseBox, ofAKindBox, straightBox } from '../option-boxes'
import { lowerBox, upperBoxes } from '../patterns'
import type { TableRules, VariantDef } from '../types'

const YAHTZEE_RULES: TableRules = {
  upperBonus: { threshold: 63, value: 35 },
  fullHouse: 25,
  smallStraight: 30,
  largeStraight: 40,
  ofAKind: 'all-dice',
  allAlike: 50,
  extraAllAlike: 100,
  joker: 'forced',
  twoPairsSameFace: false,
  fullStraight: 21,
  forcedOrder: false,
}

/** The American sheet: kinds pay all five dice, fixed-value straights, joker and +100 bonus. */
export const yahtzee: VariantDef = {
  id: 'yahtzee',
  name: 'Yahtzee',
  diceCount: 5,
  rollsPerTurn: 3,
  boxes: [
    ...upperBoxes(),
    ofAKindBox(3),
    ofAKindBox(4),
    fullHouseBox,
    straightBox('small', [
      [1, 2, 3, 4],
      [2, 3, 4, 5],
      [3, 4, 5, 6],
    ]),
    straightBox('large', [
      [1, 2, 3, 4, 5],
      [2, 3, 4, 5, 6],
    ]),
    allAlikeBox('yahtzee', 'Yahtzee', 5),
    lowerBox('chance', 'Chance', (_c, sum) => sum),
  ],
  upperBonus: YAHTZEE_RULES.upperBonus,
  parPerFace: 3,
  rules: YAHTZEE_RULES,
  savedRolls: false,
  allAlikeBox: 'yahtzee',
  joker: true,
  defaultOptions: {},
}
