/** Forced Yatzy: Yatzy's scoring, boxes filled strictly in table order, bonus at 42. */
import { describe, expect, it } from 'vitest'
import {
  boxPar,
  emptySheet,
  legalBoxes,
  RuleError,
  scoreBox,
  sheetTotals,
  writeBox,
  writeScore,
  type BoxId,
  type Sheet,
} from '@/rules'
import { refScore } from '../helpers/rules-reference'

const ORDER: BoxId[] = [
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

describe('Forced Yatzy', () => {
  it('scores as Yatzy: 2-2-5-5-5 is a full house of 19 and two pairs of 14', () => {
    expect(scoreBox('forced-yatzy', 'full-house', [2, 2, 5, 5, 5])).toBe(19)
    expect(scoreBox('forced-yatzy', 'two-pairs', [2, 2, 5, 5, 5])).toBe(14)
    expect(scoreBox('forced-yatzy', 'three-kind', [5, 5, 5, 5, 6])).toBe(15)
  })

  it('round n goes into the n-th box: one legal box a turn, Ones first and Yatzy last', () => {
    let sheet: Sheet = emptySheet('forced-yatzy')
    for (const [round, box] of ORDER.entries()) {
      const dice = [6, 6, 6, 5, 5]
      const legal = legalBoxes('forced-yatzy', sheet, dice)
      expect(legal, `round ${round + 1}`).toEqual([{ box, score: refScore('yatzy', box, dice) }])
      sheet = writeBox('forced-yatzy', sheet, dice, box)
    }
    expect(Object.keys(sheet.scores)).toHaveLength(15)
    expect(legalBoxes('forced-yatzy', sheet, [1, 1, 1, 1, 1])).toEqual([])
  })

  it('refuses any box but the next one, even an open one that would pay more', () => {
    const sheet = writeBox('forced-yatzy', emptySheet('forced-yatzy'), [1, 1, 2, 3, 4], 'ones')
    const write = () => writeBox('forced-yatzy', sheet, [6, 6, 6, 6, 6], 'yatzy')
    expect(write).toThrow(RuleError)
    expect(write).toThrow(/Twos/)
    expect(() => writeScore('forced-yatzy', sheet, 'sixes', 18)).toThrow(RuleError)
    expect(writeScore('forced-yatzy', sheet, 'twos', 4).scores).toEqual({ ones: 2, twos: 4 })
  })

  it('the next box is the first open one even when a correction skipped ahead', () => {
    // A sheet from storage with a gap: the order rule still points at the gap.
    const sheet: Sheet = { scores: { ones: 3, threes: 9 } }
    expect(legalBoxes('forced-yatzy', sheet, [2, 2, 2, 1, 1])).toEqual([{ box: 'twos', score: 6 }])
  })

  it('lowers the bonus threshold to 42 (two of each face), still worth 50', () => {
    const twoOfEach: Sheet = {
      scores: { ones: 2, twos: 4, threes: 6, fours: 8, fives: 10, sixes: 12 },
    }
    expect(sheetTotals('forced-yatzy', twoOfEach)).toMatchObject({
      upper: 42,
      bonus: 50,
      total: 92,
      par: 0,
    })
    const short: Sheet = { scores: { ones: 1, twos: 4, threes: 6, fours: 8, fives: 10, sixes: 12 } }
    expect(sheetTotals('forced-yatzy', short)).toMatchObject({ upper: 41, bonus: 0, par: -1 })
    // The same 42 earns nothing in plain Yatzy.
    expect(sheetTotals('yatzy', twoOfEach)).toMatchObject({ bonus: 0, par: -21 })
  })

  it('par is 2 × face: four sixes +12, a scratched Fours −8', () => {
    expect(ORDER.slice(0, 6).map((box) => boxPar('forced-yatzy', box))).toEqual([
      2, 4, 6, 8, 10, 12,
    ])
    expect(boxPar('forced-yatzy', 'pair')).toBeUndefined()
    expect(sheetTotals('forced-yatzy', { scores: { sixes: 24 } }).par).toBe(12)
    expect(sheetTotals('forced-yatzy', { scores: { fours: 0 } }).par).toBe(-8)
  })
})
