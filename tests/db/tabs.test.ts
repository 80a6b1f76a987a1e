import { liveQuery } from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ConflictError,
  db,
  GameNotFoundError,
  gameQueries,
  gameRepository,
  replayGame,
  YatzyPadDatabase,
  type GameRecord,
} from '@/db'
import { playMoves, seededRandom } from '../fixtures/games'
import { dumpDatabase, resetDatabase } from '../helpers/db'

const tabA = gameRepository(db)
let secondConnection: YatzyPadDatabase
let tabB: ReturnType<typeof gameRepository>

const moves = playMoves(seededRandom(3), { variant: 'yatzy', players: ['Anna', 'Bo'] })

beforeEach(async () => {
  await resetDatabase()
  secondConnection = new YatzyPadDatabase()
  tabB = gameRepository(secondConnection)
})

afterEach(() => {
  secondConnection.close()
})

async function startedGame(): Promise<GameRecord> {
  const game = await tabA.createGame({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
  return tabA.appendMove(game.id, game.revision, moves[0]!)
}

describe('two tabs on one database', () => {
  it('refuses a write based on a revision another tab has replaced, and keeps the first', async () => {
    const seenByBoth = await startedGame()
    const fromA = await tabA.appendMove(seenByBoth.id, seenByBoth.revision, moves[1]!)
    const before = await dumpDatabase()
    const stale = tabB.setHints(seenByBoth.id, seenByBoth.revision, true)
    await expect(stale).rejects.toBeInstanceOf(ConflictError)
    await expect(tabB.setHints(seenByBoth.id, seenByBoth.revision, true)).rejects.toMatchObject({
      name: 'ConflictError',
      expectedRevision: seenByBoth.revision,
      actualRevision: fromA.revision,
    })
    expect(await dumpDatabase()).toBe(before)
  })

  it('lets exactly one of two simultaneous writes on the same revision through', async () => {
    const game = await startedGame()
    const outcomes = await Promise.allSettled([
      tabA.appendMove(game.id, game.revision, moves[1]!),
      tabB.appendMove(game.id, game.revision, moves[1]!),
    ])
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    const refused = outcomes.find((o) => o.status === 'rejected')
    expect(refused?.reason).toBeInstanceOf(ConflictError)
    const stored = await tabB.getGame(game.id)
    expect(stored!.moves).toHaveLength(2)
    expect(stored!.revision).toBe(game.revision + 1)
  })

  it('succeeds after re-reading the game', async () => {
    const game = await startedGame()
    await tabA.appendMove(game.id, game.revision, moves[1]!)
    const fresh = await tabB.getGame(game.id)
    const next = await tabB.appendMove(fresh!.id, fresh!.revision, moves[2]!)
    expect(next.moves).toHaveLength(3)
  })

  it('reports a game deleted in another tab', async () => {
    const game = await startedGame()
    await tabB.deleteGame(game.id)
    await expect(tabA.appendMove(game.id, game.revision, moves[1]!)).rejects.toBeInstanceOf(
      GameNotFoundError,
    )
  })

  it('tells a watcher about a write made in another tab', async () => {
    const game = await startedGame()
    const seen: (number | undefined)[] = []
    const stop = gameQueries(db).watchGame(game.id, (fresh) => seen.push(fresh?.revision))
    try {
      await vi.waitFor(() => expect(seen).toContain(game.revision))
      await tabB.appendMove(game.id, game.revision, moves[1]!)
      await vi.waitFor(() => expect(seen).toContain(game.revision + 1))
      await tabB.deleteGame(game.id)
      await vi.waitFor(() => expect(seen.at(-1)).toBeUndefined())
    } finally {
      stop()
    }
  })
})

describe('resuming after a reload', () => {
  it('lists the unfinished games from a new connection, most recently played first', async () => {
    let time = 1_000
    const clocked = gameRepository(db, () => (time += 1_000))
    const older = await clocked.createGame({
      variant: 'yatzy',
      options: {},
      players: ['Anna', 'Bo'],
    })
    const newer = await clocked.createGame({ variant: 'yahtzee', options: {}, players: ['Cy'] })
    let played = older
    for (const move of moves.slice(0, 5)) {
      played = await clocked.appendMove(played.id, played.revision, move)
    }
    let finished = await clocked.createGame({
      variant: 'yatzy',
      options: {},
      players: ['Anna', 'Bo'],
    })
    for (const move of moves) {
      finished = await clocked.appendMove(finished.id, finished.revision, move)
    }
    db.close()

    const reloaded = new YatzyPadDatabase()
    try {
      const unfinished = await gameQueries(reloaded).listUnfinished()
      expect(unfinished.map((g) => g.id)).toEqual([played.id, newer.id])
      expect(unfinished[0]).toEqual(played)
      const state = replayGame(unfinished[0]!)
      expect(state).toMatchObject({ nextPlayer: 1, round: 3, finished: false })
    } finally {
      reloaded.close()
      await db.open()
    }
  })
})

describe('live queries', () => {
  it('re-run the history, resume and name lists when another tab writes', async () => {
    const queries = gameQueries(db)
    const seen: { finished: number; unfinished: number; names: string[] }[] = []
    const subscription = liveQuery(async () => ({
      finished: (await queries.listFinished()).games.length,
      unfinished: (await queries.listUnfinished()).length,
      names: await queries.knownPlayerNames(),
    })).subscribe({ next: (value) => seen.push(value) })
    try {
      await vi.waitFor(() => expect(seen.at(-1)).toEqual({ finished: 0, unfinished: 0, names: [] }))
      let game = await tabB.createGame({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
      await vi.waitFor(() =>
        expect(seen.at(-1)).toEqual({ finished: 0, unfinished: 1, names: ['Anna', 'Bo'] }),
      )
      for (const move of moves) game = await tabB.appendMove(game.id, game.revision, move)
      await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ finished: 1, unfinished: 0 }))
    } finally {
      subscription.unsubscribe()
    }
  })
})
