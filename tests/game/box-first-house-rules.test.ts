import { describe, expect, it } from 'vitest'
import type { Sheet } from '@/rules'
import { gameRules } from '@/rules'
import { yahtzeeFaces } from '@/game/box-first'

const yahtzeeSheet = (scores: Sheet['scores']): Sheet => ({ scores, yahtzeeBonuses: 0 })

describe('box-first entry under house rules', () => {
  it('asks "was it a Yahtzee?" wherever a further all-alike pays or the joker applies', () => {
    const extras = { extraAllAlike: 50 }
    expect(
      yahtzeeFaces(gameRules('yatzy', extras), { scores: { yatzy: 50 } }, 'fours', 20),
    ).toEqual([4])
    // A scratched Yatzy box earns no extras, and Yatzy has no joker: nothing to ask.
    expect(yahtzeeFaces(gameRules('yatzy', extras), { scores: { yatzy: 0 } }, 'fours', 20)).toEqual(
      [],
    )
    const plain = { joker: 'none', extraAllAlike: 0 } as const
    expect(
      yahtzeeFaces(gameRules('yahtzee', plain), yahtzeeSheet({ yahtzee: 50 }), 'fours', 20),
    ).toEqual([])
    // The free joker: five 3s may pay the full house while Threes is still open.
    const free = { joker: 'free' } as const
    expect(
      yahtzeeFaces(gameRules('yahtzee', free), yahtzeeSheet({ yahtzee: 50 }), 'full-house', 25),
    ).toEqual([1, 2, 3, 4, 5, 6])
  })
})
