import type { YatzyPadDatabase } from './database'
import { headToHeadTally, type HeadToHead, type HeadToHeadFilter } from './head-to-head'
import { kindTally, type KindStats } from './kind-stats'
import { compareKinds, type GameKind } from './kinds'
import { playerKey } from './names'
import type { PlayerResultRecord } from './types'
import { timeSlicer } from '../scheduling/yield'

export type { HeadToHead, HeadToHeadFilter, LeaderboardRow, PairRecord } from './head-to-head'
export type { BoxAverage, KindStats } from './kind-stats'

/**
 * Result rows read per step. Each step is its own task on the page's thread (IndexedDB answers
 * in a new task), small enough to stay well under 200 ms on a slow phone.
 */
const RESULTS_PAGE = 500

export interface PlayerStats {
  /** The identity used: the name trimmed and lower-cased. */
  player: string
  /** The name as written in the player's most recent game ('' when there is none). */
  displayName: string
  /**
   * Per kind played (a variant by the rule book, or under one set of house rules), in the app's
   * kind order. Every finished game counts in exactly one of them.
   */
  kinds: KindStats[]
}

/**
 * Player statistics over finished games, from the small per-player result rows. Each kind of game
 * is counted on its own; every figure is the game's stored result, never scored again.
 */
export function statsQueries(database: YatzyPadDatabase) {
  const table = database.playerResults

  /** Every result row `keep` accepts, grouped by game (seats in order), read a page at a time. */
  async function resultsByGame(
    keep: (row: PlayerResultRecord) => boolean,
  ): Promise<Map<string, PlayerResultRecord[]>> {
    const games = new Map<string, PlayerResultRecord[]>()
    let after: string | undefined
    for (;;) {
      const from = after === undefined ? table.orderBy('id') : table.where('id').above(after)
      const page = await from.limit(RESULTS_PAGE).toArray()
      for (const row of page) {
        if (!keep(row)) continue
        const seats = games.get(row.gameId)
        if (seats) seats.push(row)
        else games.set(row.gameId, [row])
      }
      if (page.length < RESULTS_PAGE) return games
      after = page.at(-1)!.id
    }
  }

  /** One player's result rows, oldest first, a page at a time. */
  async function* playerRows(player: string): AsyncGenerator<PlayerResultRecord[]> {
    // Pages follow the [player+finishedAt] index; rows finished in the same millisecond may straddle
    // two pages, so the next page starts at that time again and skips the rows already given.
    let from = -Infinity
    let givenAtFrom = new Set<string>()
    for (;;) {
      const limit = RESULTS_PAGE + givenAtFrom.size
      const page = await table
        .where('[player+finishedAt]')
        .between([player, from], [player, Infinity], true, true)
        .limit(limit)
        .toArray()
      yield page.filter((row) => row.finishedAt !== from || !givenAtFrom.has(row.id))
      if (page.length < limit) return
      from = page.at(-1)!.finishedAt
      givenAtFrom = new Set(page.filter((row) => row.finishedAt === from).map((row) => row.id))
    }
  }

  async function playerStats(name: string, filter: { kind?: GameKind } = {}): Promise<PlayerStats> {
    const player = playerKey(name)
    const tallies = new Map<GameKind, ReturnType<typeof kindTally>>()
    let displayName = ''
    for await (const page of playerRows(player)) {
      for (const row of page) {
        displayName = row.name
        if (filter.kind !== undefined && row.kind !== filter.kind) continue
        let tally = tallies.get(row.kind)
        if (!tally) tallies.set(row.kind, (tally = kindTally(row.kind)))
        tally.add(row)
      }
    }
    const kinds = [...tallies.keys()].sort(compareKinds).map((kind) => tallies.get(kind)!.result())
    return { player, displayName, kinds }
  }

  /** Every kind of game finished so far, in the app's kind order (from an index's keys alone). */
  async function finishedKinds(): Promise<GameKind[]> {
    const kinds = (await table.orderBy('kind').uniqueKeys()) as GameKind[]
    return kinds.sort(compareKinds)
  }

  /**
   * The family table: every pair's record against each other per kind, and a leaderboard,
   * over finished games with two or more players (solo games have no one to beat). Counted in
   * slices that yield to the page, so tens of thousands of games never freeze it.
   */
  async function headToHead(filter: HeadToHeadFilter = {}): Promise<HeadToHead> {
    const since = filter.since ?? -Infinity
    const games = await resultsByGame(
      (row) => row.finishedAt >= since && (filter.kind === undefined || row.kind === filter.kind),
    )
    const tally = headToHeadTally()
    const slicer = timeSlicer()
    for (const seats of games.values()) {
      if (seats.length > 1) tally.addGame(seats)
      if (slicer.due()) await slicer.pause()
    }
    return tally.result()
  }

  return { playerStats, finishedKinds, headToHead }
}

export type StatsQueries = ReturnType<typeof statsQueries>
