import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGame, db, DATABASE_NAME, getGame, listUnfinished } from '@/db'
import {
  APP_DATABASE_NAME,
  listUnfinishedGames,
  NEEDS_UPGRADE,
  readUnfinishedGames,
} from '@/db/unfinished-read'
import { finishedGameAt, makeGame, seededRandom } from '../fixtures/games'
import { storeGames } from '../helpers/db'

const MINUTE = 60_000

async function storedDatabaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '')
}

beforeEach(async () => {
  // As on a device that has not stored anything yet: the app's Dexie opens on first use.
  await db.delete({ disableAutoOpen: false })
})

afterEach(async () => {
  await db.open()
})

describe('the games in progress, read without Dexie', () => {
  it('reads the database Dexie names', () => {
    expect(APP_DATABASE_NAME).toBe(DATABASE_NAME)
  })

  it('on a device with no database yet: lists nothing, creates nothing, and Dexie then sets up', async () => {
    expect(await readUnfinishedGames()).toEqual([])
    expect(await storedDatabaseNames()).not.toContain(DATABASE_NAME)

    await db.open()
    expect(db.verno).toBe(4)
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      'games',
      'liveSeats',
      'playerResults',
      'settings',
      'solverTables',
    ])
    const game = await createGame({ variant: 'yatzy', options: {}, players: ['Anna'] })
    expect((await readUnfinishedGames()) as unknown[]).toEqual([await getGame(game.id)])
  })

  it('lists exactly the unfinished games, the most recently played first, as Dexie does', async () => {
    const random = seededRandom(7)
    const start = 1_700_000_000_000
    const unfinished = [
      makeGame(random, { variant: 'yatzy', players: ['Anna', 'Bo'], moves: 3, startAt: start }),
      makeGame(random, {
        variant: 'maxi-yatzy',
        players: ['Cai'],
        moves: 5,
        startAt: start + 60 * MINUTE,
      }),
      makeGame(random, {
        variant: 'yatzy',
        players: ['Dan'],
        moves: 0,
        startAt: start + 9 * MINUTE,
      }),
      // Played at the same moment as the first: ties keep Dexie's order too.
      makeGame(random, { variant: 'yatzy', players: ['Eva'], moves: 3, startAt: start }),
    ]
    const finished = [
      finishedGameAt(random, { variant: 'yatzy', players: ['Fia'] }, start + 120 * MINUTE),
      finishedGameAt(random, { variant: 'maxi-yatzy', players: ['Gus', 'Hal'] }, start - MINUTE),
    ]
    await db.open()
    await storeGames([...finished, ...unfinished])

    const read = await readUnfinishedGames()
    const ids = (read as { id: string }[]).map((game) => game.id)
    expect(ids).toHaveLength(4)
    expect(ids.slice(0, 2)).toEqual([unfinished[1]!.id, unfinished[2]!.id])
    expect(ids).not.toContain(finished[0]!.id)
    expect(read).toEqual(await listUnfinished())
  })

  it('reads games as the app stores them, moves, options and computer players included', async () => {
    await db.open()
    const game = await createGame({
      variant: 'yatzy',
      options: {},
      players: ['Anna', 'Robo'],
      playerKinds: [{}, { computer: 'hard' }],
      hints: true,
    })
    const read = await readUnfinishedGames()
    expect(read).toEqual([await getGame(game.id)])
  })

  it('never stands in the way of Dexie deleting or upgrading the database', async () => {
    await db.open()
    await createGame({ variant: 'yatzy', options: {}, players: ['Anna'] })
    const reading = readUnfinishedGames()
    await db.delete()
    await reading
    expect(await storedDatabaseNames()).not.toContain(DATABASE_NAME)
  })

  it('a database from before the resume index: Dexie upgrades it and lists its games', async () => {
    const old = new Dexie(DATABASE_NAME)
    old.version(1).stores({ games: 'id, updatedAt, finishedAt, variant', settings: 'key' })
    const { playerNames, result, inProgressAt, finishedKeys, ...row } = makeGame(seededRandom(3), {
      variant: 'yatzy',
      players: ['Anna'],
      moves: 4,
      id: 'old-game',
    })
    void [playerNames, result, inProgressAt, finishedKeys]
    await old.table('games').add(row)
    old.close()

    expect(await readUnfinishedGames()).toBe(NEEDS_UPGRADE)
    const listed = await listUnfinishedGames()
    expect(listed.map((game) => game.id)).toEqual(['old-game'])
    expect(db.verno).toBe(4)
  })
})
