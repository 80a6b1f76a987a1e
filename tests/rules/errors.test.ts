/** Bad input throws a RuleError with a code and a message a person can read; nothing is changed. */
import { describe, expect, it } from 'vitest'
import {
  boxMax,
  boxPar,
  boxValues,
  emptySheet,
  getVariant,
  legalBoxes,
  rankPlayers,
  RuleError,
  scoreBox,
  sheetTotals,
  writeBox,
  writeScore,
  type BoxId,
  type RuleErrorCode,
  type Sheet,
  type VariantId,
} from '@/rules'
import { deepFreeze } from '../helpers/rules-reference'

/** Expects a RuleError with this code whose message mentions every given fragment. */
function expectRuleError(
  run: () => unknown,
  code: RuleErrorCode,
  ...mentions: (string | RegExp)[]
) {
  let caught: unknown
  try {
    run()
  } catch (error) {
    caught = error
  }
  expect(caught, `expected a RuleError ${code}`).toBeInstanceOf(RuleError)
  const error = caught as RuleError
  expect(error.code).toBe(code)
  expect(error.name).toBe('RuleError')
  expect(error).toBeInstanceOf(Error)
  // Readable: a sentence, no leaked internals.
  expect(error.message).toMatch(/^[A-Z].{10,}[.)]$/)
  expect(error.message).not.toMatch(/undefined|\[object|null/)
  for (const mention of mentions) expect(error.message).toMatch(mention)
}

const UNKNOWN = 'farkle' as VariantId
const frozenEmpty = (variant: VariantId) => deepFreeze(emptySheet(variant))

describe('dice', () => {
  it.each([
    [[1, 2, 3, 4, 7], '7'],
    [[0, 2, 3, 4, 5], '0'],
    [[1, 2, 2.5, 4, 5], '2.5'],
    [[1, 2, Number.NaN, 4, 5], 'NaN'],
    [[1, 2, -3, 4, 5], '-3'],
    [[1, 2, Number.POSITIVE_INFINITY, 4, 5], 'Infinity'],
    [[1, 2, '3' as unknown as number, 4, 5], '3'],
  ])('refuses the face in %j', (dice, shown) => {
    const frozen = deepFreeze(dice)
    expectRuleError(() => scoreBox('yatzy', 'chance', frozen), 'dice-face', shown)
    expectRuleError(() => legalBoxes('yatzy', frozenEmpty('yatzy'), frozen), 'dice-face', shown)
    expectRuleError(() => writeBox('yatzy', frozenEmpty('yatzy'), frozen, 'chance'), 'dice-face')
  })

  it.each([
    ['yatzy', [1, 2, 3, 4], /5 dice/],
    ['yatzy', [1, 2, 3, 4, 5, 6], /5 dice/],
    ['yahtzee', [], /5 dice/],
    ['maxi-yatzy', [1, 2, 3, 4, 5], /6 dice/],
    ['maxi-yatzy', [1, 2, 3, 4, 5, 6, 6], /6 dice/],
  ] as [VariantId, number[], RegExp][])(
    'refuses a wrong number of dice: %s with %j',
    (variant, dice, says) => {
      expectRuleError(
        () => scoreBox(variant, 'chance', dice),
        'dice-count',
        says,
        String(dice.length),
      )
      expectRuleError(() => legalBoxes(variant, frozenEmpty(variant), dice), 'dice-count')
      expectRuleError(() => writeBox(variant, frozenEmpty(variant), dice, 'chance'), 'dice-count')
    },
  )

  it('refuses something that is not a list of dice', () => {
    expectRuleError(
      () => scoreBox('yatzy', 'chance', undefined as unknown as number[]),
      'dice-count',
    )
  })
})

describe('variants and boxes', () => {
  it('refuses an unknown variant everywhere', () => {
    const sheet: Sheet = { scores: {} }
    for (const run of [
      () => getVariant(UNKNOWN),
      () => scoreBox(UNKNOWN, 'chance', [1, 2, 3, 4, 5]),
      () => legalBoxes(UNKNOWN, sheet, [1, 2, 3, 4, 5]),
      () => writeBox(UNKNOWN, sheet, [1, 2, 3, 4, 5], 'chance'),
      () => writeScore(UNKNOWN, sheet, 'chance', 15),
      () => sheetTotals(UNKNOWN, sheet),
      () => emptySheet(UNKNOWN),
      () => boxMax(UNKNOWN, 'chance'),
      () => rankPlayers(UNKNOWN, [sheet]),
    ]) {
      expectRuleError(run, 'unknown-variant', 'farkle')
    }
  })

  it.each([
    ['yatzy', 'bogus'],
    ['yatzy', 'villa'],
    ['yatzy', 'yahtzee'],
    ['forced-yatzy', 'maxi-yatzy'],
    ['yahtzee', 'pair'],
    ['yahtzee', 'yatzy'],
    ['maxi-yatzy', 'yatzy'],
  ] as [VariantId, BoxId][])('refuses a box the variant does not have: %s / %s', (variant, box) => {
    const dice = variant === 'maxi-yatzy' ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5]
    const sheet = frozenEmpty(variant)
    expectRuleError(() => scoreBox(variant, box, dice), 'unknown-box', box)
    expectRuleError(() => writeBox(variant, sheet, dice, box), 'unknown-box', box)
    expectRuleError(() => writeScore(variant, sheet, box, 0), 'unknown-box', box)
    expectRuleError(() => boxMax(variant, box), 'unknown-box', box)
    expectRuleError(() => boxPar(variant, box), 'unknown-box', box)
    expectRuleError(() => boxValues(variant, box), 'unknown-box', box)
  })
})

describe('moves', () => {
  it('refuses a closed box, saying what it holds', () => {
    const sheet = deepFreeze(writeBox('yatzy', emptySheet('yatzy'), [2, 2, 5, 5, 5], 'full-house'))
    expectRuleError(
      () => writeBox('yatzy', sheet, [6, 6, 6, 5, 5], 'full-house'),
      'box-closed',
      /Full house/,
      '19',
    )
    expectRuleError(() => writeScore('yatzy', sheet, 'full-house', 28), 'box-closed', /Full house/)
    // A scratch closes the box too.
    const scratched = deepFreeze({ scores: { yatzy: 0 } })
    expectRuleError(() => writeBox('yatzy', scratched, [3, 3, 3, 3, 3], 'yatzy'), 'box-closed')
  })

  it('refuses any write into a full sheet', () => {
    const full: Sheet = deepFreeze({
      scores: Object.fromEntries(getVariant('yahtzee').boxes.map((b) => [b.id, 0])),
      yahtzeeBonuses: 0,
    })
    expectRuleError(
      () => writeBox('yahtzee', full, [1, 2, 3, 4, 5], 'chance'),
      'sheet-full',
      /full/,
    )
    expectRuleError(() => writeScore('yahtzee', full, 'ones', 0), 'sheet-full')
  })

  it('refuses the Forced Yatzy order, naming the box the turn goes into', () => {
    const sheet = frozenEmpty('forced-yatzy')
    expectRuleError(
      () => writeBox('forced-yatzy', sheet, [6, 6, 6, 6, 6], 'yatzy'),
      'forced-order',
      /Ones/,
    )
    expectRuleError(() => writeScore('forced-yatzy', sheet, 'twos', 4), 'forced-order', /Ones/)
  })

  it('refuses to break the joker order, naming the boxes allowed', () => {
    const sheet = deepFreeze({ scores: { yahtzee: 50 }, yahtzeeBonuses: 0 })
    expectRuleError(
      () => writeBox('yahtzee', sheet, [4, 4, 4, 4, 4], 'chance'),
      'joker-order',
      /Fours/,
    )
    const fours = deepFreeze({ scores: { yahtzee: 0, fours: 8 }, yahtzeeBonuses: 0 })
    expectRuleError(
      () => writeBox('yahtzee', fours, [4, 4, 4, 4, 4], 'ones'),
      'joker-order',
      /Chance/,
    )
  })

  it.each([
    [0, 0],
    [4, 0],
    [6, 2],
    [-1, 5],
    [1.5, 0],
    [Number.NaN, 0],
  ])('refuses a Maxi Yatzy turn of %d rolls with %d saved', (rollsUsed, savedRolls) => {
    const sheet = deepFreeze({ scores: {}, savedRolls })
    const dice = [1, 2, 3, 4, 5, 6]
    expectRuleError(
      () => writeBox('maxi-yatzy', sheet, dice, 'chance', { rollsUsed }),
      'rolls-used',
      String(3 + savedRolls),
    )
    expectRuleError(
      () => writeScore('maxi-yatzy', sheet, 'chance', 21, { rollsUsed }),
      'rolls-used',
    )
  })

  it.each([
    ['yatzy', 'sixes', 13],
    ['yatzy', 'sixes', 36],
    ['yatzy', 'two-pairs', 21],
    ['yatzy', 'two-pairs', 24],
    ['yatzy', 'ones', 7],
    ['yatzy', 'ones', -1],
    ['yatzy', 'pair', 2.5],
    ['yatzy', 'chance', Number.NaN],
    ['yatzy', 'chance', 4],
    ['yatzy', 'full-house', 30],
    ['yatzy', 'yatzy', 100],
    ['yahtzee', 'full-house', 28],
    ['yahtzee', 'three-kind', 4],
    ['maxi-yatzy', 'villa', 34],
    ['maxi-yatzy', 'full-straight', 30],
    ['maxi-yatzy', 'tower', 7],
  ] as [VariantId, BoxId, number][])(
    'refuses to type an impossible score: %s %s %d',
    (variant, box, score) => {
      expectRuleError(
        () => writeScore(variant, frozenEmpty(variant), box, score),
        'impossible-score',
        String(score),
      )
    },
  )
})
