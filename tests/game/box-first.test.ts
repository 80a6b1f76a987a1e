import { describe, expect, it } from 'vitest'
import { gameRules, emptySheet, writableBoxes, type Sheet } from '@/rules'
import { scoreChoices, yahtzeeFaces } from '@/game/box-first'

const yahtzeeSheet = (scores: Sheet['scores']): Sheet => ({ scores, yahtzeeBonuses: 0 })

describe('box-first entry', () => {
  it('offers the values a box can hold, low to high (hand-counted)', () => {
    expect(scoreChoices(gameRules('yatzy', {}), 'sixes')).toEqual([0, 6, 12, 18, 24, 30])
    expect(scoreChoices(gameRules('yatzy', {}), 'large-straight')).toEqual([0, 20])
    expect(scoreChoices(gameRules('yatzy', {}), 'yatzy')).toEqual([0, 50])
    // Three of a kind: 3 × face.
    expect(scoreChoices(gameRules('yatzy', {}), 'three-kind')).toEqual([0, 3, 6, 9, 12, 15, 18])
    // Maxi's full straight pays 21 or, by table option, 30.
    expect(scoreChoices(gameRules('maxi-yatzy', { fullStraight: 30 }), 'full-straight')).toEqual([
      0, 30,
    ])
  })

  it('lets a turn end in any open box, but Forced Yatzy only in the next one', () => {
    const sheet: Sheet = { scores: { ones: 2 } }
    expect(writableBoxes('yatzy', sheet)).toHaveLength(14)
    expect(writableBoxes('yatzy', sheet)).not.toContain('ones')
    expect(writableBoxes('forced-yatzy', sheet)).toEqual(['twos'])
    expect(writableBoxes('forced-yatzy', emptySheet('forced-yatzy'))).toEqual(['ones'])
  })

  it('asks "was it a Yahtzee?" only in Yahtzee, once the Yahtzee box is filled', () => {
    expect(yahtzeeFaces(gameRules('yatzy', {}), { scores: { yatzy: 50 } }, 'fours', 20)).toEqual([])
    expect(yahtzeeFaces(gameRules('yahtzee', {}), yahtzeeSheet({}), 'fours', 20)).toEqual([])
    expect(
      yahtzeeFaces(gameRules('yahtzee', {}), yahtzeeSheet({ yahtzee: 50 }), 'fours', 20),
    ).toEqual([4])
    // Five 5s pay 25 in Fives, never 10: a 10 there was no Yahtzee.
    expect(
      yahtzeeFaces(gameRules('yahtzee', {}), yahtzeeSheet({ yahtzee: 50 }), 'fives', 10),
    ).toEqual([])
  })

  it('follows the joker: a five-alike goes to its own upper box while that is open', () => {
    // Full house 25 from five 3s only once Threes is filled; any face whose upper box is filled.
    const open = yahtzeeSheet({ yahtzee: 50 })
    expect(yahtzeeFaces(gameRules('yahtzee', {}), open, 'full-house', 25)).toEqual([])
    const threesDone = yahtzeeSheet({ yahtzee: 0, threes: 9, sixes: 18 })
    expect(yahtzeeFaces(gameRules('yahtzee', {}), threesDone, 'full-house', 25)).toEqual([3, 6])
    // Chance takes the sum: 15 is five 3s.
    expect(yahtzeeFaces(gameRules('yahtzee', {}), threesDone, 'chance', 15)).toEqual([3])
  })

  describe('in Triple Yahtzee (three columns)', () => {
    const triple = gameRules('yahtzee', { columns: [1, 2, 3] })
    const columns = (...scores: Sheet['scores'][]): Sheet => ({
      scores: {},
      columns: scores.map((one) => ({ scores: one, yahtzeeBonuses: 0 })),
    })

    it('waits for every column’s Yahtzee box, then asks about the column written', () => {
      const twoOfThree = columns({ yahtzee: 50 }, { yahtzee: 50 }, {})
      expect(yahtzeeFaces(triple, twoOfThree, 'fours', 20, 0)).toEqual([])
      const all = columns({ yahtzee: 50 }, { yahtzee: 50 }, { yahtzee: 50 })
      // Five 4s in Fours: 20 in any column, so the +100 depends on the answer.
      expect(yahtzeeFaces(triple, all, 'fours', 20, 2)).toEqual([4])
      // 10 in Fives is no five alike.
      expect(yahtzeeFaces(triple, all, 'fives', 10, 1)).toEqual([])
    })

    it('asks for the joker once every column’s Yahtzee and matching upper box are written', () => {
      // A scratched Yahtzee pays no bonus, but the joker still needs to know the face.
      const threesDone = { yahtzee: 0, threes: 9 }
      const someOpen = columns(threesDone, threesDone, { yahtzee: 0 })
      expect(yahtzeeFaces(triple, someOpen, 'full-house', 25, 0)).toEqual([])
      const allDone = columns(threesDone, threesDone, threesDone)
      expect(yahtzeeFaces(triple, allDone, 'full-house', 25, 1)).toEqual([3])
    })
  })
})
