import { describe, expect, it } from 'vitest'
import type { Sheet } from '@/rules'
import { yahtzeeFaces } from '@/game/box-first'

const yahtzeeSheet = (scores: Sheet['scores']): Sheet => ({ scores, yahtzeeBonuses: 0 })

describe('box-first entry under house rules', () => {
  it('asks "was it a Yahtzee?" wherever a further all-alike pays or the joker applies', () => {
    const extras = { extraAllAlike: 50 }
    expect(yahtzeeFaces('yatzy', { scores: { yatzy: 50 } }, 'fours', 20, extras)).toEqual([4])
    // A scratched Yatzy box earns no extras, and Yatzy has no joker: nothing to ask.
    expect(yahtzeeFaces('yatzy', { scores: { yatzy: 0 } }, 'fours', 20, extras)).toEqual([])
    const plain = { joker: 'none', extraAllAlike: 0 } as const
    expect(yahtzeeFaces('yahtzee', yahtzeeSheet({ yahtzee: 50 }), 'fours', 20, plain)).toEqual([])
    // The free joker: five 3s may pay the full house while Threes is still open.
    const free = { joker: 'free' } as const
    expect(yahtzeeFaces('yahtzee', yahtzeeSheet({ yahtzee: 50 }), 'full-house', 25, free)).toEqual([
      1, 2, 3, 4, 5, 6,
    ])
  })
})
