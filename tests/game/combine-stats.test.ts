import { describe, expect, it } from 'vitest'
import type { KindStats } from '@/db'
import { combineStats } from '@/game/combine-stats'

const variant = (over: Partial<KindStats>): KindStats => ({
  kind: 'yatzy',
  variant: 'yatzy',
  games: 1,
  wins: 0,
  averageTotal: 0,
  bestTotal: 0,
  upperBonusRate: 0,
  yatzys: 0,
  boxAverages: [],
  series: [],
  ...over,
})

describe('statistics over all kinds', () => {
  it('adds counts and weighs averages and rates by the games behind them', () => {
    const combined = combineStats([
      variant({
        games: 2,
        wins: 1,
        averageTotal: 203,
        bestTotal: 374,
        upperBonusRate: 0.5,
        yatzys: 1,
      }),
      variant({
        kind: 'yahtzee',
        variant: 'yahtzee',
        games: 1,
        wins: 1,
        averageTotal: 62,
        bestTotal: 62,
      }),
    ])
    expect(combined).toEqual({
      games: 3,
      wins: 2,
      averageTotal: 156,
      bestTotal: 374,
      upperBonusRate: 1 / 3,
      yatzys: 1,
    })
  })

  it('is all zeros without games', () => {
    expect(combineStats([])).toEqual({
      games: 0,
      wins: 0,
      averageTotal: 0,
      bestTotal: 0,
      upperBonusRate: 0,
      yatzys: 0,
    })
  })
})
