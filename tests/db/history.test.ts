import { beforeAll, describe, expect, it } from 'vitest'
import { db, gameQueries, playerKey, type GameRecord, type HistoryQuery } from '@/db'
import type { VariantId } from '@/rules'
import { finishedGameAt, makeGame, seededRandom } from '../fixtures/games'
import { resetDatabase, storeGames } from '../helpers/db'

const queries = gameQueries(db)
const variants: VariantId[] = ['yatzy', 'forced-yatzy', 'maxi-yatzy', 'yahtzee']
const tables = [['Anna', 'Bo'], ['ANNA', 'Cy', 'Dee'], ['Bo', 'Cy'], ['Eve']]
let finished: GameRecord[] = []

/** Newest first; equal finish times by id, descending (the index order). */
function newestFirst(a: GameRecord, b: GameRecord): number {
  return b.finishedAt! - a.finishedAt! || (a.id < b.id ? 1 : -1)
}

function expected(filter: { kind?: string; player?: string } = {}): string[] {
  return finished
    .filter((game) => !filter.kind || game.kind === filter.kind)
    .filter((game) => !filter.player || game.playerNames.includes(playerKey(filter.player)))
    .sort(newestFirst)
    .map((game) => game.id)
}

async function allPagesByCursor(query: HistoryQuery): Promise<string[]> {
  const ids: string[] = []
  let page = await queries.listFinished(query)
  ids.push(...page.games.map((g) => g.id))
  while (page.next) {
    page = await queries.listFinished({ ...query, after: page.next })
    ids.push(...page.games.map((g) => g.id))
  }
  return ids
}

beforeAll(async () => {
  await resetDatabase()
  const random = seededRandom(11)
  // 40 finished games; finish times repeat (every 5 minutes, 8 distinct) to test ties at page ends.
  finished = Array.from({ length: 40 }, (_, index) =>
    finishedGameAt(
      random,
      {
        variant: variants[index % 4]!,
        // Every other Yatzy game under a house rule: a kind of its own.
        ...(index % 8 === 4 ? { options: { fullHouse: 25 } } : {}),
        players: tables[index % tables.length]!,
        id: `g${index}`,
      },
      1_700_000_000_000 + (index % 8) * 300_000,
    ),
  )
  const unfinished = makeGame(random, { variant: 'yatzy', players: ['Anna', 'Bo'], moves: 9 })
  await storeGames([...finished, unfinished])
})

describe('listFinished', () => {
  it('gives the newest 20 finished games first, skipping unfinished ones', async () => {
    const page = await queries.listFinished()
    expect(page.games.map((g) => g.id)).toEqual(expected().slice(0, 20))
    expect(page.next).not.toBeNull()
  })

  it('walks every game exactly once with the cursor, across equal finish times', async () => {
    expect(await allPagesByCursor({ limit: 7 })).toEqual(expected())
  })

  it('pages by offset the same way', async () => {
    const page = await queries.listFinished({ limit: 7, offset: 14 })
    expect(page.games.map((g) => g.id)).toEqual(expected().slice(14, 21))
  })

  it('pages by offset within a filter', async () => {
    const page = await queries.listFinished({ player: 'bo', limit: 3, offset: 4 })
    expect(page.games.map((g) => g.id)).toEqual(expected({ player: 'bo' }).slice(4, 7))
  })

  it('ends with no cursor on the last page', async () => {
    const page = await queries.listFinished({ limit: 40 })
    expect(page.games).toHaveLength(40)
    expect(page.next).toBeNull()
  })

  it('filters by kind: a variant by the rule book', async () => {
    expect(await allPagesByCursor({ kind: 'maxi-yatzy', limit: 3 })).toEqual(
      expected({ kind: 'maxi-yatzy' }),
    )
    expect(await queries.countFinished({ kind: 'maxi-yatzy' })).toBe(10)
  })

  it('keeps games under house rules out of the rule book’s kind and lists them under their own', async () => {
    const house = finished.filter((game) => game.variant === 'yatzy' && game.kind !== 'yatzy')
    // Every other Yatzy game has a full house of 25: 5 of its 10.
    expect(house).toHaveLength(5)
    const kind = house[0]!.kind
    expect(kind).toBe('yatzy/{"fullHouse":25}')
    expect(await allPagesByCursor({ kind, limit: 2 })).toEqual(
      house.sort(newestFirst).map((g) => g.id),
    )
    const standard = await allPagesByCursor({ kind: 'yatzy', limit: 2 })
    expect(standard).toHaveLength(5)
    expect(standard.some((id) => house.some((game) => game.id === id))).toBe(false)
    expect(await allPagesByCursor({ player: 'anna', kind, limit: 1 })).toEqual(
      expected({ player: 'anna', kind }),
    )
  })

  it('filters by player, whatever the case and spacing of the name', async () => {
    const anna = expected({ player: 'anna' })
    expect(anna.length).toBeGreaterThan(0)
    expect(await allPagesByCursor({ player: '  ANNA ', limit: 4 })).toEqual(anna)
    expect(await queries.countFinished({ player: 'Anna' })).toBe(anna.length)
  })

  it('filters by player and variant together', async () => {
    const filter = { player: 'Cy', kind: 'forced-yatzy' } as const
    const ids = expected(filter)
    expect(ids.length).toBeGreaterThan(0)
    expect(await allPagesByCursor({ ...filter, limit: 2 })).toEqual(ids)
    expect(await queries.countFinished(filter)).toBe(ids.length)
  })

  it('finds nothing for a player who never played', async () => {
    expect(await queries.listFinished({ player: 'Zed' })).toEqual({ games: [], next: null })
  })
})

describe('knownPlayerNames', () => {
  it('lists each player once, as written in a game', async () => {
    const names = await queries.knownPlayerNames()
    expect(names.map(playerKey).sort()).toEqual(['anna', 'bo', 'cy', 'dee', 'eve'])
    const written = new Set(tables.flat())
    expect(names.every((name) => written.has(name))).toBe(true)
  })

  it('prefers the spelling of the most recently played game', async () => {
    const latest = makeGame(seededRandom(4), {
      variant: 'yatzy',
      players: ['aNNa'],
      moves: 1,
      startAt: 1_800_000_000_000,
    })
    await storeGames([latest])
    const names = await queries.knownPlayerNames()
    expect(names.filter((name) => playerKey(name) === 'anna')).toEqual(['aNNa'])
    expect(names[0]).toBe('aNNa')
    await db.games.delete(latest.id)
  })

  it('can leave computer players out', async () => {
    const withComputer = makeGame(seededRandom(5), {
      variant: 'yatzy',
      players: ['Eve', 'Computer (Hard)'],
      moves: 1,
      startAt: 1_800_000_000_000,
    })
    withComputer.players[1]!.computer = 'hard'
    await storeGames([withComputer])
    expect(await queries.knownPlayerNames()).toContain('Computer (Hard)')
    const people = await queries.knownPlayerNames(100, { computers: false })
    expect(people).not.toContain('Computer (Hard)')
    expect(people).toContain('Eve')
    await db.games.delete(withComputer.id)
  })
})
