import { describe, expect, it } from 'vitest'
import type { Sheet } from '@/rules'
import { gameRules } from '@/rules'
import { boxOffers } from '@/game/offers'
import { jokerNote } from '@/game/joker-note'

const note = (sheet: Sheet, dice: number[]) =>
  jokerNote('yahtzee', sheet, dice, boxOffers(gameRules('yahtzee', {}), sheet, dice))

describe('the joker note: why a second Yahtzee goes where it goes', () => {
  it('is silent for a first Yahtzee, for dice not alike, and in Yatzy', () => {
    expect(note({ scores: {} }, [5, 5, 5, 5, 5])).toBeNull()
    expect(note({ scores: { yahtzee: 50 } }, [5, 5, 5, 5, 4])).toBeNull()
    const yatzy: Sheet = { scores: { yatzy: 50 } }
    expect(
      jokerNote(
        'yatzy',
        yatzy,
        [5, 5, 5, 5, 5],
        boxOffers(gameRules('yatzy', {}), yatzy, [5, 5, 5, 5, 5]),
      ),
    ).toBeNull()
  })

  it('names the upper box when it is open: five fives go in Fives', () => {
    expect(note({ scores: { yahtzee: 50 } }, [5, 5, 5, 5, 5])).toEqual({
      kind: 'upper',
      box: 'fives',
    })
  })

  it('says any lower box pays in full once that upper box is written', () => {
    expect(note({ scores: { yahtzee: 50, fives: 15 } }, [5, 5, 5, 5, 5])).toEqual({ kind: 'lower' })
  })

  it('is silent under forced order, where the next box waits whatever the roll', () => {
    const forced = gameRules('yahtzee', { forcedOrder: true })
    const upper = { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 }
    const sheet: Sheet = { scores: { ...upper, 'three-kind': 20, 'four-kind': 0, yahtzee: 50 } }
    const dice = [5, 5, 5, 5, 5]
    // Full house is next: the joker pays it 25, but no other lower box is open to it.
    const offers = boxOffers(forced, sheet, dice)
    expect(offers['full-house']).toMatchObject({ legal: true, score: 25 })
    expect(offers.chance).toMatchObject({ legal: false, locked: true })
    expect(jokerNote('yahtzee', sheet, dice, offers)).toBeNull()
  })
})
