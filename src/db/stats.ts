import { VARIANTS, type VariantId } from '../rules'
import type { YatzyPadDatabase } from './database'
import { headToHeadTally, type HeadToHead, type HeadToHeadFilter } from './head-to-head'
import { playerKey } from './names'
import type { PlayerResultRecord } from './types'
import { variantTally, type VariantStats } from './variant-stats'
import { timeSlicer } from './yield'

export type { HeadToHead, HeadToHeadFilter, LeaderboardRow, PairRecord } from './head-to-head'
export type { BoxAverage, VariantStats } from './variant-stats'

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
  /** Per variant played, in the app's variant order. */
  variants: VariantStats[]
}

/** Player statistics over finished games, from the small per-player result rows. */
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
    // The ids alone come in one step (cheap); the rows follow in pages, each in its own task.
    const ids = await table
      .where('[player+finishedAt]')
      .between([player, -Infinity], [player, Infinity], true, true)
      .primaryKeys()
    for (let start = 0; start < ids.length; start += RESULTS_PAGE) {
      const page = await table.bulkGet(ids.slice(start, start + RESULTS_PAGE))
      // A row removed since the ids were read (a game deleted in another tab) is left out.
      yield page.filter((row): row is PlayerResultRecord => row !== undefined)
    }
  }

  async function playerStats(
    name: string,
    filter: { variant?: VariantId } = {},
  ): Promise<PlayerStats> {
    const player = playerKey(name)
    const tallies = new Map<VariantId, ReturnType<typeof variantTally>>()
    let displayName = ''
    for await (const page of playerRows(player)) {
      for (const row of page) {
        displayName = row.name
        if (filter.variant && row.variant !== filter.variant) continue
        let tally = tallies.get(row.variant)
        if (!tally) tallies.set(row.variant, (tally = variantTally(row.variant)))
        tally.add(row)
      }
    }
    const variants = VARIANTS.flatMap((variant) => {
      const tally = tallies.get(variant.id)
      return tally ? [tally.result()] : []
    })
    return { player, displayName, variants }
  }

  /**
   * The family table: every pair's record against each other per variant, and a leaderboard,
   * over finished games with two or more players (solo games have no one to beat). Counted in
   * slices that yield to the page, so tens of thousands of games never freeze it.
   */
  async function headToHead(filter: HeadToHeadFilter = {}): Promise<HeadToHead> {
    const since = filter.since ?? -Infinity
    const games = await resultsByGame(
      (row) => row.finishedAt >= since && (!filter.variant || row.variant === filter.variant),
    )
    const tally = headToHeadTally()
    const slicer = timeSlicer()
    for (const seats of games.values()) {
      if (seats.length > 1) tally.addGame(seats)
      if (slicer.due()) await slicer.pause()
    }
    return tally.result()
  }

  return { playerStats, headToHead }
}

export type StatsQueries = ReturnType<typeof statsQueries>
