import { liveQuery } from 'dexie'
import type { YatzyPadDatabase } from './database'
import type { GameKind } from './kinds'
import { playerKey } from './names'
import type { GameRecord } from './types'

export interface FinishedFilter {
  /** One kind of game: a variant by the rule book, or a variant under one set of house rules. */
  kind?: GameKind
  /** A player's name in any case and spacing. */
  player?: string
}

/** Where the previous page ended: pass it back as `after` for the next page. */
export interface HistoryCursor {
  finishedAt: number
  id: string
}

export interface HistoryQuery extends FinishedFilter {
  /** Games per page: 20 unless given, at most 500. */
  limit?: number
  /** Skips this many games (their keys are still walked: prefer `after` for long lists). */
  offset?: number
  /** Continues after this game (walks nothing twice: use it for long lists). */
  after?: HistoryCursor
}

export interface HistoryPage {
  games: GameRecord[]
  /** The cursor for the next page; null when this page is the last. */
  next: HistoryCursor | null
}

const DEFAULT_PAGE = 20
const MAX_PAGE = 500

/** Finished-game queries and live views. Every list is served by an index, never a full scan. */
export function gameQueries(database: YatzyPadDatabase) {
  const { games } = database

  /** The finished games matching the filter, up to `finishedAt` (inclusive), oldest first. */
  function finishedUpTo(filter: FinishedFilter, upTo = Infinity) {
    if (filter.player !== undefined) {
      const key = playerKey(filter.player)
      const kind = filter.kind ?? ''
      return games
        .where('finishedKeys')
        .between([key, kind, -Infinity], [key, kind, upTo], true, true)
    }
    if (filter.kind !== undefined) {
      return games
        .where('[kind+finishedAt]')
        .between([filter.kind, -Infinity], [filter.kind, upTo], true, true)
    }
    return games.where('finishedAt').belowOrEqual(upTo)
  }

  /** Finished games, newest first, one page at a time. */
  async function listFinished(query: HistoryQuery = {}): Promise<HistoryPage> {
    const limit = Math.min(Math.max(Math.floor(query.limit ?? DEFAULT_PAGE), 1), MAX_PAGE)
    const offset = Math.max(Math.floor(query.offset ?? 0), 0)
    const after = query.after
    // One extra game tells whether another page follows.
    const wanted = limit + 1
    const found = await database.transaction('r', games, async () => {
      let newest = finishedUpTo(query, after?.finishedAt).reverse()
      if (after) {
        // Equal finish times come in descending id order: skip those up to the cursor's game.
        newest = newest.filter((game) => game.finishedAt !== after.finishedAt || game.id < after.id)
      }
      if (offset === 0 || after) return newest.offset(offset).limit(wanted).toArray()
      // Skipping by keys alone reads no game it does not return.
      const keys = await newest.limit(offset + wanted).primaryKeys()
      const page = await games.bulkGet(keys.slice(offset))
      return page.filter((game) => game !== undefined)
    })
    const page = found.slice(0, limit)
    const last = page.at(-1)
    const next = found.length > limit && last ? { finishedAt: last.finishedAt!, id: last.id } : null
    return { games: page, next }
  }

  function countFinished(filter: FinishedFilter = {}): Promise<number> {
    return finishedUpTo(filter).count()
  }

  /** Games still in progress, the most recently played first. */
  function listUnfinished(): Promise<GameRecord[]> {
    return games.orderBy('inProgressAt').reverse().toArray()
  }

  /**
   * Player names as written, from the most recently played games first, one per player (for name
   * suggestions and pickers). Looks at the last `recentGames` games only, so it stays fast.
   */
  async function knownPlayerNames(
    recentGames = 100,
    { computers = true }: { computers?: boolean } = {},
  ): Promise<string[]> {
    const recent = await database.transaction('r', games, async () => {
      const keys = await games.orderBy('updatedAt').reverse().limit(recentGames).primaryKeys()
      return games.bulkGet(keys)
    })
    const names = new Map<string, string>()
    for (const game of recent) {
      for (const player of game?.players ?? []) {
        if (player.computer && !computers) continue
        const key = playerKey(player.name)
        if (!names.has(key)) names.set(key, player.name)
      }
    }
    return [...names.values()]
  }

  /**
   * Calls `onChange` with the stored game now and after every change to it (also from other tabs);
   * undefined once it is deleted. Returns the function that stops watching.
   */
  function watchGame(
    id: string,
    onChange: (game: GameRecord | undefined) => void,
    onError: (error: unknown) => void = (error) => console.error(error),
  ): () => void {
    const subscription = liveQuery(() => games.get(id)).subscribe({
      next: onChange,
      error: onError,
    })
    return () => subscription.unsubscribe()
  }

  return { listFinished, countFinished, listUnfinished, knownPlayerNames, watchGame }
}

export type GameQueries = ReturnType<typeof gameQueries>
