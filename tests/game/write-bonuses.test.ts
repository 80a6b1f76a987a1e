import { describe, expect, it } from 'vitest'
import type { MoveRecord, ReplayInput } from '@/db'
import { deriveGame } from '@/db/figures'
import { lastWriteBonuses as bonusesOf } from '@/game/write-bonuses'

const lastWriteBonuses = (game: ReplayInput) => bonusesOf(deriveGame(game))

const move = (box: string, dice: number[], score: number): MoveRecord =>
  ({ player: 0, box, dice, score, at: 0 }) as MoveRecord

const game = (variant: ReplayInput['variant'], moves: MoveRecord[]): ReplayInput => ({
  variant,
  options: {},
  players: [{ id: 'a', name: 'Anna' }],
  moves,
})

describe('what the last write earned beyond its box', () => {
  it('nothing for a plain write', () => {
    expect(lastWriteBonuses(game('yatzy', [move('sixes', [6, 6, 6, 1, 2], 18)]))).toEqual({
      upper: 0,
      yahtzee: 0,
    })
  })

  it('the upper bonus, on the write that reaches 63 (counted by hand: 18 + 15 + 12 + 9 + 6 + 3)', () => {
    const moves = [
      move('sixes', [6, 6, 6, 1, 2], 18),
      move('fives', [5, 5, 5, 1, 2], 15),
      move('fours', [4, 4, 4, 1, 2], 12),
      move('threes', [3, 3, 3, 1, 2], 9),
      move('twos', [2, 2, 2, 1, 3], 6),
    ]
    expect(lastWriteBonuses(game('yatzy', moves)).upper).toBe(0)
    moves.push(move('ones', [1, 1, 1, 2, 3], 3))
    expect(lastWriteBonuses(game('yatzy', moves))).toEqual({ upper: 50, yahtzee: 0 })
  })

  it('the Yahtzee bonus: a second Yahtzee, written as a joker into Fives, pays 100 more than its 25', () => {
    const moves = [move('yahtzee', [3, 3, 3, 3, 3], 50), move('fives', [5, 5, 5, 5, 5], 25)]
    expect(lastWriteBonuses(game('yahtzee', moves))).toEqual({ upper: 0, yahtzee: 100 })
  })
})
