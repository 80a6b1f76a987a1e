/**
 * Random whole games for every variant (fast-check): a random legal move each turn until the sheet
 * is full, every step checked against the rule book's model in ./reference.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  emptySheet,
  isSheetFull,
  legalBoxes,
  RuleError,
  sheetTotals,
  writeBox,
  type BoxId,
  type Sheet,
  type VariantId,
} from '@/rules'
import {
  deepFreeze,
  LAYOUTS,
  refLegalMoves,
  refTotals,
  VARIANT_IDS,
} from '../helpers/rules-reference'

const RUNS = 100

interface Turn {
  dice: number[]
  /** Which of the legal moves to take (modulo their number). */
  pick: number
  /** Which refused box to try (modulo their number). */
  wrong: number
  /** Maxi Yatzy: the rolls this turn claims before a legal number is chosen. */
  rolls: number
}

const turnArb = (diceCount: number): fc.Arbitrary<Turn> =>
  fc.record({
    dice: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.array(fc.integer({ min: 1, max: 6 }), {
          minLength: diceCount,
          maxLength: diceCount,
        }),
      },
      // All alike, often enough to reach every step of the joker order.
      {
        weight: 1,
        arbitrary: fc.integer({ min: 1, max: 6 }).map((f) => Array<number>(diceCount).fill(f)),
      },
    ),
    pick: fc.nat(),
    wrong: fc.nat(),
    rolls: fc.integer({ min: -1, max: 10 }),
  })

const gameArb = (variant: VariantId) => {
  const { dice, boxes } = LAYOUTS[variant]
  return fc.array(turnArb(dice), { minLength: boxes.length, maxLength: boxes.length })
}

function expectRuleError(write: () => unknown, code: string) {
  try {
    write()
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError)
    expect((error as RuleError).code).toBe(code)
    return
  }
  expect.fail(`expected a RuleError ${code}`)
}

const byOrder = (variant: VariantId) => {
  const order = LAYOUTS[variant].boxes.map((b) => b.id)
  return (a: { box: BoxId }, b: { box: BoxId }) => order.indexOf(a.box) - order.indexOf(b.box)
}

/** Plays one game, checking every turn; returns the final sheet. */
function playGame(variant: VariantId, turns: Turn[]): Sheet {
  const layout = LAYOUTS[variant]
  let sheet = deepFreeze(emptySheet(variant))
  let bank = 0
  let bonuses = 0
  for (const [round, turn] of turns.entries()) {
    const dice = deepFreeze([...turn.dice])
    const expected = refLegalMoves(variant, sheet, dice)
    const legal = legalBoxes(variant, sheet, dice)
    expect([...legal].sort(byOrder(variant))).toEqual(expected)

    // Every other box is refused: closed ones, and open ones the order or joker rules forbid.
    const refused = layout.boxes.filter((b) => !expected.some((m) => m.box === b.id))
    if (refused.length > 0) {
      const box = refused[turn.wrong % refused.length]!.id
      const open = sheet.scores[box] === undefined
      const code = !open
        ? 'box-closed'
        : variant === 'forced-yatzy'
          ? 'forced-order'
          : 'joker-order'
      expectRuleError(() => writeBox(variant, sheet, dice, box), code)
    }

    let rollsUsed: number | undefined
    if (variant === 'maxi-yatzy') {
      if (turn.rolls < 1 || turn.rolls > 3 + bank) {
        const claimed = turn.rolls
        expectRuleError(
          () => writeBox(variant, sheet, dice, expected[0]!.box, { rollsUsed: claimed }),
          'rolls-used',
        )
      }
      rollsUsed = 1 + (Math.abs(turn.rolls) % (3 + bank))
    }

    const move = expected[turn.pick % expected.length]!
    const alike = dice.every((d) => d === dice[0])
    if (variant === 'yahtzee' && alike && sheet.scores.yahtzee === 50) bonuses += 1
    const opts = deepFreeze(rollsUsed ? { rollsUsed } : {})
    const next = writeBox(variant, sheet, dice, move.box, opts)

    expect(next.scores).toEqual({ ...sheet.scores, [move.box]: move.score })
    if (variant === 'maxi-yatzy') {
      bank += 3 - rollsUsed!
      expect(bank).toBeGreaterThanOrEqual(0)
      expect(next.savedRolls).toBe(bank)
    } else {
      expect(next.savedRolls).toBeUndefined()
    }
    if (variant === 'yahtzee') expect(next.yahtzeeBonuses).toBe(bonuses)
    else expect(next.yahtzeeBonuses).toBeUndefined()
    expect(Object.keys(next.scores)).toHaveLength(round + 1)
    expect(sheetTotals(variant, next)).toEqual(refTotals(variant, next, bonuses))
    sheet = deepFreeze(next)
  }
  return sheet
}

describe.each(VARIANT_IDS)('random %s games', (variant) => {
  const layout = LAYOUTS[variant]

  it(`end with a full sheet after exactly ${layout.boxes.length} turns, every move by the rules`, () => {
    fc.assert(
      fc.property(gameArb(variant), (turns) => {
        const sheet = playGame(variant, turns)
        expect(isSheetFull(variant, sheet)).toBe(true)
        expect(legalBoxes(variant, sheet, turns[0]!.dice)).toEqual([])
        for (const b of layout.boxes) {
          expectRuleError(() => writeBox(variant, sheet, turns[0]!.dice, b.id), 'sheet-full')
        }
        const totals = sheetTotals(variant, sheet)
        expect(totals.total).toBe(totals.upper + totals.bonus + totals.lower + totals.yahtzeeBonus)
        if (variant === 'yahtzee' && sheet.scores.yahtzee !== 50) {
          expect(totals.yahtzeeBonus).toBe(0)
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('is not full one turn before the end', () => {
    fc.assert(
      fc.property(gameArb(variant), (turns) => {
        const sheet = playGame(variant, turns.slice(0, -1))
        expect(isSheetFull(variant, sheet)).toBe(false)
        expect(legalBoxes(variant, sheet, turns[0]!.dice).length).toBeGreaterThan(0)
      }),
      { numRuns: 10 },
    )
  })
})
