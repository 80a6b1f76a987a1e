import { describe, expect, it } from 'vitest'
import type { GameRecord } from '@/db'
import { rematchOf } from '@/game/rematch'

const finished = {
  id: 'g1',
  variant: 'maxi-yatzy',
  options: { fullStraight: 30 },
  hideTotals: true,
  players: [
    { id: 'a', name: 'Anna' },
    { id: 'b', name: 'Comp', computer: 'hard' },
    { id: 'c', name: 'Cleo', virtualDice: true },
  ],
  moves: [],
} as unknown as GameRecord

describe('a rematch', () => {
  it('keeps the table and lets the next player start', () => {
    const next = rematchOf(finished)
    expect(next.players).toEqual(['Comp', 'Cleo', 'Anna'])
    expect(next.playerKinds).toEqual([
      { computer: 'hard', virtualDice: undefined },
      { computer: undefined, virtualDice: true },
      { computer: undefined, virtualDice: undefined },
    ])
    expect(next).toMatchObject({
      variant: 'maxi-yatzy',
      options: { fullStraight: 30 },
      hideTotals: true,
    })
  })
})
