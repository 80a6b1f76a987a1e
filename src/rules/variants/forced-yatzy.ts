import type { VariantDef } from '../types'
import { YATZY_RULES, yatzyBoxes } from './yatzy'

const upperBonus = { threshold: 42, value: 50 }

/** Yatzy's sheet filled strictly top to bottom; the bonus needs only two of each face. */
export const forcedYatzy: VariantDef = {
  id: 'forced-yatzy',
  name: 'Forced Yatzy',
  diceCount: 5,
  rollsPerTurn: 3,
  boxes: yatzyBoxes,
  upperBonus,
  parPerFace: 2,
  rules: { ...YATZY_RULES, upperBonus },
  forcedOrder: true,
  savedRolls: false,
  allAlikeBox: 'yatzy',
  joker: false,
  defaultOptions: { yatzyTieBreak: false },
}
