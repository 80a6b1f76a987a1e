import { describe, expect, it } from 'vitest'
import { legalBoxes, type Sheet } from '@/rules'
import { createMaxiAdvisor, isExactEndgame } from '@/advisor/maxi/maxi-advisor'
import { reviewGame } from '@/advisor/review'
import { sheetWithOpen } from './helpers'

/** Value of one die with n rolls when each die is kept only above what a reroll is worth. */
function chanceDie(rolls: number): number {
  let value = 3.5
  for (let n = 2; n <= rolls; n++) {
    let next = 0
    for (let face = 1; face <= 6; face++) next += Math.max(face, value) / 6
    value = next
  }
  return value
}

/**
 * Independent check: P(six alike within n rolls of six dice), holding the biggest group, as a
 * Markov chain on the size of that group; transitions by enumerating every ordered reroll.
 */
function sixAlikeWithin(rolls: number): number {
  const step: number[][] = Array.from({ length: 7 }, () => Array(7).fill(0))
  for (let held = 0; held <= 6; held++) {
    const free = 6 - held
    for (let o = 0; o < 6 ** free; o++) {
      const counts = [0, 0, 0, 0, 0, 0, 0]
      for (let i = 0, x = o; i < free; i++, x = Math.floor(x / 6)) counts[1 + (x % 6)]! += 1
      counts[1]! += held // the held group shows face 1, by symmetry
      step[held]![Math.max(...counts)]! += 1 / 6 ** free
    }
  }
  let p = [1, 0, 0, 0, 0, 0, 0]
  for (let n = 0; n < rolls; n++) {
    const next = Array(7).fill(0)
    p.forEach((mass, k) => step[k]!.forEach((q, k2) => (next[k2] += mass * q)))
    p = next
  }
  return p[6]!
}

describe('Maxi Yatzy', () => {
  const advisor = createMaxiAdvisor()

  it('is exact in the endgame: Chance alone with 0–2 saved rolls', () => {
    for (const bank of [0, 1, 2]) {
      const sheet = sheetWithOpen('maxi-yatzy', ['chance'], {}, { savedRolls: bank })
      const result = advisor.expectedFinal(sheet)
      expect(result.optimal).toBe(true)
      expect(result.expectedFinal).toBeCloseTo(6 * chanceDie(3 + bank), 10)
    }
    expect(6 * chanceDie(3)).toBeCloseTo(28, 12)
  })

  it('is exact in the endgame: Maxi Yatzy alone, saved rolls used up', () => {
    for (const bank of [0, 2]) {
      const sheet = sheetWithOpen('maxi-yatzy', ['maxi-yatzy'], {}, { savedRolls: bank })
      expect(advisor.expectedFinal(sheet).expectedFinal).toBeCloseTo(
        100 * sixAlikeWithin(3 + bank),
        10,
      )
    }
  })

  it('banks rolls: stopping early is an option, ranked against the keeps', () => {
    const sheet = sheetWithOpen('maxi-yatzy', ['chance', 'pair'], {}, { savedRolls: 1 })
    const advice = advisor.advise(sheet, [6, 6, 6, 6, 6, 6], 1)
    expect(advice).toMatchObject({ optimal: true, rollsLeft: 3 })
    expect(advice.boxes[0]).toMatchObject({ box: 'chance', score: 36, cost: 0 })
    expect(advice.keeps.every((k) => k.keep.length < 6 && k.cost < 0)).toBe(true)
    expect(() => advisor.advise(sheet, [6, 6, 6, 6, 6, 6], 5)).toThrow(RangeError)
  })

  it('labels every heuristic answer optimal: false, and ranks exactly the legal boxes', () => {
    const sheet: Sheet = { scores: { ones: 3, villa: 0 }, savedRolls: 2 }
    const dice = [2, 2, 3, 5, 5, 6]
    for (const roll of [1, 3, 5]) {
      const advice = advisor.advise(sheet, dice, roll)
      expect(advice.optimal).toBe(false)
      expect(advice.boxes.map((b) => b.box).sort()).toEqual(
        legalBoxes('maxi-yatzy', sheet, dice)
          .map((b) => b.box)
          .sort(),
      )
      expect(Math.max(...advice.boxes.map((b) => b.cost), ...advice.keeps.map((k) => k.cost))).toBe(
        0,
      )
    }
    expect(advisor.expectedFinal(sheet).optimal).toBe(false)
    const review = reviewGame(advisor, [{ sheetBefore: sheet, dice, box: 'chance', rollsUsed: 3 }])
    expect(review.optimal).toBe(false)
  })

  it('switches to exact play only for small endgames', () => {
    expect([isExactEndgame(3, false), isExactEndgame(4, true), isExactEndgame(4, false)]).toEqual([
      true,
      true,
      false,
    ])
  })
})
