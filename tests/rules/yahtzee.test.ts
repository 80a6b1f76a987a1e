/** Yahtzee (American): sum-paying kinds, fixed straights, the joker order and the +100 bonus. */
import { describe, expect, it } from 'vitest'
import {
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

const score = (box: BoxId, dice: number[]) => scoreBox('yahtzee', box, dice)
const play = (moves: [number[], BoxId][], from: Sheet = emptySheet('yahtzee')) =>
  moves.reduce((sheet, [dice, box]) => writeBox('yahtzee', sheet, dice, box), from)
const five = (face: number) => [face, face, face, face, face]

describe('Yahtzee boxes', () => {
  it('5-5-5-5-6 scores 26 in both three and four of a kind (all five dice)', () => {
    expect(score('three-kind', [5, 5, 5, 5, 6])).toBe(26)
    expect(score('four-kind', [5, 5, 5, 5, 6])).toBe(26)
    expect(score('four-kind', [5, 5, 5, 6, 6])).toBe(0)
    expect(score('three-kind', [5, 5, 4, 6, 6])).toBe(0)
  })

  it('full house pays 25 for a triple and a pair of another face; five alike is 0 there', () => {
    expect(score('full-house', [2, 2, 5, 5, 5])).toBe(25)
    expect(score('full-house', [6, 6, 6, 5, 5])).toBe(25)
    expect(score('full-house', five(3))).toBe(0)
    expect(score('full-house', [6, 6, 6, 6, 5])).toBe(0)
  })

  it('small straight is any four in a row for 30; large any five in a row for 40', () => {
    expect(score('small-straight', [1, 2, 3, 4, 6])).toBe(30)
    expect(score('small-straight', [4, 2, 3, 5, 2])).toBe(30)
    expect(score('small-straight', [3, 4, 5, 6, 6])).toBe(30)
    expect(score('small-straight', [1, 2, 3, 5, 6])).toBe(0)
    expect(score('small-straight', [1, 2, 3, 4, 5])).toBe(30)
    expect(score('large-straight', [1, 2, 3, 4, 5])).toBe(40)
    expect(score('large-straight', [6, 5, 4, 3, 2])).toBe(40)
    expect(score('large-straight', [1, 2, 3, 4, 6])).toBe(0)
  })

  it('three 4s score 12 in Fours; Yahtzee pays 50; chance is the sum', () => {
    expect(score('fours', [4, 4, 4, 1, 2])).toBe(12)
    expect(score('yahtzee', five(2))).toBe(50)
    expect(score('yahtzee', [2, 2, 2, 2, 1])).toBe(0)
    expect(score('chance', [1, 3, 4, 5, 6])).toBe(19)
  })

  it('upper bonus is 35 from 63 on', () => {
    const sheet: Sheet = {
      scores: { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 },
      yahtzeeBonuses: 0,
    }
    expect(sheetTotals('yahtzee', sheet)).toMatchObject({ upper: 63, bonus: 35, total: 98, par: 0 })
    const short = { ...sheet, scores: { ...sheet.scores, sixes: 12 } }
    expect(sheetTotals('yahtzee', short)).toMatchObject({ upper: 57, bonus: 0, par: -6 })
  })
})

describe('Yahtzee joker rule', () => {
  it('the first five-alike, Yahtzee box open, is a plain roll: any box, plain values', () => {
    const legal = legalBoxes('yahtzee', emptySheet('yahtzee'), five(4))
    expect(legal).toHaveLength(13)
    expect(legal).toContainEqual({ box: 'full-house', score: 0 })
    expect(legal).toContainEqual({ box: 'yahtzee', score: 50 })
    expect(legal).toContainEqual({ box: 'ones', score: 0 })
  })

  it('1. goes into the matching upper box if open: five 4s → Fours, 20, and +100', () => {
    const sheet = play([[five(6), 'yahtzee']])
    expect(legalBoxes('yahtzee', sheet, five(4))).toEqual([{ box: 'fours', score: 20 }])
    expect(() => writeBox('yahtzee', sheet, five(4), 'chance')).toThrow(RuleError)
    expect(() => writeBox('yahtzee', sheet, five(4), 'ones')).toThrow(RuleError)
    const next = writeBox('yahtzee', sheet, five(4), 'fours')
    expect(next.scores).toEqual({ yahtzee: 50, fours: 20 })
    expect(next.yahtzeeBonuses).toBe(1)
    expect(sheetTotals('yahtzee', next)).toMatchObject({ yahtzeeBonus: 100, total: 170 })
  })

  it('2. else any open lower box as a joker: 25, 30, 40, dice sums; no open upper box', () => {
    const sheet = play([
      [five(6), 'yahtzee'],
      [[4, 4, 4, 1, 2], 'fours'],
      [[1, 2, 3, 4, 6], 'small-straight'],
    ])
    const legal = legalBoxes('yahtzee', sheet, five(4))
    expect(legal).toEqual([
      { box: 'three-kind', score: 20 },
      { box: 'four-kind', score: 20 },
      { box: 'full-house', score: 25 },
      { box: 'large-straight', score: 40 },
      { box: 'chance', score: 20 },
    ])
    expect(() => writeBox('yahtzee', sheet, five(4), 'sixes')).toThrow(RuleError)
    const next = writeBox('yahtzee', sheet, five(4), 'large-straight')
    expect(next.scores['large-straight']).toBe(40)
    expect(next.yahtzeeBonuses).toBe(1)
  })

  it('3. else any open upper box, for 0', () => {
    const sheet: Sheet = {
      scores: {
        twos: 6,
        'three-kind': 20,
        'four-kind': 0,
        'full-house': 25,
        'small-straight': 30,
        'large-straight': 0,
        yahtzee: 50,
        chance: 22,
      },
      yahtzeeBonuses: 0,
    }
    expect(legalBoxes('yahtzee', sheet, five(2))).toEqual([
      { box: 'ones', score: 0 },
      { box: 'threes', score: 0 },
      { box: 'fours', score: 0 },
      { box: 'fives', score: 0 },
      { box: 'sixes', score: 0 },
    ])
    const next = writeBox('yahtzee', sheet, five(2), 'sixes')
    expect(next.scores.sixes).toBe(0)
    // The Yahtzee box holds 50, so the roll still earns its +100.
    expect(next.yahtzeeBonuses).toBe(1)
  })

  it('applies with a scratched Yahtzee box too, but then never pays the bonus', () => {
    const sheet = play([[[1, 2, 3, 4, 6], 'yahtzee']])
    expect(sheet.scores.yahtzee).toBe(0)
    expect(legalBoxes('yahtzee', sheet, five(5))).toEqual([{ box: 'fives', score: 25 }])
    let next = writeBox('yahtzee', sheet, five(5), 'fives')
    next = writeBox('yahtzee', next, five(5), 'full-house')
    expect(next.scores['full-house']).toBe(25)
    expect(next.yahtzeeBonuses).toBe(0)
    expect(sheetTotals('yahtzee', next)).toMatchObject({ yahtzeeBonus: 0, total: 50 })
  })

  it('does not touch rolls that are not five alike', () => {
    const sheet = play([[five(6), 'yahtzee']])
    expect(legalBoxes('yahtzee', sheet, [4, 4, 4, 4, 1])).toHaveLength(12)
    const next = writeBox('yahtzee', sheet, [4, 4, 4, 4, 1], 'full-house')
    expect(next.scores['full-house']).toBe(0)
    expect(next.yahtzeeBonuses).toBe(0)
  })

  it('pays no Yahtzee bonus unless the Yahtzee box holds 50, whatever a sheet claims', () => {
    // An edited or corrupted stored sheet: RULES.md says a box holding 0 never pays the bonus.
    const claims = (yahtzee?: number): Sheet => ({
      scores: yahtzee === undefined ? { fours: 20 } : { fours: 20, yahtzee },
      yahtzeeBonuses: 2,
    })
    expect(sheetTotals('yahtzee', claims(0))).toMatchObject({ yahtzeeBonus: 0, total: 20 })
    expect(sheetTotals('yahtzee', claims())).toMatchObject({ yahtzeeBonus: 0, total: 20 })
    expect(sheetTotals('yahtzee', claims(50))).toMatchObject({ yahtzeeBonus: 200, total: 270 })
  })

  it('earns no bonus through a typed correction', () => {
    const sheet = play([[five(6), 'yahtzee']])
    expect(writeScore('yahtzee', sheet, 'fours', 20).yahtzeeBonuses).toBe(0)
  })
})

describe('Yahtzee maxima', () => {
  it('375 without Yahtzee bonuses: upper 105 + 35 + lower 235', () => {
    const sheet = play([
      [five(1), 'ones'],
      [five(2), 'twos'],
      [five(3), 'threes'],
      [five(4), 'fours'],
      [five(5), 'fives'],
      [five(6), 'sixes'],
      [five(6), 'three-kind'],
      [five(6), 'four-kind'],
      [[2, 2, 3, 3, 3], 'full-house'],
      [[1, 2, 3, 4, 6], 'small-straight'],
      [[2, 3, 4, 5, 6], 'large-straight'],
      [five(6), 'chance'],
      [five(3), 'yahtzee'],
    ])
    expect(sheetTotals('yahtzee', sheet)).toEqual({
      upper: 105,
      bonus: 35,
      lower: 235,
      yahtzeeBonus: 0,
      total: 375,
      par: 42,
    })
  })

  it('1575: thirteen Yahtzees, the first in the Yahtzee box, twelve bonuses by the joker order', () => {
    let sheet = writeBox('yahtzee', emptySheet('yahtzee'), five(6), 'yahtzee')
    for (const face of [1, 2, 3, 4, 5, 6]) {
      sheet = writeBox(
        'yahtzee',
        sheet,
        five(face),
        legalBoxes('yahtzee', sheet, five(face))[0]!.box,
      )
    }
    expect(sheet.scores).toMatchObject({ ones: 5, twos: 10, threes: 15, fours: 20, sixes: 30 })
    for (const box of ['full-house', 'small-straight', 'large-straight'] as const) {
      sheet = writeBox('yahtzee', sheet, five(6), box)
    }
    for (const box of ['three-kind', 'four-kind', 'chance'] as const) {
      sheet = writeBox('yahtzee', sheet, five(6), box)
    }
    expect(sheet.yahtzeeBonuses).toBe(12)
    expect(sheetTotals('yahtzee', sheet)).toEqual({
      upper: 105,
      bonus: 35,
      lower: 30 + 30 + 25 + 30 + 40 + 50 + 30,
      yahtzeeBonus: 1200,
      total: 1575,
      par: 42,
    })
  })
})
