import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  db,
  DATABASE_NAME,
  forgetLiveSeat,
  gameQueries,
  keepLiveSeat,
  liveSeatOf,
  replayGame,
  statsQueries,
} from '@/db'
import type { TableOptions } from '@/rules'
import { finishedGameAt, makeGame, seededRandom } from '../fixtures/games'
import { expectResultsInSync } from '../helpers/db'

/** Rows as version 1 stored them: no playerNames, no result, no index fields. */
function v1Row(seed: number, moves?: number) {
  const random = seededRandom(seed)
  const game = makeGame(random, {
    variant: seed % 2 ? 'yatzy' : 'maxi-yatzy',
    players: ['Anna', ` Bo${seed} `.trim()],
    moves,
    id: `game-${seed}`,
  })
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { playerNames, result, inProgressAt, finishedKeys, ...row } = game
  return row
}

/** The schema exactly as version 1 shipped it. */
function openVersion1(): Dexie {
  const old = new Dexie(DATABASE_NAME)
  old.version(1).stores({ games: 'id, updatedAt, finishedAt, variant', settings: 'key' })
  return old
}

beforeEach(async () => {
  await db.delete()
})

afterEach(async () => {
  await db.open()
})

describe('version 1 → 2', () => {
  it('keeps every row and fills player names, result and index fields from the moves', async () => {
    const finished = [v1Row(1), v1Row(2)]
    const unfinished = v1Row(3, 7)
    const old = openVersion1()
    await old.table('games').bulkAdd([...finished, unfinished])
    await old.table('settings').put({ key: 'language', value: 'sv' })
    old.close()

    await db.open()
    expect(db.verno).toBe(4)
    const rows = await db.games.toArray()
    expect(rows).toHaveLength(3)
    for (const row of finished) {
      const upgraded = await db.games.get(row.id)
      expect(upgraded).toMatchObject(row)
      expect(upgraded!.playerNames).toEqual(row.players.map((p) => p.name.toLowerCase()))
      expect(upgraded!.result).toEqual(replayGame(row).result)
      expect(upgraded!.finishedAt).toBe(row.finishedAt)
    }
    const resumed = await db.games.get(unfinished.id)
    expect(resumed).toMatchObject(unfinished)
    expect(resumed!.result).toBeUndefined()
    expect(resumed!.inProgressAt).toBe(unfinished.updatedAt)
    expect(await db.settings.get('language')).toEqual({ key: 'language', value: 'sv' })
    await expectResultsInSync()

    // The new indexes answer straight away.
    const queries = gameQueries(db)
    expect((await queries.listUnfinished()).map((g) => g.id)).toEqual([unfinished.id])
    expect(await queries.countFinished({ player: 'ANNA' })).toBe(2)
    expect(await queries.countFinished({ kind: 'maxi-yatzy' })).toBe(1)
    const stats = await statsQueries(db).playerStats('anna')
    expect(stats.kinds.map((v) => v.games)).toEqual([1, 1])
  })

  it('keeps a row whose moves no longer replay rather than lose it', async () => {
    const broken = v1Row(5)
    broken.moves[3]!.score = 999
    const old = openVersion1()
    await old.table('games').add(broken)
    old.close()

    await db.open()
    const kept = await db.games.get(broken.id)
    expect(kept).toMatchObject(broken)
    expect(kept!.playerNames).toEqual(['anna', 'bo5'])
  })
})

/** The schema exactly as version 2 shipped it. */
function openVersion2(): Dexie {
  const old = new Dexie(DATABASE_NAME)
  old.version(2).stores({
    games:
      'id, updatedAt, finishedAt, variant, [variant+finishedAt], *playerNames, inProgressAt, *finishedKeys',
    settings: 'key',
    solverTables: 'key',
    playerResults: 'id, [player+finishedAt]',
  })
  return old
}

describe('version 2 → 3', () => {
  it('keeps every game and setting and adds an empty table of live seats, kept per game', async () => {
    const old = openVersion2()
    const row = { ...v1Row(8, 5), playerNames: ['anna', 'bo8'], inProgressAt: 1 }
    await old.table('games').add(row)
    await old.table('settings').put({ key: 'language', value: 'da' })
    old.close()

    await db.open()
    expect(db.verno).toBe(4)
    expect(await db.games.get(row.id)).toEqual({ ...row, kind: row.variant })
    expect(await db.settings.get('language')).toEqual({ key: 'language', value: 'da' })
    expect(await db.liveSeats.count()).toBe(0)

    // A structured-cloneable stand-in: fake-indexeddb has no RTCCertificate.
    const certificate = { expires: 1 } as unknown as RTCCertificate
    const seat = { gameId: row.id, guestId: 'guest-0001', name: 'Phone A', seat: 1, certificate }
    await keepLiveSeat({ ...seat, rejoinCode: null })
    await keepLiveSeat({ ...seat, rejoinCode: 'CODE' })
    expect(await liveSeatOf(row.id)).toMatchObject({ ...seat, rejoinCode: 'CODE' })
    await forgetLiveSeat(row.id)
    expect(await liveSeatOf(row.id)).toBeUndefined()
  })
})

/** The schema exactly as version 3 shipped it. */
function openVersion3(): Dexie {
  const old = new Dexie(DATABASE_NAME)
  old.version(3).stores({
    games:
      'id, updatedAt, finishedAt, variant, [variant+finishedAt], *playerNames, inProgressAt, *finishedKeys',
    settings: 'key',
    solverTables: 'key',
    playerResults: 'id, [player+finishedAt]',
    liveSeats: 'gameId',
  })
  return old
}

/** A finished game and its result rows as version 3 stored them: no kind, a house-rules flag. */
function v3Finished(seed: number, options: TableOptions) {
  const game = finishedGameAt(
    seededRandom(seed),
    { variant: 'yatzy', options, players: ['Anna', 'Bo'], id: `game-${seed}` },
    1_700_000_000_000 + seed,
  )
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { kind, ...row } = game
  const houseRules = Object.keys(options).length > 0
  const finishedKeys = row.finishedKeys!.map(([player, any, at]) => [
    player,
    any === '' ? '' : 'yatzy',
    at,
  ])
  const results = row.players.map((player, seat) => ({
    id: `${row.id}/${seat}`,
    gameId: row.id,
    player: row.playerNames[seat],
    name: player.name,
    variant: 'yatzy',
    finishedAt: row.finishedAt,
    total: row.result!.totals[seat],
    place: row.result!.places[seat],
    upperBonus: false,
    yatzy: false,
    scores: [],
    ...(houseRules ? { houseRules: true } : {}),
  }))
  return { game: { ...row, finishedKeys }, results }
}

describe('version 3 → 4', () => {
  it('gives every game and result row its kind: the variant, or the variant and its house rules', async () => {
    const standard = v3Finished(21, {})
    const house = v3Finished(22, { upperBonus: { value: 35, threshold: 63 }, fullHouse: 25 })
    const unfinished = { ...v1Row(23, 5), playerNames: ['anna', 'bo23'], inProgressAt: 1 }
    const old = openVersion3()
    await old.table('games').bulkAdd([standard.game, house.game, unfinished])
    await old.table('playerResults').bulkAdd([...standard.results, ...house.results])
    old.close()

    await db.open()
    expect(db.verno).toBe(4)
    const houseKind = 'yatzy/{"fullHouse":25,"upperBonus":{"threshold":63,"value":35}}'
    expect(await db.games.get(standard.game.id)).toEqual({ ...standard.game, kind: 'yatzy' })
    const upgraded = await db.games.get(house.game.id)
    expect(upgraded!.kind).toBe(houseKind)
    expect(upgraded!.finishedKeys).toEqual([
      ['anna', '', house.game.finishedAt],
      ['anna', houseKind, house.game.finishedAt],
      ['bo', '', house.game.finishedAt],
      ['bo', houseKind, house.game.finishedAt],
    ])
    expect((await db.games.get(unfinished.id))!.kind).toBe('yatzy')
    const rows = await db.playerResults.toArray()
    expect(rows.map((r) => [r.id, r.kind, 'houseRules' in r])).toEqual([
      ['game-21/0', 'yatzy', false],
      ['game-21/1', 'yatzy', false],
      ['game-22/0', houseKind, false],
      ['game-22/1', houseKind, false],
    ])

    // Past games and statistics tell the two kinds apart at once.
    const queries = gameQueries(db)
    expect(await queries.countFinished({ kind: 'yatzy' })).toBe(1)
    expect(await queries.countFinished({ player: 'bo', kind: houseKind })).toBe(1)
    const stats = statsQueries(db)
    expect(await stats.finishedKinds()).toEqual(['yatzy', houseKind])
    expect((await stats.playerStats('anna')).kinds.map((k) => [k.kind, k.games])).toEqual([
      ['yatzy', 1],
      [houseKind, 1],
    ])
  })
})
