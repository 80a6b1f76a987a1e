import { describe, expect, it } from 'vitest'
import {
  cryptoDiceSource,
  faceFromWords,
  rollDice,
  seededDiceSource,
  type DiceSource,
} from '@/computer'
import { sfc32 } from '@/computer/dice-source'

const FACES = 600_000

/** Pearson's chi-square of the face counts against a fair die (5 degrees of freedom). */
function chiSquare(source: DiceSource, faces = FACES): number {
  const counts = [0, 0, 0, 0, 0, 0, 0]
  // Rolls of five, as the game rolls: 600 000 faces in 120 000 rolls.
  for (let n = 0; n < faces; n += 5) for (const face of source.roll(5)) counts[face]!++
  expect(counts[0]).toBe(0)
  const expected = faces / 6
  return counts.slice(1).reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0)
}

/** Chi-square (5 degrees of freedom) exceeded by a fair die with probability 0.001. */
const P_0_001 = 20.515
/**
 * Exceeded by a fair die with probability 5.4e-10: the unseeded test fails by chance about once in
 * two billion runs. Its survival function for 5 degrees of freedom is
 * erfc(√(x/2)) + √(2x/π)·e^(−x/2)·(1 + x/3), which is 5.39e-10 at x = 52.
 */
const P_5E_10 = 52

describe('dice sources', () => {
  it('a seeded source rolls 600 000 faces that a chi-square test finds uniform', () => {
    expect(chiSquare(seededDiceSource(20261130))).toBeLessThan(P_0_001)
  })

  it('crypto.getRandomValues rolls 600 000 faces that a chi-square test finds uniform', () => {
    expect(chiSquare(cryptoDiceSource())).toBeLessThan(P_5E_10)
  })

  it('the chi-square test does catch the modulo bias of `byte % 6`', () => {
    const next = sfc32(7)
    const biased: DiceSource = {
      roll: (count) => Array.from({ length: count }, () => ((next() & 0xff) % 6) + 1),
    }
    expect(chiSquare(biased)).toBeGreaterThan(P_0_001)
  })

  it('throws away the top four 32-bit words, which would favour faces 1 to 4', () => {
    const words = [0xffffffff, 0xfffffffc, 0xfffffffb, 0]
    const drawn: number[] = []
    const face = faceFromWords(() => {
      drawn.push(words[drawn.length]!)
      return drawn.at(-1)!
    })
    // 0xfffffffb = 4 294 967 291 = 6 × 715 827 881 + 5: the highest word kept, face 6.
    expect(face).toBe(6)
    expect(drawn).toHaveLength(3)
    expect(faceFromWords(() => 0)).toBe(1)
  })

  it('draws its words from the injected crypto function', () => {
    let calls = 0
    const source = cryptoDiceSource((words) => {
      calls++
      words.fill(8) // 8 % 6 = 2 → face 3
    })
    expect(source.roll(5)).toEqual([3, 3, 3, 3, 3])
    expect(calls).toBe(1)
  })

  it('a seed replays the same faces; another seed rolls others', () => {
    const a = seededDiceSource(42)
    const b = seededDiceSource(42)
    const first = Array.from({ length: 20 }, () => a.roll(6))
    expect(Array.from({ length: 20 }, () => b.roll(6))).toEqual(first)
    const other = seededDiceSource(43)
    expect(Array.from({ length: 20 }, () => other.roll(6))).not.toEqual(first)
  })

  it('refuses impossible counts and seeds', () => {
    const source = seededDiceSource(1)
    expect(() => source.roll(7)).toThrow(/0 to 6 dice/)
    expect(() => source.roll(-1)).toThrow(RangeError)
    expect(() => seededDiceSource(0.5)).toThrow(/integer/)
  })
})

describe('rollDice', () => {
  it('the first roll throws every die', () => {
    expect(rollDice(seededDiceSource(3), 6)).toHaveLength(6)
  })

  it('a reroll leaves held dice in their places and rethrows the others', () => {
    const source = seededDiceSource(5)
    for (let i = 0; i < 200; i++) {
      const next = rollDice(source, 5, [6, 1, 6, 2, 6], [0, 2, 4])
      expect([next[0], next[2], next[4]]).toEqual([6, 6, 6])
    }
    // With the two free dice rethrown 200 times, both show something other than 1 and 2 at times.
    const seen = new Set<number>()
    for (let i = 0; i < 200; i++) seen.add(rollDice(source, 5, [6, 1, 6, 2, 6], [0, 2, 4])[1]!)
    expect(seen.size).toBe(6)
  })

  it('refuses a held position that is not a die, and a wrong number of dice', () => {
    const source = seededDiceSource(5)
    expect(() => rollDice(source, 5, [1, 2, 3, 4, 5], [5])).toThrow(/position 5/)
    expect(() => rollDice(source, 5, [1, 2, 3, 4], [])).toThrow(/5 dice/)
  })
})
