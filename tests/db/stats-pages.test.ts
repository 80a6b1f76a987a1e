import { beforeEach, describe, expect, it } from 'vitest'
import { db, headToHead, playerStats, type PlayerResultRecord } from '@/db'
import { VARIANTS } from '@/rules'
import { seededRandom } from '../fixtures/games'
import { resetDatabase } from '../helpers/db'

const NOW = 1_750_000_000_000
type Seat = [name: string, total: number, place: number]

/** A result row as the repository stores it (scores left empty: head to head never reads them). */
function row(gameId: string, seat: number, [name, total, place]: Seat, finishedAt: number) {
  return {
    id: `${gameId}/${seat}`,
    gameId,
    player: name.toLowerCase(),
    name,
    variant: 'yatzy',
    kind: 'yatzy',
    finishedAt,
    total,
    place,
    upperBonus: false,
    yatzy: false,
    scores: [],
  } satisfies PlayerResultRecord
}

describe('statistics over thousands of result rows, read a page at a time', () => {
  // 1,201 games, 2,402 rows: several pages whichever page size. Game g0000 is the most recent:
  // reading by id goes back in time, so nothing may rely on reading in time order.
  // Every third game, from the first: Anna 300 beats Bo 200.
  // Every third, from the second: Bo 250 beats Cy and Anna, who tie on 150.
  // Every third, from the third: Anna alone, 100.
  // Anna is written "anna" except in the most recent game.
  beforeEach(async () => {
    await resetDatabase()
    const rows = Array.from({ length: 1201 }, (_, i) => {
      const gameId = `g${String(i).padStart(4, '0')}`
      const anna = i === 0 ? 'Anna' : 'anna'
      const seats: Seat[][] = [
        [
          [anna, 300, 1],
          ['Bo', 200, 2],
        ],
        [
          ['Bo', 250, 1],
          ['Cy', 150, 2],
          [anna, 150, 2],
        ],
        [[anna, 100, 1]],
      ]
      return seats[i % 3]!.map((seat, index) => row(gameId, index, seat, NOW - i * 60_000))
    })
    await db.playerResults.bulkAdd(rows.flat())
  })

  it('counts every pair and every player exactly once per game', async () => {
    const { pairs, leaderboard } = await headToHead()
    const lines = pairs.map(
      (p) =>
        `${p.kind}: ${p.names.join('–')} (${p.players.join(', ')}) ${p.games} games ${p.wins.join('-')} ties ${p.ties}`,
    )
    expect(lines).toEqual([
      // 401 games Anna wins, 400 Bo wins.
      'yatzy: Anna–Bo (anna, bo) 801 games 401-400 ties 0',
      // Both first met in the oldest three-player game: in the order of their names. Anna is
      // "anna" in her most recent game with Cy.
      'yatzy: anna–Cy (anna, cy) 400 games 0-0 ties 400',
      'yatzy: Bo–Cy (bo, cy) 400 games 400-0 ties 0',
    ])
    // Solo games count for no one.
    expect(leaderboard.map((r) => [r.name, r.games, r.wins])).toEqual([
      ['Anna', 801, 401],
      ['Bo', 801, 400],
      ['Cy', 400, 0],
    ])
  })

  it("sums up one player's every game, oldest first", async () => {
    const anna = await playerStats('ANNA')
    expect(anna.displayName).toBe('Anna')
    expect(anna.kinds).toHaveLength(1)
    const yatzy = anna.kinds[0]!
    expect(yatzy.games).toBe(1201)
    // 401 wins against Bo and 400 alone.
    expect(yatzy.wins).toBe(801)
    expect(yatzy.bestTotal).toBe(300)
    expect(yatzy.averageTotal).toBeCloseTo((401 * 300 + 400 * 150 + 400 * 100) / 1201, 9)
    expect(yatzy.series).toHaveLength(1201)
    expect(yatzy.series[0]!.finishedAt).toBe(NOW - 1200 * 60_000)
    expect(
      yatzy.series.every((p, i, all) => i === 0 || all[i - 1]!.finishedAt < p.finishedAt),
    ).toBe(true)
    expect(await playerStats('anna', { kind: 'yahtzee' })).toMatchObject({ kinds: [] })
  })
})

describe("one player's statistics read in pages", () => {
  it('counts every game once when more than a page of them finished in the same millisecond', async () => {
    await resetDatabase()
    const alone = (i: number, finishedAt: number) =>
      row(`s${String(i).padStart(4, '0')}`, 0, ['Anna', i, 1], finishedAt)
    // 1,300 games at one time between two others: every page boundary falls inside the tie.
    const rows = [
      alone(0, NOW - 1),
      ...Array.from({ length: 1300 }, (_, i) => alone(i + 1, NOW)),
      alone(1301, NOW + 1),
    ]
    await db.playerResults.bulkAdd(rows)
    const [yatzy] = (await playerStats('Anna')).kinds
    expect(yatzy!.games).toBe(1302)
    expect(yatzy!.averageTotal).toBe(1301 / 2)
    expect(yatzy!.series.map((p) => p.total)).toEqual(rows.map((r) => r.total))
  })
})

/** The family table as it was counted before it was read in pages: all rows sorted by time. */
function countedAllAtOnce(rows: PlayerResultRecord[]) {
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))
  sorted.sort((a, b) => a.finishedAt - b.finishedAt)
  const games = new Map<string, PlayerResultRecord[]>()
  for (const r of sorted) games.set(r.gameId, [...(games.get(r.gameId) ?? []), r])
  const pairs = new Map<
    string,
    {
      kind: string
      variant: string
      players: string[]
      names: string[]
      games: number
      wins: number[]
      ties: number
    }
  >()
  const players = new Map<
    string,
    { player: string; name: string; games: number; wins: number; winRate: number; place: number }
  >()
  for (const seats of [...games.values()].filter((s) => s.length > 1)) {
    const byName = [...seats].sort((a, b) => (a.player < b.player ? -1 : 1))
    byName.forEach((a, i) => {
      for (const b of byName.slice(i + 1)) {
        const key = JSON.stringify([a.kind, a.player, b.player])
        const pair = pairs.get(key) ?? {
          kind: a.kind,
          variant: a.variant,
          players: [a.player, b.player],
          names: [],
          games: 0,
          wins: [0, 0],
          ties: 0,
        }
        pairs.set(key, pair)
        pair.names = [a.name, b.name]
        pair.games += 1
        if (a.place < b.place) pair.wins[0]! += 1
        else if (b.place < a.place) pair.wins[1]! += 1
        else pair.ties += 1
      }
    })
    for (const r of seats) {
      const entry = players.get(r.player) ?? {
        player: r.player,
        name: r.name,
        games: 0,
        wins: 0,
        winRate: 0,
        place: 0,
      }
      players.set(r.player, entry)
      entry.name = r.name
      entry.games += 1
      if (r.place === 1) entry.wins += 1
      entry.winRate = entry.wins / entry.games
    }
  }
  // Kinds by variant, the rule book's (the variant's own id) before house rules.
  const order = (kind: string) => [VARIANTS.findIndex((v) => kind.startsWith(v.id)), kind]
  const byKind = (a: string, b: string) => {
    const [va, ka] = order(a)
    const [vb, kb] = order(b)
    return va !== vb ? Number(va) - Number(vb) : ka === kb ? 0 : ka! < kb! ? -1 : 1
  }
  const leaderboard = [...players.values()].sort(
    (a, b) =>
      b.wins - a.wins || b.winRate - a.winRate || b.games - a.games || a.name.localeCompare(b.name),
  )
  // Equal records (wins in as many games) share the place of the first of them.
  for (const entry of leaderboard) {
    entry.place = 1 + leaderboard.findIndex((o) => o.wins === entry.wins && o.games === entry.games)
  }
  return {
    pairs: [...pairs.values()].sort((a, b) => byKind(a.kind, b.kind) || b.games - a.games),
    leaderboard,
  }
}

describe('the family table read in pages', () => {
  it('matches counting every row at once, names and order included, with many games at the same time', async () => {
    await resetDatabase()
    const random = seededRandom(7)
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
    const people = ['Anna', 'ANNA', 'Bo', 'bo', 'Cy', 'Dee', 'Eli', 'Fia']
    const rows = Array.from({ length: 900 }, (_, i) => {
      const gameId = `${pick(['a', 'b', 'a-', 'b_'])}${i}`
      const names = [
        ...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(people))),
      ]
      const unique = names.filter(
        (n, k) => names.findIndex((m) => m.toLowerCase() === n.toLowerCase()) === k,
      )
      // Few distinct times, so many games finish in the same millisecond.
      const finishedAt = NOW + Math.floor(random() * 40)
      // Yatzy by the rule book and under two sets of house rules: three kinds of one variant.
      const [variant, kind] = pick([
        ['yatzy', 'yatzy'],
        ['yahtzee', 'yahtzee'],
        ['maxi-yatzy', 'maxi-yatzy'],
        ['yatzy', 'yatzy/{"fullHouse":25}'],
        ['yatzy', 'yatzy/{"upperBonus":{"threshold":63,"value":35}}'],
      ] as const)
      return unique.map((name, seat) => ({
        ...row(gameId, seat, [name, 0, 1 + Math.floor(random() * 3)], finishedAt),
        variant,
        kind,
      }))
    }).flat()
    await db.playerResults.bulkAdd(rows)
    expect(await headToHead()).toEqual(countedAllAtOnce(rows))
  })
})
