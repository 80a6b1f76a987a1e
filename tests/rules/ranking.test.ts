/** Who wins (shared places, the optional Yatzy tie-break) and the upper-bonus outlook. */
import { describe, expect, it } from 'vitest'
import {
  gameRules,
  bonusOutlook,
  emptySheet,
  rankPlayers,
  type Sheet,
  type VariantId,
} from '@/rules'
import { deepFreeze } from '../helpers/rules-reference'

/** A Yatzy sheet worth `chance` + `yatzy` points, with or without a Yatzy. */
const yatzySheet = (chance: number, yatzy?: 0 | 50): Sheet =>
  deepFreeze({ scores: yatzy === undefined ? { chance } : { chance, yatzy } })

describe('rankPlayers', () => {
  it('puts the highest total first; equal totals share the place', () => {
    const sheets = [yatzySheet(20), yatzySheet(30), yatzySheet(20), yatzySheet(10)]
    expect(rankPlayers('yatzy', sheets)).toEqual([
      { player: 1, total: 30, place: 1 },
      { player: 0, total: 20, place: 2 },
      { player: 2, total: 20, place: 2 },
      // Two players are ahead of the last one.
      { player: 3, total: 10, place: 4 },
    ])
  })

  it('shares the win when every total is equal', () => {
    const places = rankPlayers('yahtzee', [
      { scores: { chance: 7 } },
      { scores: { ones: 4, twos: 3 } },
    ])
    expect(places.map((s) => s.place)).toEqual([1, 1])
  })

  it('ranks a single player first, and no players as nobody', () => {
    expect(rankPlayers('yatzy', [yatzySheet(5)])).toEqual([{ player: 0, total: 5, place: 1 }])
    expect(rankPlayers('yatzy', [])).toEqual([])
  })

  it('ranks by the whole total, bonuses included', () => {
    const withBonus: Sheet = {
      scores: { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 },
    }
    const higherUpperless = yatzySheet(100)
    const standings = rankPlayers('yatzy', [higherUpperless, withBonus])
    expect(standings[0]).toEqual({ player: 1, total: 113, place: 1 })
    const yahtzee: Sheet = { scores: { yahtzee: 50, fours: 20 }, yahtzeeBonuses: 1 }
    const plain: Sheet = { scores: { yahtzee: 50, chance: 30 }, yahtzeeBonuses: 0 }
    expect(rankPlayers('yahtzee', [plain, yahtzee])[0]).toEqual({ player: 1, total: 170, place: 1 })
  })

  it('ignores Yatzys on equal totals by default', () => {
    const sheets = [yatzySheet(50, 0), deepFreeze({ scores: { yatzy: 50 } })]
    expect(rankPlayers('yatzy', sheets).map((s) => [s.player, s.place])).toEqual([
      [0, 1],
      [1, 1],
    ])
    expect(
      rankPlayers(gameRules('yatzy', { yatzyTieBreak: false }), sheets).map((s) => s.place),
    ).toEqual([1, 1])
  })

  it('with the Yatzy tie-break, more Yatzys win on equal totals; still equal → shared', () => {
    const noYatzy = yatzySheet(70)
    const scratched = yatzySheet(70, 0)
    const yatzy = yatzySheet(20, 50)
    const another = yatzySheet(20, 50)
    const standings = rankPlayers(
      gameRules('yatzy', {
        yatzyTieBreak: true,
      }),
      [noYatzy, yatzy, scratched, another],
    )
    expect(standings.map((s) => s.total)).toEqual([70, 70, 70, 70])
    const place = (player: number) => standings.find((s) => s.player === player)!.place
    expect([place(1), place(3)]).toEqual([1, 1])
    // A scratched Yatzy box (0) counts as no Yatzy.
    expect([place(0), place(2)]).toEqual([3, 3])
  })

  it('lets the tie-break decide only equal totals', () => {
    const standings = rankPlayers(
      gameRules('yatzy', {
        yatzyTieBreak: true,
      }),
      [yatzySheet(10, 50), yatzySheet(61)],
    )
    expect(standings).toEqual([
      { player: 1, total: 61, place: 1 },
      { player: 0, total: 60, place: 2 },
    ])
  })

  it('plays the tie-break in Forced Yatzy, scored as Yatzy', () => {
    const standings = rankPlayers(
      gameRules('forced-yatzy', {
        yatzyTieBreak: true,
      }),
      [yatzySheet(70), yatzySheet(20, 50)],
    )
    expect(standings.map((s) => [s.player, s.place])).toEqual([
      [1, 1],
      [0, 2],
    ])
  })
})

describe('bonusOutlook', () => {
  const outlook = (variant: VariantId, scores: Sheet['scores']) =>
    bonusOutlook(variant, deepFreeze({ scores }))

  it('is reached from 63 on, even with upper boxes still open', () => {
    expect(outlook('yatzy', { sixes: 30, fives: 25, fours: 8 })).toEqual({ status: 'reached' })
    expect(outlook('yatzy', { sixes: 30, fives: 25, fours: 12 })).toEqual({ status: 'reached' })
  })

  it('is possible while the open upper boxes can still make up what is needed', () => {
    expect(bonusOutlook('yatzy', emptySheet('yatzy'))).toEqual({ status: 'possible', needed: 63 })
    expect(outlook('yatzy', { ones: 3, twos: 6, threes: 9 })).toEqual({
      status: 'possible',
      needed: 45,
    })
    // 33 in Ones–Fives; 30 still needed and five sixes make exactly 30.
    expect(outlook('yatzy', { ones: 3, twos: 6, threes: 9, fours: 12, fives: 3 })).toEqual({
      status: 'possible',
      needed: 30,
    })
  })

  it('is out of reach when even the best open upper boxes fall short', () => {
    expect(outlook('yatzy', { ones: 3, twos: 6, threes: 9, fours: 12, fives: 0 })).toEqual({
      status: 'out-of-reach',
      needed: 33,
    })
    expect(outlook('yatzy', { ones: 0, twos: 0, threes: 0, fours: 0, fives: 0 })).toEqual({
      status: 'out-of-reach',
      needed: 63,
    })
    expect(
      outlook('yatzy', { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 12 }),
    ).toEqual({ status: 'out-of-reach', needed: 6 })
  })

  it('uses 42 in Forced Yatzy', () => {
    expect(outlook('forced-yatzy', { sixes: 24, fives: 20 })).toEqual({ status: 'reached' })
    expect(outlook('forced-yatzy', { ones: 0, twos: 0, threes: 0, fours: 0, fives: 10 })).toEqual({
      status: 'out-of-reach',
      needed: 32,
    })
    expect(outlook('forced-yatzy', { ones: 0, twos: 0, threes: 0, fours: 0, fives: 15 })).toEqual({
      status: 'possible',
      needed: 27,
    })
  })

  it('uses 84 and six dice in Maxi Yatzy', () => {
    expect(outlook('maxi-yatzy', { ones: 4, twos: 8, threes: 12, fours: 16, fives: 20 })).toEqual({
      status: 'possible',
      needed: 24,
    })
    // 36 is the most six sixes make.
    expect(outlook('maxi-yatzy', { ones: 4, twos: 8, threes: 12, fours: 0, fives: 20 })).toEqual({
      status: 'out-of-reach',
      needed: 40,
    })
    expect(outlook('maxi-yatzy', { sixes: 36, fives: 30, fours: 24 })).toEqual({
      status: 'reached',
    })
  })

  it('uses 63 in Yahtzee', () => {
    expect(outlook('yahtzee', { sixes: 30, fives: 25, fours: 8 })).toEqual({ status: 'reached' })
    expect(outlook('yahtzee', { sixes: 0, fives: 0, fours: 0 })).toEqual({
      status: 'out-of-reach',
      needed: 63,
    })
  })
})
