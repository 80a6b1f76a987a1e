import { describe, expect, it } from 'vitest'
import type { ReplayInput } from '@/db'
import { figuresAfterRound, roundsPlayed, runningTotals } from '@/game/rounds'

/** Two players write 1-1-1-1-1 and 6-6-6-6-6 into the same boxes, top to bottom. */
function game(moves: number): ReplayInput {
  const boxes = ['ones', 'twos', 'sixes'] as const
  const all = boxes.flatMap((box) => [
    { player: 0, dice: [1, 1, 1, 1, 1], box, score: box === 'ones' ? 5 : 0, at: 0 },
    { player: 1, dice: [6, 6, 6, 6, 6], box, score: box === 'sixes' ? 30 : 0, at: 0 },
  ])
  return {
    variant: 'yatzy',
    options: {},
    players: [
      { id: 'a', name: 'Anna' },
      { id: 'b', name: 'Bo' },
    ],
    moves: all.slice(0, moves),
  }
}

describe('stepping through rounds', () => {
  it('counts a round as played once anyone has written in it', () => {
    expect(roundsPlayed(game(0))).toBe(1)
    expect(roundsPlayed(game(2))).toBe(1)
    expect(roundsPlayed(game(3))).toBe(2)
    expect(roundsPlayed(game(6))).toBe(3)
  })

  it('rebuilds the sheets as they stood after a round', () => {
    const after1 = figuresAfterRound(game(6), 1)
    expect(after1.map((p) => p.sheet.scores)).toEqual([{ ones: 5 }, { ones: 0 }])
    expect(figuresAfterRound(game(6), 3).map((p) => p.total)).toEqual([5, 30])
  })

  it('gives every player’s running total per round', () => {
    expect(runningTotals(game(6))).toEqual([
      [5, 5, 5],
      [0, 0, 30],
    ])
    // A round begun by Anna only: Bo's total stays where it was.
    expect(runningTotals(game(5))).toEqual([
      [5, 5, 5],
      [0, 0, 0],
    ])
  })
})
