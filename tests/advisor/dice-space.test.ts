import { describe, expect, it } from 'vitest'
import { diceSpace, outcomeProbabilities, subKeeps } from '@/advisor/dice-space'

const five = diceSpace(5)

describe('dice space', () => {
  it('counts the rolls and keeps of five and six dice', () => {
    expect([five.rollCount, five.keepCount]).toEqual([252, 462])
    const six = diceSpace(6)
    expect([six.rollCount, six.keepCount]).toEqual([462, 924])
  })

  it('gives roll probabilities that sum to 1 and match hand counts', () => {
    expect(five.rollProbability.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    const roll = (dice: number[]) => five.keepIndexOf(dice) - five.rollOffset
    // Five alike of one face: 1 arrangement of 7776; a given straight: 5! = 120.
    expect(five.rollProbability[roll([6, 6, 6, 6, 6])]).toBeCloseTo(1 / 7776, 15)
    expect(five.rollProbability[roll([1, 2, 3, 4, 5])]).toBeCloseTo(120 / 7776, 15)
    // Any yatzy in one roll: 6 / 7776.
    const yatzy = [1, 2, 3, 4, 5, 6].reduce(
      (p, f) => p + five.rollProbability[roll(Array(5).fill(f))]!,
      0,
    )
    expect(yatzy).toBeCloseTo(6 / 7776, 15)
  })

  it('has keep → outcome tables whose rows sum to 1', () => {
    for (let k = 0; k < five.keepCount; k++) {
      const p = outcomeProbabilities(five, k)
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    }
  })

  it('matches hand-counted odds after a keep', () => {
    const roll = (dice: number[]) => five.keepIndexOf(dice) - five.rollOffset
    // Holding four sixes, one die: five sixes with probability 1/6.
    const fromFour = outcomeProbabilities(five, five.keepIndexOf([6, 6, 6, 6]))
    expect(fromFour[roll([6, 6, 6, 6, 6])]).toBeCloseTo(1 / 6, 15)
    expect(fromFour[roll([1, 6, 6, 6, 6])]).toBeCloseTo(1 / 6, 15)
    // Holding 1-2-3-4, the small straight needs a 5: 1/6; holding 2-3-4-5: 1 or 6 makes a straight.
    const fromRun = outcomeProbabilities(five, five.keepIndexOf([2, 3, 4, 5]))
    expect(fromRun[roll([1, 2, 3, 4, 5])]! + fromRun[roll([2, 3, 4, 5, 6])]!).toBeCloseTo(2 / 6, 15)
    // Holding three dice, two rerolled: a given pair of different faces 2/36, a double 1/36.
    const fromThree = outcomeProbabilities(five, five.keepIndexOf([1, 1, 1]))
    expect(fromThree[roll([1, 1, 1, 2, 3])]).toBeCloseTo(2 / 36, 15)
    expect(fromThree[roll([1, 1, 1, 4, 4])]).toBeCloseTo(1 / 36, 15)
  })

  it('lists every distinct keep of a roll', () => {
    const roll = (dice: number[]) => five.keepIndexOf(dice) - five.rollOffset
    expect(subKeeps(five, roll([1, 2, 3, 4, 5]))).toHaveLength(32)
    expect(subKeeps(five, roll([6, 6, 6, 6, 6]))).toHaveLength(6)
    expect(subKeeps(five, roll([2, 2, 5, 5, 5]))).toHaveLength(12)
  })
})
