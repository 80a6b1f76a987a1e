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
})
