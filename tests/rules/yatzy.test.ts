/** Yatzy (Nordic): the worked examples of RULES.md and of the seed texts it was written from. */
import { describe, expect, it } from 'vitest'
import {
  emptySheet,
  legalBoxes,
  scoreBox,
  sheetTotals,
  writeBox,
  writeScore,
  type BoxId,
  type Sheet,
} from '@/rules'

const YATZY_BOXES: BoxId[] = [
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'pair',
  'two-pairs',
  'three-kind',
  'four-kind',
  'small-straight',
  'large-straight',
  'full-house',
  'chance',
  'yatzy',
]

/** Every box's value for the dice: the named ones as given, all else 0. */
function expectScores(dice: number[], named: Partial<Record<BoxId, number>>) {
  const expected = Object.fromEntries(YATZY_BOXES.map((box) => [box, named[box] ?? 0]))
  const actual = Object.fromEntries(YATZY_BOXES.map((box) => [box, scoreBox('yatzy', box, dice)]))
  expect(actual).toEqual(expected)
}

const sheetOf = (scores: Sheet['scores']): Sheet => ({ scores })

describe('Yatzy worked examples', () => {
  it('2-2-5-5-5: full house 19, chance 19, fives 15, three-kind 15, two-pairs 14, pair 10, twos 4, all else 0', () => {
    expectScores([2, 2, 5, 5, 5], {
      'full-house': 19,
      chance: 19,
      fives: 15,
      'three-kind': 15,
      'two-pairs': 14,
      pair: 10,
      twos: 4,
    })
  })

  it('5-5-5-5-6: three-kind 15 and four-kind 20 (only the matching dice)', () => {
    expect(scoreBox('yatzy', 'three-kind', [5, 5, 5, 5, 6])).toBe(15)
    expect(scoreBox('yatzy', 'four-kind', [5, 5, 5, 5, 6])).toBe(20)
  })

  it('1-5-5-6-6: two pairs 22; 1-5-5-5-5: two pairs 0 (the pairs must differ)', () => {
    expect(scoreBox('yatzy', 'two-pairs', [1, 5, 5, 6, 6])).toBe(22)
    expect(scoreBox('yatzy', 'two-pairs', [1, 5, 5, 5, 5])).toBe(0)
  })

  it('five sixes: pair 12, three-kind 18, four-kind 24, sixes 30, chance 30, Yatzy 50, else 0', () => {
    expectScores([6, 6, 6, 6, 6], {
      pair: 12,
      'three-kind': 18,
      'four-kind': 24,
      sixes: 30,
      chance: 30,
      yatzy: 50,
    })
  })

  it('6-6-6-6-5 is not a full house; 6-6-6-5-5 is the best one, 28', () => {
    expect(scoreBox('yatzy', 'full-house', [6, 6, 6, 6, 5])).toBe(0)
    expect(scoreBox('yatzy', 'full-house', [6, 6, 6, 5, 5])).toBe(28)
    expect(scoreBox('yatzy', 'full-house', [4, 4, 4, 6, 6])).toBe(24)
  })

  it('5-5-4-4-2: pair 10 (the higher pair), two pairs 18 (the 2 counts for nothing)', () => {
    expect(scoreBox('yatzy', 'pair', [5, 5, 4, 4, 2])).toBe(10)
    expect(scoreBox('yatzy', 'two-pairs', [5, 5, 4, 4, 2])).toBe(18)
  })

  it('6-6-6-6-2: four-kind 24, three-kind 18; 5-5-5-2-6: three-kind 15, not 23', () => {
    expect(scoreBox('yatzy', 'four-kind', [6, 6, 6, 6, 2])).toBe(24)
    expect(scoreBox('yatzy', 'three-kind', [6, 6, 6, 6, 2])).toBe(18)
    expect(scoreBox('yatzy', 'three-kind', [5, 5, 5, 2, 6])).toBe(15)
  })

  it('6-6-6-3-3: full house 24, two pairs 18, sixes 18; 3-3-6-6-1: two pairs 18', () => {
    expect(scoreBox('yatzy', 'full-house', [6, 6, 6, 3, 3])).toBe(24)
    expect(scoreBox('yatzy', 'two-pairs', [6, 6, 6, 3, 3])).toBe(18)
    expect(scoreBox('yatzy', 'sixes', [6, 6, 6, 3, 3])).toBe(18)
    expect(scoreBox('yatzy', 'two-pairs', [3, 3, 6, 6, 1])).toBe(18)
  })

  it('straights are exact: 1-2-3-4-5 pays 15, 2-3-4-5-6 pays 20, and nothing else does', () => {
    expect(scoreBox('yatzy', 'small-straight', [5, 3, 1, 4, 2])).toBe(15)
    expect(scoreBox('yatzy', 'large-straight', [6, 2, 5, 3, 4])).toBe(20)
    expect(scoreBox('yatzy', 'large-straight', [1, 2, 3, 4, 5])).toBe(0)
    expect(scoreBox('yatzy', 'small-straight', [2, 3, 4, 5, 6])).toBe(0)
    expect(scoreBox('yatzy', 'small-straight', [1, 2, 3, 4, 4])).toBe(0)
  })

  it('three sixes score 18 in Sixes', () => {
    expect(scoreBox('yatzy', 'sixes', [6, 6, 6, 1, 2])).toBe(18)
  })
})

describe('Yatzy sheet', () => {
  it('par: four sixes +6, then two fives −5, running par +1; a scratched Fours is −12', () => {
    let sheet = writeBox('yatzy', emptySheet('yatzy'), [6, 6, 6, 6, 1], 'sixes')
    expect(sheetTotals('yatzy', sheet).par).toBe(6)
    sheet = writeBox('yatzy', sheet, [5, 5, 1, 2, 3], 'fives')
    expect(sheetTotals('yatzy', sheet).par).toBe(1)
    sheet = writeBox('yatzy', sheet, [1, 2, 3, 5, 6], 'fours')
    expect(sheet.scores.fours).toBe(0)
    expect(sheetTotals('yatzy', sheet).par).toBe(1 - 12)
    expect(sheetTotals('yatzy', sheetOf({ fours: 0 })).par).toBe(-12)
  })

  it('upper bonus: 63 earns a flat 50, 62 earns nothing', () => {
    const threeOfEach = sheetOf({ ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 })
    expect(sheetTotals('yatzy', threeOfEach)).toMatchObject({ upper: 63, bonus: 50, par: 0 })
    expect(sheetTotals('yatzy', threeOfEach).total).toBe(113)
    const short = sheetOf({ ones: 2, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 })
    expect(sheetTotals('yatzy', short)).toMatchObject({ upper: 62, bonus: 0, par: -1, total: 62 })
    const lots = sheetOf({ ones: 5, twos: 10, threes: 15, fours: 20, fives: 25, sixes: 30 })
    expect(sheetTotals('yatzy', lots)).toMatchObject({ upper: 105, bonus: 50, total: 155 })
  })

  it('a zero in an upper box does not rule the bonus out', () => {
    const sheet = sheetOf({ ones: 0, twos: 6, threes: 12, fours: 16, fives: 15, sixes: 24 })
    expect(sheetTotals('yatzy', sheet)).toMatchObject({ upper: 73, bonus: 50 })
  })

  it('any open box may take any roll; a roll that fits nothing is a scratch', () => {
    const legal = legalBoxes('yatzy', emptySheet('yatzy'), [1, 2, 3, 4, 6])
    expect(legal.map((entry) => entry.box)).toEqual(YATZY_BOXES)
    expect(legal.find((entry) => entry.box === 'yatzy')?.score).toBe(0)
    const sheet = writeBox('yatzy', emptySheet('yatzy'), [1, 2, 3, 4, 6], 'yatzy')
    expect(sheet.scores).toEqual({ yatzy: 0 })
  })

  it('a closed box is no longer offered', () => {
    const sheet = writeBox('yatzy', emptySheet('yatzy'), [2, 2, 5, 5, 5], 'full-house')
    const boxes = legalBoxes('yatzy', sheet, [2, 2, 5, 5, 5]).map((entry) => entry.box)
    expect(boxes).not.toContain('full-house')
    expect(boxes).toHaveLength(14)
  })

  it('a second five-alike earns nothing extra and may go into four of a kind for 24', () => {
    let sheet = writeBox('yatzy', emptySheet('yatzy'), [6, 6, 6, 6, 6], 'yatzy')
    const legal = legalBoxes('yatzy', sheet, [6, 6, 6, 6, 6])
    expect(legal).toHaveLength(14)
    expect(legal).toContainEqual({ box: 'four-kind', score: 24 })
    expect(legal).toContainEqual({ box: 'full-house', score: 0 })
    sheet = writeBox('yatzy', sheet, [6, 6, 6, 6, 6], 'four-kind')
    expect(sheet).toEqual({ scores: { yatzy: 50, 'four-kind': 24 } })
    expect(sheetTotals('yatzy', sheet)).toEqual({
      upper: 0,
      bonus: 0,
      lower: 74,
      yahtzeeBonus: 0,
      total: 74,
      par: 0,
    })
  })

  it('a flawless sheet totals 374', () => {
    const best: [number[], BoxId][] = [
      [[1, 1, 1, 1, 1], 'ones'],
      [[2, 2, 2, 2, 2], 'twos'],
      [[3, 3, 3, 3, 3], 'threes'],
      [[4, 4, 4, 4, 4], 'fours'],
      [[5, 5, 5, 5, 5], 'fives'],
      [[6, 6, 6, 6, 6], 'sixes'],
      [[6, 6, 1, 2, 3], 'pair'],
      [[6, 6, 5, 5, 1], 'two-pairs'],
      [[6, 6, 6, 1, 2], 'three-kind'],
      [[6, 6, 6, 6, 1], 'four-kind'],
      [[1, 2, 3, 4, 5], 'small-straight'],
      [[2, 3, 4, 5, 6], 'large-straight'],
      [[6, 6, 6, 5, 5], 'full-house'],
      [[6, 6, 6, 6, 6], 'chance'],
      [[3, 3, 3, 3, 3], 'yatzy'],
    ]
    const sheet = best.reduce(
      (s, [dice, box]) => writeBox('yatzy', s, dice, box),
      emptySheet('yatzy'),
    )
    expect(sheetTotals('yatzy', sheet)).toEqual({
      upper: 105,
      bonus: 50,
      lower: 219,
      yahtzeeBonus: 0,
      total: 374,
      par: 42,
    })
  })

  it('writeScore types a number straight into a box without dice', () => {
    const sheet = writeScore('yatzy', emptySheet('yatzy'), 'two-pairs', 22)
    expect(sheet).toEqual({ scores: { 'two-pairs': 22 } })
  })
})
