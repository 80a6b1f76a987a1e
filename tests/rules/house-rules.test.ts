/**
 * House rules (table options): every sorted roll × box under several option sets against the
 * independent reference, and hand-counted cases per option.
 */
import { describe, expect, it } from 'vitest'
import {
  boxMax,
  boxPar,
  boxValues,
  bonusOutlook,
  checkTableOptions,
  emptySheet,
  isSheetFull,
  legalBoxes,
  rankPlayers,
  RuleError,
  scoreBox,
  sheetTotals,
  tableRules,
  writableBoxes,
  writeBox,
  writeScore,
  type BoxId,
  type Sheet,
  type TableOptions,
  type VariantId,
  gameRules,
} from '@/rules'
import { sortedRolls } from '../helpers/best-turn'
import { refHouseScore } from '../helpers/house-rules-reference'
import { LAYOUTS } from '../helpers/rules-reference'

const OPTION_SETS: Record<string, TableOptions> = {
  'fixed pays': { fullHouse: 25, smallStraight: 30, largeStraight: 40, allAlike: 100 },
  'all dice': { ofAKind: 'all-dice', fullHouse: 'sum', twoPairsSameFace: true },
  'matching, small pays': { ofAKind: 'matching', fullHouse: 7, smallStraight: 1, largeStraight: 2 },
}

const SETS_FOR: Record<VariantId, string[]> = {
  yatzy: Object.keys(OPTION_SETS),
  'forced-yatzy': Object.keys(OPTION_SETS),
  'maxi-yatzy': Object.keys(OPTION_SETS),
  // Yahtzee has no two-pairs box: that option is refused there (below).
  yahtzee: ['fixed pays', 'matching, small pays'],
}

describe.each(Object.keys(SETS_FOR) as VariantId[])('%s under house rules', (variant) => {
  const layout = LAYOUTS[variant]
  const rolls = sortedRolls(layout.dice)

  it(`sweeps ${layout.dice === 5 ? 252 : 462} sorted rolls`, () => {
    expect(rolls).toHaveLength(layout.dice === 5 ? 252 : 462)
  })

  it.each(SETS_FOR[variant]!)('scores every roll in every box as the reference: %s', (name) => {
    const options = OPTION_SETS[name]!
    const wrong: string[] = []
    for (const dice of rolls) {
      for (const { id } of layout.boxes) {
        const engine = scoreBox(gameRules(variant, options), id, dice)
        const ref = refHouseScore(variant, id, dice, options)
        if (engine !== ref && wrong.length < 10)
          wrong.push(`${dice.join('')} ${id}: ${engine} ≠ ${ref}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it.each(SETS_FOR[variant]!)(
    'a box holds only values some roll pays, up to its max: %s',
    (name) => {
      const options = OPTION_SETS[name]!
      for (const { id } of layout.boxes) {
        const paid = new Set([0, ...rolls.map((dice) => refHouseScore(variant, id, dice, options))])
        const values = boxValues(gameRules(variant, options), id)
        // Yahtzee's joker adds values no plain roll pays; every plain value must be there.
        for (const value of paid) expect(values.has(value)).toBe(true)
        if (variant !== 'yahtzee') expect([...values].sort()).toEqual([...paid].sort())
        expect(boxMax(gameRules(variant, options), id)).toBe(Math.max(...values))
      }
    },
  )
})

describe('hand-counted house rules', () => {
  const score = (variant: VariantId, box: BoxId, dice: number[], options: TableOptions) =>
    scoreBox(gameRules(variant, options), box, dice)

  it('fullHouse: a fixed score or the dice', () => {
    expect(score('yatzy', 'full-house', [2, 2, 5, 5, 5], { fullHouse: 25 })).toBe(25)
    expect(score('yatzy', 'full-house', [2, 2, 5, 5, 5], {})).toBe(19)
    expect(score('yatzy', 'full-house', [6, 6, 6, 6, 6], { fullHouse: 25 })).toBe(0)
    expect(score('yahtzee', 'full-house', [2, 2, 5, 5, 5], { fullHouse: 'sum' })).toBe(19)
    // Maxi: the best triple and pair of the six dice, 6-6-6 + 4-4.
    expect(score('maxi-yatzy', 'full-house', [4, 4, 6, 6, 6, 1], { fullHouse: 30 })).toBe(30)
  })

  it('straights: the pay changes, the pattern does not', () => {
    expect(score('yatzy', 'small-straight', [1, 2, 3, 4, 5], { smallStraight: 30 })).toBe(30)
    expect(score('yatzy', 'small-straight', [2, 3, 4, 5, 6], { smallStraight: 30 })).toBe(0)
    expect(score('yatzy', 'large-straight', [2, 3, 4, 5, 6], { largeStraight: 40 })).toBe(40)
    expect(score('yahtzee', 'small-straight', [3, 4, 5, 6, 6], { smallStraight: 25 })).toBe(25)
  })

  it('ofAKind: matching dice or all dice', () => {
    expect(score('yatzy', 'three-kind', [5, 5, 5, 2, 6], { ofAKind: 'all-dice' })).toBe(23)
    expect(score('yatzy', 'four-kind', [5, 5, 5, 5, 6], { ofAKind: 'all-dice' })).toBe(26)
    expect(score('yahtzee', 'three-kind', [5, 5, 5, 2, 6], { ofAKind: 'matching' })).toBe(15)
    expect(score('maxi-yatzy', 'five-kind', [3, 3, 3, 3, 3, 6], { ofAKind: 'all-dice' })).toBe(21)
  })

  it('allAlike: what the all-alike box pays', () => {
    expect(score('yatzy', 'yatzy', [3, 3, 3, 3, 3], { allAlike: 100 })).toBe(100)
    expect(score('maxi-yatzy', 'maxi-yatzy', [2, 2, 2, 2, 2, 2], {})).toBe(100)
    expect(score('yahtzee', 'yahtzee', [2, 2, 2, 2, 1], { allAlike: 100 })).toBe(0)
  })

  it('twoPairsSameFace: four alike are two pairs', () => {
    expect(score('yatzy', 'two-pairs', [4, 4, 4, 4, 2], { twoPairsSameFace: true })).toBe(16)
    expect(score('yatzy', 'two-pairs', [4, 4, 4, 4, 2], {})).toBe(0)
    expect(score('yatzy', 'two-pairs', [6, 6, 6, 6, 6], { twoPairsSameFace: true })).toBe(24)
    expect(boxMax(gameRules('yatzy', { twoPairsSameFace: true }), 'two-pairs')).toBe(24)
  })

  it('extraAllAlike: each further Yatzy pays once the box holds its points', () => {
    const options = { extraAllAlike: 50 }
    let sheet = emptySheet(gameRules('yatzy', options))
    expect(sheet.yahtzeeBonuses).toBe(0)
    sheet = writeBox(gameRules('yatzy', options), sheet, [2, 2, 2, 2, 2], 'yatzy')
    sheet = writeBox(gameRules('yatzy', options), sheet, [4, 4, 4, 4, 4], 'fours')
    // 50 in Yatzy + 20 in Fours + one extra of 50.
    expect(sheetTotals(gameRules('yatzy', options), sheet).total).toBe(120)
    // A scratched Yatzy box earns nothing later.
    let scratched = writeScore(
      gameRules('yatzy', options),
      emptySheet(gameRules('yatzy', options)),
      'yatzy',
      0,
    )
    scratched = writeBox(gameRules('yatzy', options), scratched, [4, 4, 4, 4, 4], 'fours')
    expect(sheetTotals(gameRules('yatzy', options), scratched).total).toBe(20)
    // Yahtzee's 100 by default; 0 makes the second Yahtzee earn nothing.
    const yahtzee: Sheet = { scores: { yahtzee: 50 }, yahtzeeBonuses: 0 }
    const after = writeBox(
      gameRules('yahtzee', { extraAllAlike: 0 }),
      yahtzee,
      [6, 6, 6, 6, 6],
      'sixes',
    )
    expect(sheetTotals(gameRules('yahtzee', { extraAllAlike: 0 }), after).total).toBe(80)
  })

  it('allAlike and extras: the extra needs the box to hold the table’s all-alike score', () => {
    const options = { allAlike: 40, extraAllAlike: 100 }
    const sheet = writeBox(
      gameRules('yahtzee', options),
      { scores: { yahtzee: 40 }, yahtzeeBonuses: 0 },
      [1, 1, 1, 1, 1],
      'ones',
    )
    expect(sheetTotals(gameRules('yahtzee', options), sheet).yahtzeeBonus).toBe(100)
  })

  describe('joker', () => {
    const sheet: Sheet = { scores: { yahtzee: 50 }, yahtzeeBonuses: 0 }
    const fours = [4, 4, 4, 4, 4]
    const boxesOf = (options: TableOptions, on: Sheet = sheet) =>
      Object.fromEntries(
        legalBoxes(gameRules('yahtzee', options), on, fours).map((b) => [b.box, b.score]),
      )

    it('forced: the matching upper box only', () => {
      expect(boxesOf({ joker: 'forced' })).toEqual({ fours: 20 })
    })

    it('free: any open box, lower boxes as a joker', () => {
      const free = boxesOf({ joker: 'free' })
      expect(free).toMatchObject({ ones: 0, fours: 20, 'full-house': 25, 'small-straight': 30 })
      expect(free['large-straight']).toBe(40)
      expect(free['three-kind']).toBe(20)
      expect(Object.keys(free)).toHaveLength(12)
    })

    it('free: the joker pays the table’s values', () => {
      const free = boxesOf({ joker: 'free', fullHouse: 'sum', smallStraight: 20 })
      expect(free['full-house']).toBe(20)
      expect(free['small-straight']).toBe(20)
    })

    it('none: five alike score as they are, anywhere', () => {
      const none = boxesOf({ joker: 'none' })
      expect(none).toMatchObject({ fours: 20, 'full-house': 0, 'small-straight': 0, chance: 20 })
      expect(Object.keys(none)).toHaveLength(12)
      // The extra still comes with the box holding 50.
      const after = writeBox(gameRules('yahtzee', { joker: 'none' }), sheet, fours, 'chance')
      expect(sheetTotals(gameRules('yahtzee', { joker: 'none' }), after).yahtzeeBonus).toBe(100)
    })

    it('a typed joker score is allowed only where some joker pays it', () => {
      expect(boxValues(gameRules('yahtzee', { joker: 'none' }), 'full-house').has(25)).toBe(true)
      expect(
        boxValues(gameRules('yahtzee', { joker: 'free', fullHouse: 'sum' }), 'full-house').has(30),
      ).toBe(true)
      expect(
        boxValues(gameRules('yahtzee', { joker: 'none', fullHouse: 'sum' }), 'full-house').has(30),
      ).toBe(false)
    })
  })

  describe('upper bonus and par', () => {
    const options = { upperBonus: { threshold: 70, value: 35 } }
    const sheetWith = (upper: Partial<Record<BoxId, number>>): Sheet => ({ scores: upper })

    it('pays the table’s bonus at the table’s threshold', () => {
      const at69 = sheetWith({ ones: 4, twos: 8, threes: 12, fours: 12, fives: 15, sixes: 18 })
      const at70 = sheetWith({ ones: 5, twos: 8, threes: 12, fours: 12, fives: 15, sixes: 18 })
      expect(sheetTotals(gameRules('yatzy', options), at69).bonus).toBe(0)
      expect(sheetTotals(gameRules('yatzy', options), at70)).toMatchObject({
        upper: 70,
        bonus: 35,
        total: 105,
      })
      expect(sheetTotals('yatzy', at70).bonus).toBe(50)
    })

    it('par is threshold × face ÷ 21, a fraction off multiples of 21', () => {
      expect(boxPar(gameRules('yatzy', options), 'sixes')).toBe(20)
      expect(boxPar(gameRules('yatzy', options), 'fours')).toBeCloseTo(13.333, 3)
      expect(
        boxPar(gameRules('yatzy', { upperBonus: { threshold: 84, value: 50 } }), 'fours'),
      ).toBe(16)
      expect(boxPar(gameRules('yatzy', options), 'pair')).toBeUndefined()
      // Three of each face is 63: 7 below a threshold of 70.
      const threeEach = sheetWith({ ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 })
      expect(sheetTotals(gameRules('yatzy', options), threeEach).par).toBeCloseTo(-7, 9)
      // Fours alone: 16 − 13⅓.
      expect(sheetTotals(gameRules('yatzy', options), sheetWith({ fours: 16 })).par).toBeCloseTo(
        8 / 3,
        9,
      )
    })

    it('bonusOutlook follows the threshold', () => {
      const sheet = sheetWith({ ones: 5, twos: 10, threes: 15, fours: 20 })
      expect(
        bonusOutlook(gameRules('yatzy', { upperBonus: { threshold: 105, value: 50 } }), sheet),
      ).toEqual({
        status: 'possible',
        needed: 55,
      })
      expect(bonusOutlook(gameRules('yatzy', options), sheet)).toEqual({
        status: 'possible',
        needed: 20,
      })
      expect(
        bonusOutlook(
          gameRules('yatzy', { upperBonus: { threshold: 101, value: 1 } }),
          sheetWith({ ones: 0 }),
        ),
      ).toEqual({
        status: 'out-of-reach',
        needed: 101,
      })
    })

    it('ranks players by the table’s totals', () => {
      const a = sheetWith({ ones: 5, twos: 8, threes: 12, fours: 12, fives: 15, sixes: 18 })
      const b = sheetWith({
        ones: 4,
        twos: 8,
        threes: 12,
        fours: 16,
        fives: 15,
        sixes: 18,
        pair: 12,
      })
      // Standard: a 120 (bonus at 63), b 135. At 71 for 100 only b (upper 73) has the bonus.
      expect(rankPlayers('yatzy', [a, b]).map((s) => s.total)).toEqual([135, 120])
      const high = { upperBonus: { threshold: 71, value: 100 } }
      expect(rankPlayers(gameRules('yatzy', high), [a, b])).toEqual([
        { player: 1, total: 185, place: 1 },
        { player: 0, total: 70, place: 2 },
      ])
    })
  })
})

describe('table options are checked', () => {
  const refused = (variant: VariantId, options: unknown) => {
    try {
      checkTableOptions(variant, options)
    } catch (error) {
      expect(error).toBeInstanceOf(RuleError)
      return { code: (error as RuleError).code, option: (error as RuleError).params.option }
    }
    return undefined
  }

  it.each([
    [{ fullHouse: 0 }, 'invalid-option', 'fullHouse'],
    [{ fullHouse: 'dice' }, 'invalid-option', 'fullHouse'],
    [{ smallStraight: 2.5 }, 'invalid-option', 'smallStraight'],
    [{ largeStraight: 1000 }, 'invalid-option', 'largeStraight'],
    [{ ofAKind: 'some' }, 'invalid-option', 'ofAKind'],
    [{ allAlike: -50 }, 'invalid-option', 'allAlike'],
    [{ extraAllAlike: '100' }, 'invalid-option', 'extraAllAlike'],
    [{ upperBonus: { threshold: 106, value: 50 } }, 'invalid-option', 'upperBonus'],
    [{ upperBonus: { threshold: 63 } }, 'invalid-option', 'upperBonus'],
    [{ upperBonus: { threshold: 63, value: 50, extra: 1 } }, 'invalid-option', 'upperBonus'],
    [{ joker: 'forced' }, 'invalid-option', 'joker'],
    [{ fullStraight: 25 }, 'invalid-option', 'fullStraight'],
    [{ bonus: 35 }, 'unknown-option', 'bonus'],
  ])('Yatzy refuses %j', (options, code, option) => {
    expect(refused('yatzy', options)).toEqual({ code, option })
  })

  it('refuses an option the variant does not play', () => {
    expect(refused('yahtzee', { twoPairsSameFace: true })).toEqual({
      code: 'option-not-for-variant',
      option: 'twoPairsSameFace',
    })
    expect(refused('maxi-yatzy', { extraAllAlike: 100 })).toEqual({
      code: 'option-not-for-variant',
      option: 'extraAllAlike',
    })
  })

  it('accepts every option at its bounds', () => {
    expect(refused('maxi-yatzy', { upperBonus: { threshold: 126, value: 0 } })).toBeUndefined()
    expect(refused('yahtzee', { joker: 'free', fullHouse: 999, extraAllAlike: 0 })).toBeUndefined()
    expect(
      refused('yatzy', { joker: 'none', allAlike: 1, twoPairsSameFace: false }),
    ).toBeUndefined()
  })

  it('every public function refuses them and changes nothing', () => {
    const bad = { fullHouse: -1 } as TableOptions
    const sheet: Sheet = Object.freeze({ scores: Object.freeze({ ones: 3 }) }) as Sheet
    const calls = [
      () => scoreBox(gameRules('yatzy', bad), 'chance', [1, 2, 3, 4, 5]),
      () => legalBoxes(gameRules('yatzy', bad), sheet, [1, 2, 3, 4, 5]),
      () => writeBox(gameRules('yatzy', bad), sheet, [1, 2, 3, 4, 5], 'chance'),
      () => writeScore(gameRules('yatzy', bad), sheet, 'chance', 15),
      () => boxValues(gameRules('yatzy', bad), 'chance'),
      () => sheetTotals(gameRules('yatzy', bad), sheet),
      () => bonusOutlook(gameRules('yatzy', bad), sheet),
      () => boxMax(gameRules('yatzy', bad), 'chance'),
      () => boxPar(gameRules('yatzy', bad), 'ones'),
      () => rankPlayers(gameRules('yatzy', bad), [sheet]),
      () => writableBoxes(gameRules('yatzy', bad), sheet),
      () => isSheetFull(gameRules('yatzy', bad), sheet),
      () => emptySheet(gameRules('yatzy', bad)),
      () => tableRules(gameRules('yatzy', bad)),
    ]
    for (const call of calls) expect(call).toThrow(RuleError)
    expect(sheet).toEqual({ scores: { ones: 3 } })
  })

  it('options left out are the variant’s own rules', () => {
    expect(tableRules(gameRules('yahtzee', {}))).toEqual(tableRules('yahtzee'))
    expect(tableRules('yahtzee')).toMatchObject({
      fullHouse: 25,
      joker: 'forced',
      extraAllAlike: 100,
    })
    expect(tableRules('forced-yatzy').upperBonus).toEqual({ threshold: 42, value: 50 })
  })
})
