/**
 * Every box of every variant against every possible roll (7,776 ordered five-dice rolls, 46,656
 * six-dice rolls), compared with the independent reference scorer and the maxima of RULES.md.
 */
import { describe, expect, it } from 'vitest'
import {
  allRolls,
  boxMax,
  boxValues,
  emptySheet,
  RuleError,
  scoreBox,
  writeScore,
  type BoxId,
  type VariantId,
  gameRules,
} from '@/rules'
import { LAYOUTS, orderedRolls, refScore, VARIANT_IDS } from '../helpers/rules-reference'

interface Sweep {
  rolls: number[][]
  boxes: BoxId[]
  /** engine[r][b] and ref[r][b]: the value of roll r in box b. */
  engine: number[][]
  ref: number[][]
}

const sweeps = new Map<VariantId, Sweep>()

/** Scores every ordered roll in every box once, by the engine and by the reference. */
function sweep(variant: VariantId): Sweep {
  let found = sweeps.get(variant)
  if (!found) {
    const layout = LAYOUTS[variant]
    const rolls = orderedRolls(layout.dice)
    const boxes = layout.boxes.map((b) => b.id)
    found = {
      rolls,
      boxes,
      engine: rolls.map((dice) => boxes.map((box) => scoreBox(variant, box, dice))),
      ref: rolls.map((dice) => boxes.map((box) => refScore(variant, box, dice))),
    }
    sweeps.set(variant, found)
  }
  return found
}

describe.each(VARIANT_IDS)('%s over every possible roll', (variant) => {
  const layout = LAYOUTS[variant]

  it(`has ${6 ** layout.dice} ordered rolls to check`, () => {
    expect(sweep(variant).rolls).toHaveLength(layout.dice === 5 ? 7776 : 46656)
  })

  it('scores every roll in every box as the reference does', () => {
    const { rolls, boxes, engine, ref } = sweep(variant)
    const wrong: string[] = []
    rolls.forEach((dice, r) =>
      boxes.forEach((box, b) => {
        if (engine[r]![b] !== ref[r]![b] && wrong.length < 10) {
          wrong.push(`${dice.join('-')} in ${box}: engine ${engine[r]![b]}, rules ${ref[r]![b]}`)
        }
      }),
    )
    expect(wrong).toEqual([])
  })

  it('gives the same value whatever the order of the dice', () => {
    const { rolls, engine } = sweep(variant)
    const seen = new Map<string, number[]>()
    const wrong: string[] = []
    rolls.forEach((dice, r) => {
      const key = [...dice].sort((a, b) => a - b).join('-')
      const first = seen.get(key)
      if (!first) seen.set(key, engine[r]!)
      else if (first.join() !== engine[r]!.join() && wrong.length < 10) wrong.push(dice.join('-'))
    })
    expect(wrong).toEqual([])
    // 252 multisets of five faces, 462 of six: C(10, 5) and C(11, 6).
    expect(seen.size).toBe(layout.dice === 5 ? 252 : 462)
  })

  it('keeps every value between 0 and the box maximum, and among the values the box can hold', () => {
    const { boxes, engine } = sweep(variant)
    boxes.forEach((box, b) => {
      const max = boxMax(variant, box)
      const values = boxValues(variant, box)
      for (const scores of engine) {
        const score = scores[b]!
        if (!(Number.isInteger(score) && score >= 0 && score <= max && values.has(score))) {
          expect.fail(`${box} paid ${score} (max ${max})`)
        }
      }
    })
  })

  it('has the maxima of the rule book, and some roll reaches each of them', () => {
    const { boxes, ref } = sweep(variant)
    boxes.forEach((box, b) => {
      const tableMax = layout.boxes[b]!.max
      expect(boxMax(variant, box), box).toBe(tableMax)
      expect(Math.max(...ref.map((scores) => scores[b]!)), box).toBe(tableMax)
    })
  })

  it('lists as possible values exactly 0 and what some roll pays', () => {
    // Yahtzee's joker values (25, 30, 40 and dice sums) are values plain rolls pay as well.
    const { boxes, ref } = sweep(variant)
    boxes.forEach((box, b) => {
      const reachable = new Set([0, ...ref.map((scores) => scores[b]!)])
      const sorted = (s: ReadonlySet<number>) => [...s].sort((x, y) => x - y)
      expect(sorted(boxValues(variant, box)), box).toEqual(sorted(reachable))
    })
  })

  it('lets writeScore take exactly those values into an empty box', () => {
    const { boxes, ref } = sweep(variant)
    boxes.forEach((box, b) => {
      const reachable = new Set([0, ...ref.map((scores) => scores[b]!)])
      const max = layout.boxes[b]!.max
      for (let score = -2; score <= max + 2; score++) {
        // Forced Yatzy takes only the next box in order, so write into Ones there.
        if (variant === 'forced-yatzy' && box !== 'ones') continue
        const write = () => writeScore(variant, emptySheet(variant), box, score)
        if (reachable.has(score)) expect(write().scores[box]).toBe(score)
        else expect(write, `${score} in ${box}`).toThrow(RuleError)
      }
    })
  })
})

describe('sheet maxima', () => {
  const sumOfMaxima = (variant: VariantId, fullStraight?: 21 | 30) =>
    LAYOUTS[variant].boxes.reduce(
      (sum, b) => sum + boxMax(gameRules(variant, fullStraight ? { fullStraight } : {}), b.id),
      0,
    )

  it('is 374 in Yatzy and Forced Yatzy: 105 upper + 50 bonus + 219 lower', () => {
    for (const variant of ['yatzy', 'forced-yatzy'] as const) {
      const upper = LAYOUTS[variant].boxes
        .filter((b) => b.face !== undefined)
        .reduce((s, b) => s + boxMax(variant, b.id), 0)
      expect(upper).toBe(105)
      expect(sumOfMaxima(variant) - upper).toBe(219)
      expect(sumOfMaxima(variant) + 50).toBe(374)
    }
  })

  it('is 375 in Yahtzee with its 35 bonus and no Yahtzee bonus', () => {
    expect(sumOfMaxima('yahtzee') + 35).toBe(375)
  })

  it('is 649 in Maxi Yatzy (658 when the full straight pays 30)', () => {
    // By hand: upper 6 × (1+…+6) = 126, bonus 100; lower 12+22+30+18+24+30+15+20+21+28+33+34+36+100.
    const lower = 12 + 22 + 30 + 18 + 24 + 30 + 15 + 20 + 21 + 28 + 33 + 34 + 36 + 100
    expect(126 + 100 + lower).toBe(649)
    expect(sumOfMaxima('maxi-yatzy') + 100).toBe(649)
    expect(sumOfMaxima('maxi-yatzy', 30) + 100).toBe(658)
  })
})

describe('Maxi Yatzy full-straight table option', () => {
  it('pays 30 instead of 21 for 1-2-3-4-5-6 only, in every order', () => {
    for (const dice of orderedRolls(6)) {
      const expected = refScore('maxi-yatzy', 'full-straight', dice, 30)
      if (
        scoreBox(gameRules('maxi-yatzy', { fullStraight: 30 }), 'full-straight', dice) !== expected
      ) {
        expect.fail(`${dice.join('-')} should pay ${expected}`)
      }
    }
    expect(boxMax(gameRules('maxi-yatzy', { fullStraight: 30 }), 'full-straight')).toBe(30)
    expect(
      [...boxValues(gameRules('maxi-yatzy', { fullStraight: 30 }), 'full-straight')].sort(),
    ).toEqual([0, 30])
  })
})

describe('allRolls', () => {
  it.each([
    [5, 252],
    [6, 462],
  ])('lists each of the multisets of %i dice once, sorted', (n, count) => {
    const rolls = allRolls(n)
    expect(rolls).toHaveLength(count)
    expect(new Set(rolls.map((r) => r.join())).size).toBe(count)
    for (const r of rolls) {
      expect(r).toHaveLength(n)
      expect(r).toEqual([...r].sort((a, b) => a - b))
    }
  })
})
