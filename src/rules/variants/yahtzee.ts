import { bestGroups, hasAllFaces, highestOfAKind, lowerBox, upperBoxes } from '../patterns'
import type { FaceCounts, VariantDef } from '../types'

const anyRun = (counts: FaceCounts, runs: readonly (1 | 2 | 3 | 4 | 5 | 6)[][]) =>
  runs.some((run) => hasAllFaces(counts, run))

/** The American sheet: kinds pay all five dice, fixed-value straights, joker and +100 bonus. */
export const yahtzee: VariantDef = {
  id: 'yahtzee',
  name: 'Yahtzee',
  diceCount: 5,
  rollsPerTurn: 3,
  boxes: [
    ...upperBoxes(5),
    lowerBox('three-kind', 'Three of a kind', 30, (c, sum) => (highestOfAKind(c, 3) > 0 ? sum : 0)),
    lowerBox('four-kind', 'Four of a kind', 30, (c, sum) => (highestOfAKind(c, 4) > 0 ? sum : 0)),
    lowerBox('full-house', 'Full house', 25, (c) => (bestGroups(c, 3, 2) > 0 ? 25 : 0)),
    lowerBox('small-straight', 'Small straight', 30, (c) =>
      anyRun(c, [
        [1, 2, 3, 4],
        [2, 3, 4, 5],
        [3, 4, 5, 6],
      ])
        ? 30
        : 0,
    ),
    lowerBox('large-straight', 'Large straight', 40, (c) =>
      anyRun(c, [
        [1, 2, 3, 4, 5],
        [2, 3, 4, 5, 6],
      ])
        ? 40
        : 0,
    ),
    lowerBox('yahtzee', 'Yahtzee', 50, (c) => (highestOfAKind(c, 5) > 0 ? 50 : 0)),
    lowerBox('chance', 'Chance', 30, (_c, sum) => sum),
  ],
  upperBonus: { threshold: 63, value: 35 },
  parPerFace: 3,
  forcedOrder: false,
  savedRolls: false,
  allAlikeBox: 'yahtzee',
  joker: true,
  defaultOptions: {},
}

/** What a joker pays in the lower boxes whose pattern five alike does not meet. */
export const JOKER_FIXED_SCORES: Partial<Record<string, number>> = {
  'full-house': 25,
  'small-straight': 30,
  'large-straight': 40,
}

export const YAHTZEE_BONUS = 100
