import type { BoxId } from '@/rules'

/** The upper section, the same in every variant. */
const UPPER_BOX_NAMES = ['Ones', 'Twos', 'Threes', 'Fours', 'Fives', 'Sixes'] as const

/** The Yatzy and Forced Yatzy boxes as the English sheet names them, in table order. */
export const YATZY_BOX_NAMES = [
  ...UPPER_BOX_NAMES,
  'One pair',
  'Two pairs',
  'Three of a kind',
  'Four of a kind',
  'Small straight',
  'Large straight',
  'Full house',
  'Chance',
  'Yatzy',
] as const

/** The Maxi Yatzy boxes as the English sheet names them, in table order. */
export const MAXI_BOX_NAMES = [
  ...UPPER_BOX_NAMES,
  'One pair',
  'Two pairs',
  'Three pairs',
  'Three of a kind',
  'Four of a kind',
  'Five of a kind',
  'Small straight',
  'Large straight',
  'Full straight',
  'Full house',
  'Villa',
  'Tower',
  'Chance',
  'Maxi Yatzy',
] as const

/** A roll per box that fills a Yatzy sheet to the rule book's maximum of 374 (counted by hand). */
export const PERFECT_YATZY_ROLLS = [
  '11111',
  '22222',
  '33333',
  '44444',
  '55555',
  '66666',
  '66123',
  '66553',
  '66612',
  '66661',
  '12345',
  '23456',
  '66655',
  '66666',
  '11111',
] as const

export const PERFECT_YATZY: [string, string][] = YATZY_BOX_NAMES.map((box, i) => [
  PERFECT_YATZY_ROLLS[i]!,
  box,
])

/**
 * A whole Yatzy sheet, one roll per box in table order, counted by hand: upper 3 + 6 + 9 + 12 + 15
 * + 18 = 63, bonus 50; pair 12, two pairs 22, three of a kind 15, four of a kind 16, small
 * straight 15, large 20, full house 28, chance 23, Yatzy 50: lower 201; total 314.
 */
export const HAND_COUNTED_YATZY: readonly (readonly [BoxId, number[]])[] = [
  ['ones', [1, 1, 1, 2, 3]], ['twos', [2, 2, 2, 4, 5]], ['threes', [3, 3, 3, 1, 2]],
  ['fours', [4, 4, 4, 1, 2]], ['fives', [5, 5, 5, 1, 2]], ['sixes', [6, 6, 6, 1, 2]],
  ['pair', [6, 6, 1, 2, 3]], ['two-pairs', [6, 6, 5, 5, 1]], ['three-kind', [5, 5, 5, 1, 2]],
  ['four-kind', [4, 4, 4, 4, 1]], ['small-straight', [1, 2, 3, 4, 5]],
  ['large-straight', [2, 3, 4, 5, 6]], ['full-house', [6, 6, 6, 5, 5]],
  ['chance', [6, 5, 4, 4, 4]], ['yatzy', [2, 2, 2, 2, 2]],
] // prettier-ignore
