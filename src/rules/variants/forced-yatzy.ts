import type { VariantDef } from '../types'
import { yatzyBoxes } from './yatzy'

/** Yatzy's sheet filled strictly top to bottom; the bonus needs only two of each face. */
export const forcedYatzy: VariantDef = {
  id: 'forced-yatzy',
  name: 'Forced Yatzy',
  diceCount: 5,
  rollsPerTurn: 3,
  boxes: yatzyBoxes,
  upperBonus: { threshold: 42, value: 50 },
  parPerFace: 2,
  forcedOrder: true,
  savedRolls: false,
  allAlikeBox: 'yatzy',
  joker: false,
  defaultOptions: { yatzyTieBreak: false },
}
