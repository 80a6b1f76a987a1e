import { describe, expect, it } from 'vitest'
import { scoreBox } from '@/rules'

describe('rules smoke', () => {
  it('scores the rule book example 2-2-5-5-5 as a full house of 19', () => {
    expect(scoreBox('yatzy', 'full-house', [2, 2, 5, 5, 5])).toBe(19)
  })
})
