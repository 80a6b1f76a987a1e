import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  ConflictError,
  db,
  GameSetupError,
  gameRepository,
  MoveError,
  YatzyPadDatabase,
  type GameRecord,
} from '@/db'
import { playMoves, seededRandom } from '../fixtures/games'
import { dumpDatabase, expectResultsInSync, resetDatabase } from '../helpers/db'

let time = 0
const clock = () => (time += 1000)
const games = gameRepository(db, clock)
let otherTab: YatzyPadDatabase | null = null

/** What a second connection (a reload, another tab) reads. */
async function readFresh(id: string): Promise<GameRecord | undefined> {
  otherTab ??= new YatzyPadDatabase()
  return otherTab.games.get(id)
}

beforeEach(async () => {
  time = 1_700_000_000_000
  await resetDatabase()
})

afterEach(() => {
  otherTab?.close()
  otherTab = null
})

async function playedGame(moveCount: number, players = ['Anna', 'Bo']): Promise<GameRecord> {
  let game = await games.createGame({ variant: 'yatzy', options: {}, players })
  const moves = playMoves(seededRandom(7), { variant: 'yatzy', players, moves: moveCount })
  for (const move of moves) game = await games.appendMove(game.id, game.revision, move)
  return game
}

async function expectRefused(
  write: () => Promise<unknown>,
  errorType: new (...args: never[]) => Error,
) {
  const before = await dumpDatabase()
  await expect(write()).rejects.toBeInstanceOf(errorType)
  expect(await dumpDatabase()).toBe(before)
}

describe('createGame', () => {
  it('stores the game with clean names, the variant options and revision 1', async () => {
    const game = await games.createGame({
      variant: 'maxi-yatzy',
      options: {},
      players: ['  Anna ', 'Bo  Ek'],
    })
    expect(game.players.map((p) => p.name)).toEqual(['Anna', 'Bo Ek'])
    expect(game.playerNames).toEqual(['anna', 'bo ek'])
    expect(game.options).toEqual({ fullStraight: 21 })
    expect(game).toMatchObject({ revision: 1, moves: [], hints: false, inProgressAt: time })
    expect(game.finishedAt).toBeUndefined()
    expect(await readFresh(game.id)).toEqual(game)
  })

  it('refuses bad players or variants and stores nothing', async () => {
    await expectRefused(
      () => games.createGame({ variant: 'yatzy', options: {}, players: ['Anna', 'ANNA '] }),
      GameSetupError,
    )
    await expectRefused(
      () => games.createGame({ variant: 'yatzy', options: {}, players: ['  '] }),
      GameSetupError,
    )
    await expectRefused(
      () => games.createGame({ variant: 'yatzy', options: {}, players: ['x'.repeat(25)] }),
      GameSetupError,
    )
    await expectRefused(
      () => games.createGame({ variant: 'yatzy', options: {}, players: [] }),
      GameSetupError,
    )
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
    await expectRefused(
      () => games.createGame({ variant: 'yatzy', options: {}, players: seven }),
      GameSetupError,
    )
    const unknown = { variant: 'poker' as 'yatzy', options: {}, players: ['Anna'] }
    await expectRefused(() => games.createGame(unknown), GameSetupError)
  })
})

describe('appendMove', () => {
  it('stores the move and raises the revision', async () => {
    const game = await games.createGame({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
    const next = await games.appendMove(game.id, 1, {
      player: 0,
      dice: [2, 2, 5, 5, 5],
      box: 'full-house',
      score: 19,
    })
    expect(next.revision).toBe(2)
    expect(next.moves).toEqual([
      { player: 0, dice: [2, 2, 5, 5, 5], box: 'full-house', score: 19, at: time },
    ])
    expect(next.updatedAt).toBe(time)
    expect(next.inProgressAt).toBe(time)
    expect(await readFresh(game.id)).toEqual(next)
  })

  it('refuses an illegal move with the reason and changes nothing', async () => {
    const game = await playedGame(2)
    const sixes = { player: 0, dice: null, box: 'sixes', score: 13 } as const
    await expectRefused(() => games.appendMove(game.id, game.revision, sixes), MoveError)
    await expect(games.appendMove(game.id, game.revision, sixes)).rejects.toThrow(
      'Move 3 (Anna): Sixes cannot hold 13.',
    )
    const outOfTurn = { player: 1, dice: null, box: 'chance', score: 20 } as const
    await expectRefused(() => games.appendMove(game.id, game.revision, outOfTurn), MoveError)
  })

  it('finishes the game in the same write that fills the last box', async () => {
    const game = await playedGame(29)
    expect(game.finishedAt).toBeUndefined()
    const [last] = playMoves(seededRandom(7), { variant: 'yatzy', players: ['Anna', 'Bo'] }).slice(
      29,
    )
    const finished = await games.appendMove(game.id, game.revision, last!)
    expect(finished.finishedAt).toBe(time)
    expect(finished.result!.totals).toHaveLength(2)
    expect(finished.result!.places).toContain(1)
    expect(finished.inProgressAt).toBeUndefined()
    expect(finished.finishedKeys).toContainEqual(['anna', 'yatzy', time])
    expect(await readFresh(game.id)).toEqual(finished)
    expect(await db.playerResults.count()).toBe(2)
    await expectResultsInSync()
  })
})

describe('undoLastMove', () => {
  it('removes the last move and stores it', async () => {
    const game = await playedGame(3)
    const undone = await games.undoLastMove(game.id, game.revision)
    expect(undone.moves).toEqual(game.moves.slice(0, 2))
    expect(undone.revision).toBe(game.revision + 1)
    expect(await readFresh(game.id)).toEqual(undone)
  })

  it('un-finishes a finished game and finishes it again on the next move', async () => {
    const game = await playedGame(30)
    const finishedAt = game.finishedAt
    expect(finishedAt).toBeDefined()
    const undone = await games.undoLastMove(game.id, game.revision)
    expect(undone.finishedAt).toBeUndefined()
    expect(undone.result).toBeUndefined()
    expect(undone.finishedKeys).toBeUndefined()
    expect(undone.inProgressAt).toBe(undone.updatedAt)
    expect(await readFresh(game.id)).toEqual(undone)
    expect(await db.playerResults.count()).toBe(0)
    const again = await games.appendMove(game.id, undone.revision, game.moves.at(-1)!)
    expect(again.finishedAt).toBeGreaterThan(finishedAt!)
    await expectResultsInSync()
  })

  it('refuses when there is nothing to undo', async () => {
    const game = await games.createGame({ variant: 'yatzy', options: {}, players: ['Anna'] })
    await expectRefused(() => games.undoLastMove(game.id, game.revision), MoveError)
  })
})

describe('replaceMove', () => {
  it('stores a correction typed as a number and recomputes the result', async () => {
    const game = await playedGame(30)
    const index = game.moves.findIndex((m) => m.player === 0 && m.box !== 'chance')
    const oldMove = game.moves[index]!
    const corrected = await games.replaceMove(game.id, game.revision, index, {
      ...oldMove,
      dice: null,
      score: 0,
    })
    expect(corrected.moves[index]).toMatchObject({ dice: null, score: 0, box: oldMove.box })
    expect(corrected.finishedAt).toBe(game.finishedAt)
    expect(corrected.result!.totals[0]).toBeLessThanOrEqual(game.result!.totals[0]!)
    expect(await readFresh(game.id)).toEqual(corrected)
    await expectResultsInSync()
  })

  it('refuses a correction that makes a later move illegal, naming that move', async () => {
    const game = await playedGame(4)
    const laterBox = game.moves[2]!.box
    const clash = { player: 0, dice: null, box: laterBox, score: 0 }
    await expectRefused(() => games.replaceMove(game.id, game.revision, 0, clash), MoveError)
    await expect(games.replaceMove(game.id, game.revision, 0, clash)).rejects.toMatchObject({
      code: 'rule',
      moveIndex: 2,
    })
  })

  it('refuses a correction of a move that does not exist', async () => {
    const game = await playedGame(2)
    const move = { ...game.moves[0]! }
    await expectRefused(() => games.replaceMove(game.id, game.revision, 5, move), MoveError)
  })
})

describe('setHints', () => {
  it('stores the switch and raises the revision', async () => {
    const game = await games.createGame({ variant: 'yatzy', options: {}, players: ['Anna'] })
    const on = await games.setHints(game.id, game.revision, true)
    expect(on).toMatchObject({ hints: true, revision: 2 })
    expect(await readFresh(game.id)).toEqual(on)
  })

  it('keeps what the moves made: a game in play stays in play, a finished one keeps its result', async () => {
    for (const [moves, finished] of [
      [11, false],
      [30, true],
    ] as const) {
      const game = await playedGame(moves)
      expect(game.finishedAt !== undefined).toBe(finished)
      const on = await games.setHints(game.id, game.revision, true)
      const chances = await games.setWinChances(on.id, on.revision, true)
      // Only the switches, the revision and the time move; the result and the indexes do not.
      const { hints, winChances, revision, updatedAt, inProgressAt, ...rest } = chances
      const before = { ...game } as Partial<GameRecord>
      for (const key of ['hints', 'revision', 'updatedAt', 'inProgressAt'] as const)
        delete before[key]
      expect(rest).toEqual(before)
      expect({ hints, winChances, revision }).toEqual({
        hints: true,
        winChances: true,
        revision: game.revision + 2,
      })
      expect(updatedAt).toBe(time)
      expect(inProgressAt).toBe(finished ? undefined : time)
      expect(await readFresh(game.id)).toEqual(chances)
      await expectResultsInSync()
    }
  })
})

describe('deleteGame and restoreGame', () => {
  it('deletes a game and puts it back exactly as it was', async () => {
    const game = await playedGame(30)
    const before = await dumpDatabase()
    const deleted = await games.deleteGame(game.id)
    expect(deleted).toEqual(game)
    expect(await readFresh(game.id)).toBeUndefined()
    expect(await db.playerResults.count()).toBe(0)
    await games.restoreGame(deleted!)
    expect(await dumpDatabase()).toBe(before)
    await expectResultsInSync()
  })

  it('returns undefined for a game that is not there', async () => {
    expect(await games.deleteGame('missing')).toBeUndefined()
  })

  it('refuses to restore over a game with the same id', async () => {
    const game = await playedGame(1)
    await expectRefused(() => games.restoreGame(game), ConflictError)
  })

  it('refuses a delete based on an older revision', async () => {
    const game = await playedGame(2)
    await expectRefused(() => games.deleteGame(game.id, game.revision - 1), ConflictError)
  })
})
