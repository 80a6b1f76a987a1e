import { describe, expect, it } from 'vitest'
import { emptySheet } from '@/rules'
import { bruteForceTurn } from '../helpers/advisor-brute-force'
import { advisorFrom, sheetWithOpen } from '../helpers/advisor'

const sumOf = (counts: readonly number[]) => counts.reduce((s, n, face) => s + n * face, 0)
const future = (
  variant: 'yatzy' | 'forced-yatzy' | 'yahtzee',
  sheet: ReturnType<typeof emptySheet>,
) => advisorFrom(variant, sheet).futureOf(sheet)

describe('the last turn, one box open', () => {
  it('Chance only: the three-roll chance optimum, by an independent brute force (70/3)', () => {
    const expected = bruteForceTurn(sumOf)
    expect(expected).toBeCloseTo(70 / 3, 12) // per die: keep 5-6 on roll 2, keep 4+ on roll 1
    expect(future('yatzy', sheetWithOpen('yatzy', ['chance']))).toBeCloseTo(expected, 10)
    expect(future('yahtzee', sheetWithOpen('yahtzee', ['chance']))).toBeCloseTo(expected, 10)
  })

  it('Yatzy only: 50 × P(five alike within three rolls) ≈ 50 × 0.04603', () => {
    const p = bruteForceTurn((counts) => (counts.some((n) => n === 5) ? 1 : 0))
    expect(p).toBeCloseTo(0.04603, 5)
    expect(future('yatzy', sheetWithOpen('yatzy', ['yatzy']))).toBeCloseTo(50 * p, 10)
  })

  it('Sixes only, bonus out of reach: each die ends a six with probability 1 − (5/6)³ = 91/216', () => {
    const sheet = sheetWithOpen('yatzy', ['sixes'])
    expect(future('yatzy', sheet)).toBeCloseTo(30 * (91 / 216), 10)
  })

  it('the bonus edge: one point short of 63 with Sixes open, any six wins the +50', () => {
    // Upper 62 without Sixes: 0 + 2 + 15 + 20 + 25.
    const scores = { twos: 2, threes: 15, fours: 20, fives: 25 }
    const sheet = sheetWithOpen('yatzy', ['sixes'], scores)
    const noSix = (125 / 216) ** 5
    const expected = 30 * (91 / 216) + 50 * (1 - noSix)
    expect(bruteForceTurn((c) => 6 * c[6]! + (c[6]! > 0 ? 50 : 0))).toBeCloseTo(expected, 10)
    expect(future('yatzy', sheet)).toBeCloseTo(expected, 10)
    // 11 short (upper 52): one six is not enough, two are.
    const short11 = sheetWithOpen('yatzy', ['sixes'], { twos: 4, threes: 3, fours: 20, fives: 25 })
    const needTwo = bruteForceTurn((c) => 6 * c[6]! + (c[6]! >= 2 ? 50 : 0))
    expect(needTwo).toBeLessThan(expected)
    expect(future('yatzy', short11)).toBeCloseTo(needTwo, 10)
  })

  it('Forced Yatzy: the whole game solves in a moment', () => {
    const advisor = advisorFrom('forced-yatzy', emptySheet('forced-yatzy'))
    expect(advisor.expectedFinal(emptySheet('forced-yatzy')).expectedFinal).toBeCloseTo(150.2168, 4)
  })
})
