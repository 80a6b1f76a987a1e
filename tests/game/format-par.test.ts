import { describe, expect, it } from 'vitest'
import { formatPar } from '@/game/format'

describe('a running par under a house-rules threshold', () => {
  it('shows a fraction to one decimal, and a near-zero as ±0', () => {
    // Threshold 70: 16 in Fours is 16 − 13⅓ above par.
    expect(formatPar(16 - 40 / 3)).toBe('+2.7')
    expect(formatPar(-7)).toBe('−7')
    expect(formatPar(1e-12)).toBe('±0')
    expect(formatPar(-0.04)).toBe('±0')
  })
})
