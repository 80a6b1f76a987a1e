/**
 * A 2-player Yatzy game, Anna against Bo, round by round, and a scorer written here (it shares no
 * code with src/rules) that says what every figure of it is, by the table's house rules (upper
 * bonus 35 at 63, full house a fixed 25) or by the rule book (50 at 63, full house the dice's sum).
 */

/** Anna's and Bo's rolls, one round per line, each written in the round's box. */
export const ROUNDS: [box: string, anna: string, bo: string][] = [
  ['Ones', '11123', '11234'],
  ['Twos', '22213', '22134'],
  ['Threes', '33312', '33312'],
  ['Fours', '44412', '44123'],
  ['Fives', '55512', '55123'],
  ['Sixes', '66612', '66123'],
  ['One pair', '66123', '55123'],
  ['Two pairs', '55661', '33441'],
  ['Three of a kind', '66612', '44412'],
  ['Four of a kind', '66661', '33331'],
  ['Small straight', '12345', '12345'],
  ['Large straight', '23456', '23456'],
  ['Full house', '22255', '33366'],
  ['Chance', '66655', '12345'],
  ['Yatzy', '66666', '22222'],
]

export interface Rules {
  bonusAt: number
  bonus: number
  /** A fixed score, or null for the dice's sum. */
  fullHouse: number | null
}
export const HOUSE_RULES: Rules = { bonusAt: 63, bonus: 35, fullHouse: 25 }
export const RULE_BOOK: Rules = { bonusAt: 63, bonus: 50, fullHouse: null }
/** How the app names these house rules wherever it says the game used them. */
export const HOUSE_LINE = 'House rules: bonus 35 at 63 · Full house 25'

const UPPER = ['Ones', 'Twos', 'Threes', 'Fours', 'Fives', 'Sixes']

/** What the roll pays in the box; every roll above fits its box. */
export function boxScore(box: string, roll: string, rules: Rules): number {
  const dice = [...roll].map(Number)
  const sum = dice.reduce((s, d) => s + d, 0)
  const counts = [1, 2, 3, 4, 5, 6].map((face) => dice.filter((d) => d === face).length)
  const faces = (least: number) =>
    counts.flatMap((n, i) => (n >= least ? [i + 1] : [])).sort((a, b) => b - a)
  const upper = UPPER.indexOf(box)
  if (upper >= 0) return (upper + 1) * counts[upper]!
  switch (box) {
    case 'One pair':
      return 2 * (faces(2)[0] ?? 0)
    case 'Two pairs': {
      const pairs = faces(2)
      return pairs.length >= 2 ? 2 * (pairs[0]! + pairs[1]!) : 0
    }
    case 'Three of a kind':
      return 3 * (faces(3)[0] ?? 0)
    case 'Four of a kind':
      return 4 * (faces(4)[0] ?? 0)
    case 'Small straight':
      return roll.split('').sort().join('') === '12345' ? 15 : 0
    case 'Large straight':
      return roll.split('').sort().join('') === '23456' ? 20 : 0
    case 'Full house':
      return counts.includes(3) && counts.includes(2) ? (rules.fullHouse ?? sum) : 0
    case 'Chance':
      return sum
    case 'Yatzy':
      return counts.includes(5) ? 50 : 0
  }
  throw new Error(`no box ${box}`)
}

export interface Figures {
  upper: number
  bonus: number
  total: number
}

/** A player's figures once the first `rounds` rounds are written. */
export function figures(seat: 0 | 1, rules: Rules, rounds = ROUNDS.length): Figures {
  let upper = 0
  let lower = 0
  for (const [box, ...rolls] of ROUNDS.slice(0, rounds)) {
    const score = boxScore(box, rolls[seat], rules)
    if (UPPER.includes(box)) upper += score
    else lower += score
  }
  const bonus = upper >= rules.bonusAt ? rules.bonus : 0
  return { upper, bonus, total: upper + bonus + lower }
}

/** Anna's and Bo's totals after each round: [anna, bo] per round. */
export function runningTotals(rules: Rules): [number, number][] {
  return ROUNDS.map((_, i) => [figures(0, rules, i + 1).total, figures(1, rules, i + 1).total])
}
