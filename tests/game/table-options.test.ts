import { describe, expect, it } from 'vitest'
import { optionsFor, tableOptionChoices } from '@/game/table-options'

const keys = (variant: Parameters<typeof tableOptionChoices>[0]) =>
  tableOptionChoices(variant).map((choice) => choice.key)

describe('the choices a variant leaves to the table', () => {
  it('follow the rule books: the Yatzy tie-break in Yatzy and Forced Yatzy, the full straight in Maxi, none in Yahtzee', () => {
    expect(keys('yatzy')).toEqual(['yatzyTieBreak'])
    expect(keys('forced-yatzy')).toEqual(['yatzyTieBreak'])
    expect(keys('maxi-yatzy')).toEqual(['fullStraight'])
    expect(keys('yahtzee')).toEqual([])
  })

  it("give a game the table's picks for its own variant only, and the rule book's answer for the rest", () => {
    const picked = { fullStraight: 30, yatzyTieBreak: true } as const
    expect(optionsFor('maxi-yatzy', picked)).toEqual({ fullStraight: 30 })
    expect(optionsFor('yatzy', picked)).toEqual({ yatzyTieBreak: true })
    expect(optionsFor('yahtzee', picked)).toEqual({})
    expect(optionsFor('maxi-yatzy', {})).toEqual({ fullStraight: 21 })
    // A value the option cannot take is not the table's pick.
    expect(optionsFor('maxi-yatzy', { fullStraight: 25 as 30 })).toEqual({ fullStraight: 21 })
  })
})
