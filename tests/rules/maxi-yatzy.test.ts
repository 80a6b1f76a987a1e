/** Maxi Yatzy: six dice, twenty boxes, the saved-rolls bank; cases counted by hand. */
import { describe, expect, it } from 'vitest'
import {
  boxPar,
  emptySheet,
  RuleError,
  scoreBox,
  sheetTotals,
  writeBox,
  writeScore,
  type BoxId,
  type Sheet,
  gameRules,
} from '@/rules'

const score = (box: BoxId, dice: number[]) => scoreBox('maxi-yatzy', box, dice)

describe('Maxi Yatzy boxes, counted by hand', () => {
  it('upper boxes count up to six dice', () => {
    expect(score('sixes', [6, 6, 6, 6, 6, 6])).toBe(36)
    expect(score('twos', [2, 2, 2, 1, 1, 5])).toBe(6)
  })

  it('pair and two pairs take the highest pairs of different faces', () => {
    expect(score('pair', [1, 1, 3, 3, 6, 6])).toBe(12)
    expect(score('two-pairs', [1, 1, 3, 3, 6, 6])).toBe(18)
    expect(score('two-pairs', [6, 6, 5, 5, 4, 4])).toBe(22)
    expect(score('two-pairs', [6, 6, 6, 6, 5, 5])).toBe(22)
    expect(score('two-pairs', [4, 4, 4, 4, 1, 2])).toBe(0)
  })

  it('three pairs need three different faces and pay all six dice', () => {
    expect(score('three-pairs', [1, 1, 3, 3, 6, 6])).toBe(20)
    expect(score('three-pairs', [6, 6, 5, 5, 4, 4])).toBe(30)
    expect(score('three-pairs', [6, 6, 6, 6, 5, 5])).toBe(0)
    expect(score('three-pairs', [2, 2, 2, 5, 5, 5])).toBe(0)
    expect(score('three-pairs', [4, 4, 4, 4, 4, 4])).toBe(0)
    expect(score('three-pairs', [1, 1, 2, 2, 3, 4])).toBe(0)
  })

  it('three, four and five of a kind pay the highest matching dice only', () => {
    expect(score('three-kind', [2, 2, 2, 5, 5, 5])).toBe(15)
    expect(score('three-kind', [3, 3, 3, 3, 3, 1])).toBe(9)
    expect(score('four-kind', [3, 3, 3, 3, 3, 1])).toBe(12)
    expect(score('five-kind', [3, 3, 3, 3, 3, 1])).toBe(15)
    expect(score('five-kind', [3, 3, 3, 3, 1, 1])).toBe(0)
  })

  it('six sixes: five-kind 30, four-kind 24, Maxi Yatzy 100, chance and sixes 36', () => {
    const dice = [6, 6, 6, 6, 6, 6]
    expect(score('five-kind', dice)).toBe(30)
    expect(score('four-kind', dice)).toBe(24)
    expect(score('maxi-yatzy', dice)).toBe(100)
    expect(score('chance', dice)).toBe(36)
    expect(score('sixes', dice)).toBe(36)
    // No second face: no full house, villa, tower, pairs of different faces.
    for (const box of ['full-house', 'villa', 'tower', 'two-pairs', 'three-pairs'] as const) {
      expect(score(box, dice), box).toBe(0)
    }
  })

  it('straights are looked for among the dice; the full straight pays 21, or 30 by option', () => {
    expect(score('small-straight', [1, 2, 3, 4, 5, 5])).toBe(15)
    expect(score('small-straight', [1, 1, 2, 3, 4, 5])).toBe(15)
    expect(score('small-straight', [2, 3, 4, 5, 6, 6])).toBe(0)
    expect(score('large-straight', [6, 2, 3, 4, 5, 1])).toBe(20)
    expect(score('large-straight', [2, 3, 4, 5, 5, 5])).toBe(0)
    const full = [6, 5, 4, 3, 2, 1]
    expect(score('full-straight', full)).toBe(21)
    expect(scoreBox(gameRules('maxi-yatzy', { fullStraight: 30 }), 'full-straight', full)).toBe(30)
    expect(score('small-straight', full)).toBe(15)
    expect(score('large-straight', full)).toBe(20)
    expect(score('full-straight', [1, 2, 3, 4, 5, 5])).toBe(0)
  })

  it('full house is the best triple plus a pair of another face: five dice only', () => {
    expect(score('full-house', [6, 6, 6, 5, 5, 5])).toBe(28) // 6+6+6+5+5
    expect(score('full-house', [1, 1, 1, 6, 6, 6])).toBe(20) // 6+6+6+1+1 beats 1+1+1+6+6
    expect(score('full-house', [5, 5, 5, 5, 6, 6])).toBe(27) // 5+5+5+6+6
    expect(score('full-house', [2, 2, 2, 6, 6, 1])).toBe(18)
    expect(score('full-house', [4, 4, 4, 2, 2, 6])).toBe(16) // the single 6 is not used
    expect(score('full-house', [3, 3, 3, 1, 1, 2])).toBe(11)
    expect(score('full-house', [3, 3, 3, 1, 1, 1])).toBe(11) // 3+3+3+1+1
    expect(score('full-house', [6, 6, 6, 6, 6, 5])).toBe(0)
    expect(score('full-house', [2, 2, 3, 3, 4, 4])).toBe(0)
  })

  it('villa is two triples of different faces and pays all six dice', () => {
    expect(score('villa', [2, 2, 2, 5, 5, 5])).toBe(21)
    expect(score('villa', [6, 6, 6, 5, 5, 5])).toBe(33)
    expect(score('villa', [1, 1, 1, 1, 2, 2])).toBe(0)
    expect(score('villa', [4, 4, 4, 4, 4, 4])).toBe(0)
    expect(score('villa', [4, 4, 4, 1, 2, 3])).toBe(0)
  })

  it('tower is four alike plus a pair of another face and pays all six dice', () => {
    expect(score('tower', [6, 6, 6, 6, 5, 5])).toBe(34)
    expect(score('tower', [3, 3, 3, 3, 1, 1])).toBe(14)
    expect(score('tower', [1, 1, 1, 1, 2, 2])).toBe(8)
    expect(score('tower', [4, 4, 4, 4, 4, 2])).toBe(0)
    expect(score('tower', [2, 2, 2, 2, 2, 2])).toBe(0)
    expect(score('tower', [2, 2, 2, 5, 5, 5])).toBe(0)
  })
})

describe('Maxi Yatzy sheet', () => {
  it('bonus: 84 (four of each) earns 100, 83 nothing; par is 4 × face', () => {
    const fourOfEach: Sheet = {
      scores: { ones: 4, twos: 8, threes: 12, fours: 16, fives: 20, sixes: 24 },
      savedRolls: 0,
    }
    expect(sheetTotals('maxi-yatzy', fourOfEach)).toMatchObject({
      upper: 84,
      bonus: 100,
      total: 184,
      par: 0,
    })
    const short: Sheet = { scores: { ...fourOfEach.scores, ones: 3 } }
    expect(sheetTotals('maxi-yatzy', short)).toMatchObject({ upper: 83, bonus: 0, par: -1 })
    expect(boxPar('maxi-yatzy', 'sixes')).toBe(24)
    expect(sheetTotals('maxi-yatzy', { scores: { fours: 0 } }).par).toBe(-16)
  })

  it('banks unused rolls: the bank moves by 3 − n after a turn of n rolls', () => {
    let sheet = emptySheet('maxi-yatzy')
    expect(sheet.savedRolls).toBe(0)
    sheet = writeBox('maxi-yatzy', sheet, [6, 6, 6, 6, 6, 6], 'maxi-yatzy', { rollsUsed: 1 })
    expect(sheet.savedRolls).toBe(2)
    sheet = writeBox('maxi-yatzy', sheet, [1, 2, 3, 4, 5, 6], 'full-straight', { rollsUsed: 2 })
    expect(sheet.savedRolls).toBe(3)
    // 3 + 3 saved: a turn may now take six rolls, and that empties the bank.
    sheet = writeBox('maxi-yatzy', sheet, [1, 1, 1, 1, 1, 1], 'ones', { rollsUsed: 6 })
    expect(sheet.savedRolls).toBe(0)
    // Not saying how many rolls means the usual 3: the bank stays.
    sheet = writeBox('maxi-yatzy', sheet, [2, 2, 1, 1, 1, 1], 'twos')
    expect(sheet.savedRolls).toBe(0)
    sheet = writeScore('maxi-yatzy', sheet, 'threes', 9, { rollsUsed: 1 })
    expect(sheet.savedRolls).toBe(2)
  })

  it('never lets a turn take more than 3 + bank rolls, nor fewer than 1', () => {
    const sheet: Sheet = { scores: {}, savedRolls: 2 }
    const write = (rollsUsed: number) =>
      writeBox('maxi-yatzy', sheet, [1, 2, 3, 4, 5, 6], 'chance', { rollsUsed })
    expect(write(5).savedRolls).toBe(0)
    expect(write(1).savedRolls).toBe(4)
    for (const bad of [6, 0, -1, 2.5]) expect(() => write(bad), String(bad)).toThrow(RuleError)
    expect(() =>
      writeBox('maxi-yatzy', emptySheet('maxi-yatzy'), [1, 1, 1, 1, 1, 1], 'ones', {
        rollsUsed: 4,
      }),
    ).toThrow(RuleError)
  })

  it('a flawless sheet totals 649, or 658 when the full straight pays 30', () => {
    const best: [number[], BoxId][] = [
      [[1, 1, 1, 1, 1, 1], 'ones'],
      [[2, 2, 2, 2, 2, 2], 'twos'],
      [[3, 3, 3, 3, 3, 3], 'threes'],
      [[4, 4, 4, 4, 4, 4], 'fours'],
      [[5, 5, 5, 5, 5, 5], 'fives'],
      [[6, 6, 6, 6, 6, 6], 'sixes'],
      [[6, 6, 1, 2, 3, 4], 'pair'],
      [[6, 6, 5, 5, 1, 2], 'two-pairs'],
      [[6, 6, 5, 5, 4, 4], 'three-pairs'],
      [[6, 6, 6, 1, 2, 3], 'three-kind'],
      [[6, 6, 6, 6, 1, 2], 'four-kind'],
      [[6, 6, 6, 6, 6, 1], 'five-kind'],
      [[1, 2, 3, 4, 5, 1], 'small-straight'],
      [[2, 3, 4, 5, 6, 1], 'large-straight'],
      [[1, 2, 3, 4, 5, 6], 'full-straight'],
      [[6, 6, 6, 5, 5, 1], 'full-house'],
      [[6, 6, 6, 5, 5, 5], 'villa'],
      [[6, 6, 6, 6, 5, 5], 'tower'],
      [[6, 6, 6, 6, 6, 6], 'chance'],
      [[2, 2, 2, 2, 2, 2], 'maxi-yatzy'],
    ]
    const play = (fullStraight: 21 | 30) =>
      best.reduce(
        (s, [dice, box]) => writeBox(gameRules('maxi-yatzy', { fullStraight }), s, dice, box),
        emptySheet('maxi-yatzy'),
      )
    expect(sheetTotals('maxi-yatzy', play(21))).toEqual({
      upper: 126,
      bonus: 100,
      lower: 423,
      yahtzeeBonus: 0,
      total: 649,
      par: 42,
    })
    expect(sheetTotals('maxi-yatzy', play(30)).total).toBe(658)
  })
})
