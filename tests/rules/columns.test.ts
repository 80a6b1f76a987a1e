/**
 * Columns with multipliers (Triple Yatzy, Triple Yahtzee, a table's own): hand-counted sheets from
 * docs/RULES.md and the rule pages, and every sorted roll against the independent reference.
 */
import { describe, expect, it } from 'vitest'
import {
  checkTableOptions,
  columnOutlooks,
  emptySheet,
  gameRules,
  isSheetFull,
  legalBoxes,
  RuleError,
  sheetTotals,
  turnsPerPlayer,
  writableBoxes,
  writeBox,
  writeScore,
  type BoxId,
  type Sheet,
} from '@/rules'
import { sortedRolls } from '../helpers/best-turn'
import { LAYOUTS, refScore } from '../helpers/rules-reference'

const TRIPLE_YATZY = gameRules('yatzy', { columns: [1, 2, 3] })
const TRIPLE_YAHTZEE = gameRules('yahtzee', { columns: [1, 2, 3] })

/** Writes typed scores into the columns: [column, box, score] each. */
function typed(rules: typeof TRIPLE_YATZY, writes: [number, BoxId, number][]): Sheet {
  return writes.reduce(
    (sheet, [column, box, score]) => writeScore(rules, sheet, box, score, { column }),
    emptySheet(rules),
  )
}

const UPPER: BoxId[] = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes']

describe('columns with multipliers', () => {
  it('counts a hand-counted Triple Yatzy sheet: Σ column total × multiplier', () => {
    // Left (×1): three of each face = 63, bonus 50 → 113. Middle (×2): sixes 24 + Yatzy 50 = 74
    // → 148. Right (×3): full house 2-2-5-5-5 = 19 → 57. Player: 113 + 148 + 57 = 318.
    let sheet = typed(TRIPLE_YATZY, [
      ...UPPER.map((box, i): [number, BoxId, number] => [0, box, 3 * (i + 1)]),
      [1, 'sixes', 24],
      [1, 'yatzy', 50],
    ])
    sheet = writeBox(TRIPLE_YATZY, sheet, [2, 2, 5, 5, 5], 'full-house', { column: 2 })
    const totals = sheetTotals(TRIPLE_YATZY, sheet)
    expect(totals.columns!.map((c) => [c.upper, c.bonus, c.lower, c.total, c.multiplier])).toEqual([
      [63, 50, 0, 113, 1],
      [24, 0, 50, 74, 2],
      [0, 0, 19, 19, 3],
    ])
    expect(totals.total).toBe(318)
    expect(totals.upper + totals.bonus + totals.lower + totals.yahtzeeBonus).toBe(318)
    expect(columnOutlooks(TRIPLE_YATZY, sheet).map((o) => o.status)).toEqual([
      'reached',
      'possible',
      'possible',
    ])
  })

  it('plays 15 × 3 turns and is full only when every column is', () => {
    expect(turnsPerPlayer(TRIPLE_YATZY)).toBe(45)
    expect(turnsPerPlayer(gameRules('yahtzee', { columns: [1, 1, 2, 2, 3, 3] }))).toBe(78)
    let sheet = emptySheet(TRIPLE_YATZY)
    for (const column of [0, 1]) {
      for (const box of LAYOUTS.yatzy.boxes.map((row) => row.id)) {
        sheet = writeScore(TRIPLE_YATZY, sheet, box, 0, { column })
      }
    }
    expect(isSheetFull(TRIPLE_YATZY, sheet)).toBe(false)
    expect(writableBoxes(TRIPLE_YATZY, sheet)).toEqual(LAYOUTS.yatzy.boxes.map((row) => row.id))
    for (const box of LAYOUTS.yatzy.boxes.map((row) => row.id)) {
      sheet = writeScore(TRIPLE_YATZY, sheet, box, 0, { column: 2 })
    }
    expect(isSheetFull(TRIPLE_YATZY, sheet)).toBe(true)
    expect(writableBoxes(TRIPLE_YATZY, sheet)).toEqual([])
  })

  it('refuses a write without its column, in a column out of range, or in a closed box', () => {
    const sheet = writeBox(TRIPLE_YATZY, emptySheet(TRIPLE_YATZY), [6, 6, 6, 1, 2], 'sixes', {
      column: 1,
    })
    const code = (write: () => unknown) => {
      try {
        write()
      } catch (error) {
        return error instanceof RuleError ? error.code : 'other'
      }
      return 'none'
    }
    expect(code(() => writeBox(TRIPLE_YATZY, sheet, [6, 6, 6, 1, 2], 'sixes'))).toBe('no-column')
    expect(code(() => writeBox(TRIPLE_YATZY, sheet, [6, 6, 6, 1, 2], 'sixes', { column: 3 }))).toBe(
      'no-column',
    )
    expect(code(() => writeBox(TRIPLE_YATZY, sheet, [6, 6, 6, 1, 2], 'sixes', { column: 1 }))).toBe(
      'box-closed',
    )
    expect(code(() => writeBox(TRIPLE_YATZY, sheet, [6, 6, 6, 1, 2], 'sixes', { column: 0 }))).toBe(
      'none',
    )
  })

  it('checks the option: 1 to 6 columns of whole multipliers 1 to 10, five-dice free-order games', () => {
    const refused = (
      variant: 'yatzy' | 'yahtzee' | 'maxi-yatzy' | 'forced-yatzy',
      columns: unknown,
      more: object = {},
    ) => {
      try {
        checkTableOptions(variant, { columns, ...more })
        return null
      } catch (error) {
        return (error as RuleError).code
      }
    }
    expect(refused('yatzy', [1, 2, 3])).toBeNull()
    expect(refused('yatzy', [10, 10, 10, 10, 10, 10])).toBeNull()
    expect(refused('yatzy', [])).toBe('invalid-option')
    expect(refused('yatzy', [1, 2, 3, 4, 5, 6, 7])).toBe('invalid-option')
    expect(refused('yatzy', [0, 1])).toBe('invalid-option')
    expect(refused('yatzy', [1.5])).toBe('invalid-option')
    expect(refused('yatzy', [11])).toBe('invalid-option')
    expect(refused('yatzy', 3)).toBe('invalid-option')
    expect(refused('maxi-yatzy', [1, 2, 3])).toBe('option-not-for-variant')
    expect(refused('forced-yatzy', [1, 2, 3])).toBe('option-not-for-variant')
    expect(refused('yahtzee', [1, 2, 3], { forcedOrder: true })).toBe('option-not-for-variant')
    expect(refused('yatzy', [1, 2, 3], { forcedOrder: true })).toBe('option-not-for-variant')
    expect(refused('forced-yatzy', [1, 2, 3], { forcedOrder: false })).toBeNull()
  })

  it('offers every open box of every column with the column’s own score, for every roll', () => {
    // Column 0 holds every upper box, column 1 every lower box, column 2 nothing.
    const rows = LAYOUTS.yatzy.boxes.map((row) => row.id)
    const sheet = typed(
      TRIPLE_YATZY,
      rows.map((box, i): [number, BoxId, number] => [i < 6 ? 0 : 1, box, 0]),
    )
    for (const dice of sortedRolls(5)) {
      const expected = [
        ...rows.slice(6).map((box) => ({ box, column: 0, score: refScore('yatzy', box, dice) })),
        ...rows.slice(0, 6).map((box) => ({ box, column: 1, score: refScore('yatzy', box, dice) })),
        ...rows.map((box) => ({ box, column: 2, score: refScore('yatzy', box, dice) })),
      ]
      const sortKey = (e: { box: string; column?: number }) => `${e.column}:${e.box}`
      const got = legalBoxes(TRIPLE_YATZY, sheet, dice)
      expect([...got].sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual(
        expected.sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
      )
      // Writing any of them raises the total by the score × the column's multiplier (no bonus
      // can be reached from these sheets: every upper box of column 0 and 1 is written).
      for (const offer of got.filter((o) => o.column === 2 && o.box.startsWith('s'))) {
        const before = sheetTotals(TRIPLE_YATZY, sheet).total
        const after = writeBox(TRIPLE_YATZY, sheet, dice, offer.box, { column: 2 })
        expect(sheetTotals(TRIPLE_YATZY, after).total - before).toBe(3 * offer.score)
      }
    }
  })
})

describe('Triple Yahtzee: joker and Yahtzee bonus (yahtzee-rules.com)', () => {
  it('scores the rule page’s example: 6-6-6-6-6 as a joker in the right large straight = 420', () => {
    // Every Yahtzee box holds 50, every sixes box is written: 40 for the straight + 100 bonus,
    // × 3 in the right column.
    const sheet = typed(TRIPLE_YAHTZEE, [
      [0, 'yahtzee', 50],
      [1, 'yahtzee', 50],
      [2, 'yahtzee', 50],
      [0, 'sixes', 24],
      [1, 'sixes', 18],
      [2, 'sixes', 30],
    ])
    const before = sheetTotals(TRIPLE_YAHTZEE, sheet).total
    const offers = legalBoxes(TRIPLE_YAHTZEE, sheet, [6, 6, 6, 6, 6])
    // Forced joker: only the open lower boxes, 7 of them in each column.
    expect(offers.every((o) => !UPPER.includes(o.box))).toBe(true)
    expect(offers).toHaveLength(18)
    expect(offers.find((o) => o.box === 'large-straight' && o.column === 2)?.score).toBe(40)
    const after = writeBox(TRIPLE_YAHTZEE, sheet, [6, 6, 6, 6, 6], 'large-straight', { column: 2 })
    expect(sheetTotals(TRIPLE_YAHTZEE, after).total - before).toBe(420)
    expect(after.columns![2]!.yahtzeeBonuses).toBe(1)
  })

  it('is no joker and earns no bonus before every Yahtzee box and matching upper box is written', () => {
    const sheet = typed(TRIPLE_YAHTZEE, [[0, 'yahtzee', 50]])
    const offers = legalBoxes(TRIPLE_YAHTZEE, sheet, [3, 3, 3, 3, 3])
    // Every open box of every column, at its plain score: the full house pays 0 as no joker.
    expect(offers).toHaveLength(12 + 13 + 13)
    expect(offers.find((o) => o.box === 'full-house' && o.column === 0)?.score).toBe(0)
    expect(offers.find((o) => o.box === 'yahtzee' && o.column === 2)?.score).toBe(50)
    const after = writeBox(TRIPLE_YAHTZEE, sheet, [3, 3, 3, 3, 3], 'chance', { column: 0 })
    expect(sheetTotals(TRIPLE_YAHTZEE, after).total).toBe(50 + 15)
  })

  it('pays no bonus when a Yahtzee box holds 0, nor for a write of 0', () => {
    const zero = typed(TRIPLE_YAHTZEE, [
      [0, 'yahtzee', 0],
      [1, 'yahtzee', 50],
      [2, 'yahtzee', 50],
    ])
    const a = writeBox(TRIPLE_YAHTZEE, zero, [2, 2, 2, 2, 2], 'twos', { column: 1 })
    expect(sheetTotals(TRIPLE_YAHTZEE, a).total - sheetTotals(TRIPLE_YAHTZEE, zero).total).toBe(20)
    const fifty = typed(TRIPLE_YAHTZEE, [
      [0, 'yahtzee', 50],
      [1, 'yahtzee', 50],
      [2, 'yahtzee', 50],
    ])
    const b = writeBox(TRIPLE_YAHTZEE, fifty, [2, 2, 2, 2, 2], 'sixes', { column: 1 })
    expect(sheetTotals(TRIPLE_YAHTZEE, b).total - sheetTotals(TRIPLE_YAHTZEE, fifty).total).toBe(0)
    const c = writeBox(TRIPLE_YAHTZEE, fifty, [2, 2, 2, 2, 2], 'twos', { column: 1 })
    // 10 in twos + 100 bonus, × 2.
    expect(sheetTotals(TRIPLE_YAHTZEE, c).total - sheetTotals(TRIPLE_YAHTZEE, fifty).total).toBe(220)
  })
})
