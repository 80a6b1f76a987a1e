/**
 * Forced order as a table option of every variant: the next box only, the joker there, Maxi's
 * saved rolls untouched, against hand-counted sheets and the independent reference on every roll.
 */
import { describe, expect, it } from 'vitest'
import {
  allRolls,
  gameRules,
  isHouseRules,
  legalBoxes,
  RuleError,
  sheetTotals,
  writableBoxes,
  writeBox,
  type BoxId,
  type Sheet,
  type VariantId,
} from '@/rules'
import { replayGame, type MoveRecord } from '@/db'
import { LAYOUTS, refLegalMoves, refScore, refTotals } from '../helpers/rules-reference'

const forced = (variant: VariantId) => gameRules(variant, { forcedOrder: true })

/** Plays one sheet through writeBox, each roll into the box the order gives it. */
function play(variant: VariantId, rolls: readonly (readonly number[])[]): Sheet {
  const rules = forced(variant)
  let sheet: Sheet = { scores: {} }
  for (const dice of rolls) {
    const [next] = writableBoxes(rules, sheet)
    sheet = writeBox(rules, sheet, dice, next!)
  }
  return sheet
}

describe('forced order in Yahtzee (house rule)', () => {
  // Counted by hand: Ones 3, Twos 8, Threes 9, Fours 12, Fives 15, Sixes 24 = 71 ≥ 63: bonus 35.
  // 3K 23, 4K 14, Full house 25, Small straight 30, Large straight 40, Yahtzee 50, and five sixes
  // in Chance as the last box: 30 and the +100 bonus. Lower 212; total 71 + 35 + 212 + 100 = 418.
  const ROLLS = [
    [1, 1, 1, 5, 6],
    [2, 2, 2, 2, 3],
    [3, 3, 3, 4, 4],
    [4, 4, 4, 1, 1],
    [5, 5, 5, 2, 2],
    [6, 6, 6, 6, 1],
    [4, 4, 4, 5, 6],
    [2, 2, 2, 2, 6],
    [3, 3, 5, 5, 5],
    [1, 2, 3, 4, 6],
    [1, 2, 3, 4, 5],
    [4, 4, 4, 4, 4],
    [6, 6, 6, 6, 6],
  ]

  it('a whole sheet, box by box in table order, totals 418 as counted by hand', () => {
    const sheet = play('yahtzee', ROLLS)
    expect(Object.keys(sheet.scores)).toEqual(LAYOUTS.yahtzee.boxes.map((box) => box.id))
    expect(sheet.yahtzeeBonuses).toBe(1)
    expect(sheetTotals(forced('yahtzee'), sheet)).toEqual({
      upper: 71,
      bonus: 35,
      lower: 212,
      yahtzeeBonus: 100,
      total: 418,
      par: 8,
    })
  })

  it('refuses every box but the next, naming it', () => {
    const rules = forced('yahtzee')
    const sheet = play('yahtzee', ROLLS.slice(0, 2))
    const write = () => writeBox(rules, sheet, [6, 6, 6, 6, 6], 'yahtzee')
    expect(write).toThrow(RuleError)
    expect(write).toThrow(/Threes/)
    expect(legalBoxes(rules, sheet, [6, 6, 6, 6, 6])).toEqual([{ box: 'threes', score: 0 }])
  })

  it('a joker goes in the next box only: a lower box pays its pattern, an upper box its count', () => {
    const rules = forced('yahtzee')
    // Sheets with a gap before the Yahtzee box (a typed correction): the order points at the gap.
    const fullHouseNext: Sheet = { scores: { yahtzee: 50 }, yahtzeeBonuses: 0 }
    for (const box of LAYOUTS.yahtzee.boxes.slice(0, 8)) fullHouseNext.scores[box.id] = 0
    expect(legalBoxes(rules, fullHouseNext, [3, 3, 3, 3, 3])).toEqual([
      { box: 'full-house', score: 25 },
    ])
    const after = writeBox(rules, fullHouseNext, [3, 3, 3, 3, 3], 'full-house')
    expect(after.yahtzeeBonuses).toBe(1)
    // The forced joker would take Sixes; the order gives Ones, where five sixes count 0.
    const onesNext: Sheet = { scores: { yahtzee: 50 }, yahtzeeBonuses: 0 }
    expect(legalBoxes(rules, onesNext, [6, 6, 6, 6, 6])).toEqual([{ box: 'ones', score: 0 }])
    expect(writeBox(rules, onesNext, [6, 6, 6, 6, 6], 'ones').yahtzeeBonuses).toBe(1)
    // Under the free joker the order still leaves one box, paid the same way.
    const free = gameRules('yahtzee', { forcedOrder: true, joker: 'free' })
    expect(legalBoxes(free, fullHouseNext, [3, 3, 3, 3, 3])).toEqual([
      { box: 'full-house', score: 25 },
    ])
  })

  it('is a house rule of Yahtzee and Yatzy, and Forced Yatzy’s own rule', () => {
    expect(isHouseRules(forced('yahtzee'))).toBe(true)
    expect(isHouseRules(forced('yatzy'))).toBe(true)
    expect(isHouseRules(forced('forced-yatzy'))).toBe(false)
    expect(isHouseRules(gameRules('forced-yatzy', { forcedOrder: false }))).toBe(true)
  })
})

describe('forced order in Maxi Yatzy (house rule)', () => {
  it('banks unused rolls as always: the order does not touch the saved rolls', () => {
    const rules = forced('maxi-yatzy')
    const first = writeBox(rules, { scores: {} }, [1, 1, 1, 2, 3, 4], 'ones', { rollsUsed: 1 })
    expect(first).toEqual({ scores: { ones: 3 }, savedRolls: 2 })
    const second = writeBox(rules, first, [2, 2, 2, 2, 2, 2], 'twos', { rollsUsed: 5 })
    expect(second).toEqual({ scores: { ones: 3, twos: 12 }, savedRolls: 0 })
    expect(() => writeBox(rules, second, [6, 6, 6, 6, 6, 6], 'maxi-yatzy')).toThrow(/Threes/)
  })

  it('a whole sheet of one roll: every box in order, totals as the reference counts them', () => {
    const dice = [6, 6, 5, 5, 4, 4]
    const sheet = play(
      'maxi-yatzy',
      LAYOUTS['maxi-yatzy'].boxes.map(() => dice),
    )
    expect(Object.keys(sheet.scores)).toEqual(LAYOUTS['maxi-yatzy'].boxes.map((box) => box.id))
    // By hand: Fours 8, Fives 10, Sixes 12 = 30 (no bonus); pair 12, two pairs 22, three pairs 30,
    // chance 30, nothing else: 30 + 94 = 124.
    expect(sheetTotals(forced('maxi-yatzy'), sheet).total).toBe(124)
    expect(refTotals('maxi-yatzy', sheet).total).toBe(124)
  })
})

describe('forced order, every roll on every prefix of every sheet', () => {
  for (const variant of ['yatzy', 'yahtzee', 'maxi-yatzy', 'forced-yatzy'] as const) {
    it(`${variant}: the one legal box and its score match the reference`, () => {
      const rules = forced(variant)
      const boxes = LAYOUTS[variant].boxes.map((box) => box.id)
      const rolls = allRolls(LAYOUTS[variant].dice)
      let checked = 0
      for (let filled = 0; filled < boxes.length; filled++) {
        // Each prefix twice for the all-alike box: holding its points, and scratched.
        for (const allAlike of [LAYOUTS[variant].allAlikeBox === 'yahtzee' ? 50 : 0, 0]) {
          const scores: Partial<Record<BoxId, number>> = {}
          for (const box of boxes.slice(0, filled)) scores[box] = 0
          if (LAYOUTS[variant].allAlikeBox in scores)
            scores[LAYOUTS[variant].allAlikeBox] = allAlike
          const sheet: Sheet = { scores }
          expect(writableBoxes(rules, sheet)).toEqual([boxes[filled]])
          for (const dice of rolls) {
            expect(legalBoxes(rules, sheet, dice)).toEqual(
              refLegalMoves(variant, sheet, dice, 21, true),
            )
            checked++
          }
        }
      }
      expect(checked).toBe(boxes.length * 2 * rolls.length)
    })
  }
})

describe('a Forced Yatzy game stored before forced order was a table option', () => {
  it('replays to the same sheets and totals, counted by hand, and is no house-rules game', () => {
    // Anna: Ones 2, Twos 6, Threes 6, Fours 12, Fives 10, Sixes 18 = 54 ≥ 42: bonus 50; pair 12,
    // two pairs 22, three of a kind 12, four 12, straights 15 + 20, full house 19, chance 20,
    // Yatzy 0 = 132; total 236. Bo rolls five sixes every turn: Sixes 30, pair 12, three 18,
    // four 24, chance 30, Yatzy 50 = 164.
    const anna = [
      [1, 1, 2, 3, 4],
      [2, 2, 2, 5, 6],
      [3, 3, 1, 1, 6],
      [4, 4, 4, 1, 2],
      [5, 5, 1, 2, 3],
      [6, 6, 6, 1, 2],
      [6, 6, 5, 5, 1],
      [6, 6, 5, 5, 1],
      [4, 4, 4, 2, 1],
      [3, 3, 3, 3, 6],
      [1, 2, 3, 4, 5],
      [2, 3, 4, 5, 6],
      [2, 2, 5, 5, 5],
      [6, 5, 4, 3, 2],
      [1, 1, 1, 1, 2],
    ]
    const order = LAYOUTS['forced-yatzy'].boxes.map((box) => box.id)
    // Each move's score is checked on replay: the reference gives it.
    const move = (player: number, dice: number[], round: number): MoveRecord => {
      const box = order[round]!
      return { player, dice, box, score: refScore('forced-yatzy', box, dice), at: round }
    }
    const moves = anna.flatMap((dice, round) => [
      move(0, dice, round),
      move(1, [6, 6, 6, 6, 6], round),
    ])
    const state = replayGame({
      variant: 'forced-yatzy',
      options: { yatzyTieBreak: false },
      players: [
        { id: 'a', name: 'Anna' },
        { id: 'b', name: 'Bo' },
      ],
      moves,
    })
    expect(state.finished).toBe(true)
    expect(state.totals.map((totals) => totals.total)).toEqual([236, 164])
    expect(state.totals[0]).toMatchObject({ upper: 54, bonus: 50, lower: 132 })
    expect(isHouseRules(state.rules)).toBe(false)
  })
})
