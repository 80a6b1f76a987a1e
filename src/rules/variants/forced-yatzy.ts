import type { VariantDef } from '../types'
import { YATZY_RULES, yatzyBoxes } from './yatzy'

const upperBonus = { threshold: 42, value: 50 }

/**
 * Yatzy's sheet filled strictly top to bottom; the bonus needs only two of each face. A preset:
 * the same order is the `forcedOrder` table option of any variant, and this one's rules carry it,
 * so a Forced Yatzy game stored before that option existed reads as it always did.
 */
export const forcedYatzy: VariantDef = {
  id: 'forced-yatzy',
  name: 'Forced Yatzy',
  diceCount: 5,
  rollsPerTurn: 3,
  boxes: yatzyBoxes,
  upperBonus,
  parPerFace: 2,
  rules: { ...YATZY_RULES, upperBonus, forcedOrder: true },
  savedRolls: false,
  allAlikeBox: 'yatzy',
  joker: false,
  defaultOptions: { yatzyTieBreak: false },
}
