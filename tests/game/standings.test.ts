import { describe, expect, it } from 'vitest'
import { standingsOf } from '@/game/standings'

const players = ['Anna', 'Bo', 'Cy'].map((name, i) => ({ id: `p${i}`, name }))

describe('standings of a finished game', () => {
  it('orders by place, sharing a place on equal totals in turn order', () => {
    const standings = standingsOf({
      players,
      result: { totals: [200, 250, 250], places: [3, 1, 1] },
    })
    expect(standings.map((s) => [s.place, s.name, s.total])).toEqual([
      [1, 'Bo', 250],
      [1, 'Cy', 250],
      [3, 'Anna', 200],
    ])
  })

  it('is empty while the game is in progress', () => {
    expect(standingsOf({ players, result: undefined })).toEqual([])
  })
})
