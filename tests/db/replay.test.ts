import { describe, expect, it } from 'vitest'
import { MoveError, replayGame, type MoveRecord, type ReplayInput } from '@/db'
import { makeGame, seededRandom } from '../fixtures/games'

function game(moves: MoveRecord[], players = ['Anna', 'Bo']): ReplayInput {
  return {
    variant: 'yatzy',
    options: { yatzyTieBreak: false },
    players: players.map((name, seat) => ({ id: `p${seat}`, name })),
    moves,
  }
}

function move(
  player: number,
  dice: number[] | null,
  box: MoveRecord['box'],
  score: number,
): MoveRecord {
  return { player, dice, box, score, at: 0 }
}

function replayError(input: ReplayInput): MoveError {
  try {
    replayGame(input)
  } catch (error) {
    if (error instanceof MoveError) return error
    throw error
  }
  throw new Error('the game replayed')
}

describe('replayGame', () => {
  it('starts with empty sheets and the first player to move in round 1', () => {
    const state = replayGame(game([]))
    expect(state.sheets).toEqual([{ scores: {} }, { scores: {} }])
    expect(state).toMatchObject({
      nextPlayer: 0,
      round: 1,
      rounds: 15,
      finished: false,
      result: null,
    })
  })

  it('rebuilds each sheet and passes the turn in player order', () => {
    const state = replayGame(
      game([
        move(0, [2, 2, 5, 5, 5], 'full-house', 19),
        move(1, null, 'sixes', 24),
        move(0, [6, 6, 6, 6, 6], 'yatzy', 50),
      ]),
    )
    expect(state.sheets[0]!.scores).toEqual({ 'full-house': 19, yatzy: 50 })
    expect(state.sheets[1]!.scores).toEqual({ sixes: 24 })
    expect(state.nextPlayer).toBe(1)
    expect(state.round).toBe(2)
    expect(state.totals.map((t) => t.total)).toEqual([69, 24])
  })

  it('finishes with totals and shared places once every sheet is full', () => {
    const full = makeGame(seededRandom(1), { variant: 'yatzy', players: ['Anna', 'Bo', 'Cy'] })
    const state = replayGame(full)
    expect(state.finished).toBe(true)
    expect(state.nextPlayer).toBeNull()
    expect(state.round).toBe(15)
    expect(state.result!.totals).toEqual(state.totals.map((t) => t.total))
    const best = Math.max(...state.result!.totals)
    state.result!.totals.forEach((total, seat) => {
      expect(state.result!.places[seat] === 1).toBe(total === best)
    })
  })

  it('plays the saved-rolls bank of Maxi Yatzy through rollsUsed', () => {
    const maxi: ReplayInput = {
      variant: 'maxi-yatzy',
      options: { fullStraight: 21 },
      players: [{ id: 'p0', name: 'Anna' }],
      moves: [
        { ...move(0, [1, 1, 1, 2, 3, 4], 'ones', 3), rollsUsed: 1 },
        { ...move(0, [2, 2, 2, 2, 3, 4], 'twos', 8), rollsUsed: 5 },
      ],
    }
    expect(replayGame(maxi).sheets[0]!.savedRolls).toBe(0)
    maxi.moves[1]!.rollsUsed = 6
    expect(replayError(maxi).ruleCode).toBe('rolls-used')
  })

  it('refuses a move written for the wrong player, naming the move', () => {
    const error = replayError(
      game([move(0, [1, 1, 1, 1, 1], 'ones', 5), move(0, [2, 2, 2, 2, 2], 'twos', 10)]),
    )
    expect(error.code).toBe('out-of-turn')
    expect(error.moveIndex).toBe(1)
    expect(error.message).toBe("Move 2: it is Bo's turn, not Anna's.")
  })

  it('refuses an impossible typed score with the rules reason', () => {
    const error = replayError(game([move(0, null, 'sixes', 13)]))
    expect(error.code).toBe('rule')
    expect(error.ruleCode).toBe('impossible-score')
    expect(error.message).toBe('Move 1 (Anna): Sixes cannot hold 13.')
  })

  it('refuses a stored score the dice do not pay', () => {
    const error = replayError(game([move(0, [2, 2, 5, 5, 5], 'full-house', 20)]))
    expect(error.code).toBe('score-mismatch')
    expect(error.message).toBe('Move 1 (Anna): 2-2-5-5-5 in Full house pays 19, not 20.')
  })

  it('refuses a box the variant does not have and a box written twice', () => {
    expect(replayError(game([move(0, [1, 2, 3, 4, 5], 'villa', 0)])).ruleCode).toBe('unknown-box')
    const twice = game([move(0, null, 'ones', 3), move(0, null, 'ones', 2)], ['Anna'])
    expect(replayError(twice).ruleCode).toBe('box-closed')
  })

  it('refuses a move after the game is over', () => {
    const full = makeGame(seededRandom(2), { variant: 'yahtzee', players: ['Anna'] })
    const error = replayError({ ...full, moves: [...full.moves, move(0, null, 'chance', 5)] })
    expect(error.code).toBe('game-over')
    expect(error.moveIndex).toBe(13)
  })

  it('refuses a game with no players or with seven', () => {
    expect(replayError(game([], [])).code).toBe('player-count')
    expect(replayError(game([], ['a', 'b', 'c', 'd', 'e', 'f', 'g'])).code).toBe('player-count')
  })
})
