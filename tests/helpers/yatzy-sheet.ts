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
