import { describe, expect, it } from 'vitest'
import { advisorFrom, sheetWithOpen } from '../helpers/advisor'

describe('keep advice before the last roll', () => {
  it('Chance only: hold what beats the average of a reroll (hand-computed)', () => {
    const sheet = sheetWithOpen('yatzy', ['chance'])
    const advisor = advisorFrom('yatzy', sheet)
    // One roll left: a die is worth keeping above 3.5 → hold 4, 5, 6; 15 + 2 × 3.5 = 22.
    const second = advisor.advise(sheet, [6, 2, 4, 1, 5], 2)
    expect(second.keeps[0]).toMatchObject({
      keep: [4, 5, 6],
      hold: [true, false, true, false, true],
      cost: 0,
    })
    expect(second.keeps[0]!.expectedFinal - second.currentTotal).toBeCloseTo(22, 12)
    // Two rolls left: a rerolled die is worth 4.25 → hold only 5 and 6; 11 + 3 × 4.25 = 23.75.
    const first = advisor.advise(sheet, [6, 2, 4, 1, 5], 1)
    expect(first.keeps[0]).toMatchObject({ keep: [5, 6], cost: 0 })
    expect(first.keeps[0]!.expectedFinal - first.currentTotal).toBeCloseTo(23.75, 12)
    expect(first.keeps.map((k) => k.cost)).toEqual(
      [...first.keeps.map((k) => k.cost)].sort((a, b) => b - a),
    )
    expect(first.rollsLeft).toBe(2)
    expect(first.boxes).toEqual([])
  })

  it('Yatzy only: hold the three alike; the last roll makes five alike with probability 1/36', () => {
    const sheet = sheetWithOpen('yatzy', ['yatzy'])
    const advice = advisorFrom('yatzy', sheet).advise(sheet, [3, 5, 3, 6, 3], 2, { keeps: 3 })
    expect(advice.keeps).toHaveLength(3)
    expect(advice.keeps[0]!.keep).toEqual([3, 3, 3])
    expect(advice.bestExpectedFinal - advice.currentTotal).toBeCloseTo(50 / 36, 12)
  })

  it('refuses a roll number outside 1 … 3 and bad dice', () => {
    const sheet = sheetWithOpen('yatzy', ['chance'])
    const advisor = advisorFrom('yatzy', sheet)
    expect(() => advisor.advise(sheet, [1, 2, 3, 4, 5], 4)).toThrow(RangeError)
    expect(() => advisor.advise(sheet, [1, 2, 3, 4], 2)).toThrow(/5 dice/)
  })
})
