/**
 * Row order as a table option: where the sheet prints Full house and Chance, as printed pads do
 * (docs/research/2026-12-05-row-order.md). It moves rows on the sheet and nothing else: the
 * scores, the totals and forced order's next box stay the rule book's.
 */
import { describe, expect, it } from 'vitest'
import {
  checkTableOptions,
  gameRules,
  RuleError,
  sheetTotals,
  VARIANTS,
  writableBoxes,
  writeBox,
  type BoxId,
  type Sheet,
  type TableOptions,
  type VariantId,
} from '@/rules'
import { gameKind } from '@/db'
import { withHouseRules } from '@/game/house-rules'
import { HAND_COUNTED_YATZY } from '../helpers/yatzy-sheet'

const rows = (variant: VariantId, options: TableOptions) =>
  gameRules(variant, options).rows.map((box) => box.id)
const UPPER: BoxId[] = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes']

describe('the sheet in a table’s row order', () => {
  it('prints each variant as its rule book does when the table says nothing', () => {
    expect(rows('yatzy', {}).slice(6)).toEqual([
      'pair', 'two-pairs', 'three-kind', 'four-kind', 'small-straight', 'large-straight',
      'full-house', 'chance', 'yatzy',
    ]) // prettier-ignore
    expect(rows('yahtzee', {}).slice(6)).toEqual([
      'three-kind', 'four-kind', 'full-house', 'small-straight', 'large-straight', 'yahtzee',
      'chance',
    ]) // prettier-ignore
  })

  it('puts Chance last on a Yatzy pad that prints it so (spelregler.nu)', () => {
    expect(rows('yatzy', { chanceRow: 'last' })).toEqual([
      ...UPPER, 'pair', 'two-pairs', 'three-kind', 'four-kind', 'small-straight',
      'large-straight', 'full-house', 'yatzy', 'chance',
    ]) // prettier-ignore
  })

  it('puts Full house after the kinds on a Yatzy pad, Kniffel style', () => {
    expect(rows('yatzy', { fullHouseRow: 'after-kinds', chanceRow: 'last' }).slice(6)).toEqual([
      'pair', 'two-pairs', 'three-kind', 'four-kind', 'full-house', 'small-straight',
      'large-straight', 'yatzy', 'chance',
    ]) // prettier-ignore
  })

  it('prints a Yahtzee sheet in the Nordic order', () => {
    expect(
      rows('yahtzee', { fullHouseRow: 'after-straights', chanceRow: 'before-all-alike' }).slice(6),
    ).toEqual([
      'three-kind', 'four-kind', 'small-straight', 'large-straight', 'full-house', 'chance',
      'yahtzee',
    ]) // prettier-ignore
  })

  it('puts Maxi Yatzy’s Full house after five of a kind, before the straights', () => {
    expect(rows('maxi-yatzy', { fullHouseRow: 'after-kinds' }).slice(6)).toEqual([
      'pair', 'two-pairs', 'three-pairs', 'three-kind', 'four-kind', 'five-kind', 'full-house',
      'small-straight', 'large-straight', 'full-straight', 'villa', 'tower', 'chance',
      'maxi-yatzy',
    ]) // prettier-ignore
  })

  it('moves only the two rows, keeping every box once and the upper section first', () => {
    for (const variant of VARIANTS) {
      for (const fullHouseRow of ['after-kinds', 'after-straights'] as const) {
        for (const chanceRow of ['before-all-alike', 'last'] as const) {
          const shown = rows(variant.id, { fullHouseRow, chanceRow })
          expect([...shown].sort()).toEqual(variant.boxes.map((box) => box.id).sort())
          expect(shown.slice(0, 6)).toEqual(UPPER)
          const others = (ids: BoxId[]) =>
            ids.filter((id) => id !== 'full-house' && id !== 'chance')
          expect(others(shown)).toEqual(others(variant.boxes.map((box) => box.id)))
        }
      }
    }
  })

  it('refuses a place no pad prints, naming the option', () => {
    const refused = (() => {
      try {
        checkTableOptions('yatzy', { chanceRow: 'first' })
      } catch (error) {
        return error
      }
    })()
    expect(refused).toBeInstanceOf(RuleError)
    expect((refused as RuleError).params).toMatchObject({ option: 'chanceRow' })
  })
})

describe('row order changes no score', () => {
  const ROLLS = HAND_COUNTED_YATZY

  it('totals a hand-counted Yatzy sheet the same with Chance last and Full house moved', () => {
    for (const options of [{}, { chanceRow: 'last', fullHouseRow: 'after-kinds' }] as const) {
      const rules = gameRules('yatzy', options)
      let sheet: Sheet = { scores: {} }
      for (const [box, dice] of ROLLS) sheet = writeBox(rules, sheet, dice, box)
      expect(sheetTotals(rules, sheet)).toMatchObject({
        upper: 63,
        bonus: 50,
        lower: 201,
        total: 314,
      })
    }
  })

  it('keeps forced order on the rule book’s order: Chance before Yatzy though printed last', () => {
    const rules = gameRules('yatzy', { forcedOrder: true, chanceRow: 'last' })
    let sheet: Sheet = { scores: {} }
    for (const [box, dice] of ROLLS.slice(0, 13)) {
      expect(writableBoxes(rules, sheet)).toEqual([box])
      sheet = writeBox(rules, sheet, dice, box)
    }
    expect(writableBoxes(rules, sheet)).toEqual(['chance'])
  })

  it('is no house rule: statistics count the game with the rule book’s', () => {
    expect(gameKind('yatzy', { chanceRow: 'last' })).toBe('yatzy')
    expect(gameRules('yahtzee', { fullHouseRow: 'after-straights' }).isHouseRules).toBe(false)
  })

  it('is stored with a game only where it moves a row', () => {
    expect(
      withHouseRules('yahtzee', {}, { chanceRow: 'last', fullHouseRow: 'after-kinds' }),
    ).toEqual({})
    expect(
      withHouseRules('yatzy', {}, { chanceRow: 'last', fullHouseRow: 'after-straights' }),
    ).toEqual({ chanceRow: 'last' })
  })
})
