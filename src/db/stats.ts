import { getVariant, VARIANTS, type BoxId, type VariantId } from '../rules'
import type { YatzyPadDatabase } from './database'
import { playerKey } from './names'
import type { PlayerResultRecord } from './types'

/** Result rows read per step (see readResults). */
const RESULTS_PAGE = 1000

export interface BoxAverage {
  box: BoxId
  average: number
}

export interface VariantStats {
  variant: VariantId
  games: number
  /** Games where the player placed first (a shared first place counts). */
  wins: number
  averageTotal: number
  bestTotal: number
  /** Share of games (0–1) in which the upper bonus was won. */
  upperBonusRate: number
  /** Games in which the all-alike box (Yatzy, Maxi Yatzy, Yahtzee) scored more than 0. */
  yatzys: number
  /** Average score per box, in the sheet's order. */
  boxAverages: BoxAverage[]
  /** One point per game, oldest first, for a chart. */
  series: { finishedAt: number; total: number }[]
}

export interface PlayerStats {
  /** The identity used: the name trimmed and lower-cased. */
  player: string
  /** The name as written in the player's most recent game ('' when there is none). */
  displayName: string
  /** Per variant played, in the app's variant order. */
  variants: VariantStats[]
}

function summary(variant: VariantId, rows: readonly PlayerResultRecord[]): VariantStats {
  const boxes = getVariant(variant).boxes
  const boxSums = boxes.map(() => 0)
  let wins = 0
  let totalSum = 0
  let bestTotal = -Infinity
  let bonuses = 0
  let yatzys = 0
  for (const row of rows) {
    if (row.place === 1) wins += 1
    totalSum += row.total
    bestTotal = Math.max(bestTotal, row.total)
    if (row.upperBonus) bonuses += 1
    if (row.yatzy) yatzys += 1
    row.scores.forEach((score, index) => (boxSums[index] = (boxSums[index] ?? 0) + score))
  }
  const games = rows.length
  return {
    variant,
    games,
    wins,
    averageTotal: totalSum / games,
    bestTotal,
    upperBonusRate: bonuses / games,
    yatzys,
    boxAverages: boxes.map((box, index) => ({ box: box.id, average: boxSums[index]! / games })),
    series: rows.map((row) => ({ finishedAt: row.finishedAt, total: row.total })),
  }
}

/** Two players' record against each other in one variant. */
export interface PairRecord {
  variant: VariantId
  /** The two players' identities (playerKey), in alphabetical order. */
  players: [string, string]
  /** Their names as written in their most recent game together. */
  names: [string, string]
  /** Finished games both played. */
  games: number
  /** How often each finished ahead of the other. */
  wins: [number, number]
  /** Games they finished level. */
  ties: number
}

export interface LeaderboardRow {
  player: string
  name: string
  /** Finished games with at least one other player. */
  games: number
  /** Of those, games won (a shared first place counts). */
  wins: number
  /** wins / games. */
  winRate: number
}

export interface HeadToHead {
  /** In the app's variant order, then most games first. */
  pairs: PairRecord[]
  /** Most wins first, then best win rate, then most games. */
  leaderboard: LeaderboardRow[]
}

export interface HeadToHeadFilter {
  /** Only games finished at or after this time (epoch ms). */
  since?: number
  variant?: VariantId
}

/** Rows of one game, seats in order. */
function byGame(rows: readonly PlayerResultRecord[]): PlayerResultRecord[][] {
  const games = new Map<string, PlayerResultRecord[]>()
  for (const row of rows) {
    const list = games.get(row.gameId)
    if (list) list.push(row)
    else games.set(row.gameId, [row])
  }
  return [...games.values()]
}

function tallyPairs(games: readonly PlayerResultRecord[][]): PairRecord[] {
  const pairs = new Map<string, PairRecord>()
  for (const rows of games) {
    const seats = [...rows].sort((a, b) => (a.player < b.player ? -1 : 1))
    seats.forEach((first, i) => {
      for (const second of seats.slice(i + 1)) {
        const key = JSON.stringify([first.variant, first.player, second.player])
        let pair = pairs.get(key)
        if (!pair) {
          pair = {
            variant: first.variant,
            players: [first.player, second.player],
            names: [first.name, second.name],
            games: 0,
            wins: [0, 0],
            ties: 0,
          }
          pairs.set(key, pair)
        }
        pair.names = [first.name, second.name]
        pair.games += 1
        if (first.place < second.place) pair.wins[0] += 1
        else if (second.place < first.place) pair.wins[1] += 1
        else pair.ties += 1
      }
    })
  }
  const order = (variant: VariantId) => VARIANTS.findIndex((v) => v.id === variant)
  return [...pairs.values()].sort(
    (a, b) => order(a.variant) - order(b.variant) || b.games - a.games,
  )
}

function tallyLeaderboard(games: readonly PlayerResultRecord[][]): LeaderboardRow[] {
  const players = new Map<string, LeaderboardRow>()
  for (const rows of games) {
    for (const row of rows) {
      const entry = players.get(row.player) ?? {
        player: row.player,
        name: row.name,
        games: 0,
        wins: 0,
        winRate: 0,
      }
      entry.name = row.name
      entry.games += 1
      if (row.place === 1) entry.wins += 1
      entry.winRate = entry.wins / entry.games
      players.set(row.player, entry)
    }
  }
  return [...players.values()].sort(
    (a, b) =>
      b.wins - a.wins || b.winRate - a.winRate || b.games - a.games || a.name.localeCompare(b.name),
  )
}

/** Player statistics over finished games, from the small per-player result rows. */
export function statsQueries(database: YatzyPadDatabase) {
  /**
   * Every result row that `keep` accepts, read a page at a time: each page is its own task, so
   * tens of thousands of rows never hold the main thread in one piece.
   */
  async function readResults(
    keep: (row: PlayerResultRecord) => boolean,
  ): Promise<PlayerResultRecord[]> {
    const found: PlayerResultRecord[] = []
    let after: string | undefined
    for (;;) {
      const table = database.playerResults
      const from = after === undefined ? table.orderBy('id') : table.where('id').above(after)
      const page = await from.limit(RESULTS_PAGE).toArray()
      for (const row of page) if (keep(row)) found.push(row)
      if (page.length < RESULTS_PAGE) return found
      after = page.at(-1)!.id
    }
  }

  async function playerStats(
    name: string,
    filter: { variant?: VariantId } = {},
  ): Promise<PlayerStats> {
    const player = playerKey(name)
    const rows = await database.playerResults
      .where('[player+finishedAt]')
      .between([player, -Infinity], [player, Infinity], true, true)
      .toArray()
    const byVariant = new Map<VariantId, PlayerResultRecord[]>()
    for (const row of rows) {
      if (filter.variant && row.variant !== filter.variant) continue
      const list = byVariant.get(row.variant)
      if (list) list.push(row)
      else byVariant.set(row.variant, [row])
    }
    const variants = VARIANTS.flatMap((variant) => {
      const list = byVariant.get(variant.id)
      return list ? [summary(variant.id, list)] : []
    })
    return { player, displayName: rows.at(-1)?.name ?? '', variants }
  }

  /**
   * The family table: every pair's record against each other per variant, and a leaderboard,
   * over finished games with two or more players (solo games have no one to beat).
   */
  async function headToHead(filter: HeadToHeadFilter = {}): Promise<HeadToHead> {
    const since = filter.since ?? -Infinity
    const rows = await readResults(
      (row) => row.finishedAt >= since && (!filter.variant || row.variant === filter.variant),
    )
    rows.sort((a, b) => a.finishedAt - b.finishedAt)
    const games = byGame(rows).filter((seats) => seats.length > 1)
    return { pairs: tallyPairs(games), leaderboard: tallyLeaderboard(games) }
  }

  return { playerStats, headToHead }
}

export type StatsQueries = ReturnType<typeof statsQueries>
