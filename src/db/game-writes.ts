import type { YatzyPadDatabase } from './database'
import { hasResultRows, playerResultRows } from './player-results'
import type { GameRecord } from './types'

function rowIds(game: GameRecord): string[] {
  return game.players.map((_, seat) => `${game.id}/${seat}`)
}

export interface GameWrite {
  next: GameRecord
  /** The version stored until now, if any: its result rows are replaced. */
  previous?: GameRecord
}

/**
 * Stores new versions of games with their result rows. Call inside a read-write transaction over
 * games and playerResults, so a game and its rows never disagree.
 */
export async function saveGames(database: YatzyPadDatabase, writes: GameWrite[]): Promise<void> {
  if (writes.length === 0) return
  // A game in play has no rows to delete: asking the store to delete them anyway was the largest
  // part of each write's task in a six-player game.
  const stale = writes.flatMap(({ previous }) =>
    previous && hasResultRows(previous) ? rowIds(previous) : [],
  )
  if (stale.length > 0) await database.playerResults.bulkDelete(stale)
  await database.games.bulkPut(writes.map(({ next }) => next))
  await database.playerResults.bulkPut(writes.flatMap(({ next }) => playerResultRows(next)))
}

/** Deletes a game and its result rows; inside a transaction like saveGames. */
export async function deleteGameAndRows(
  database: YatzyPadDatabase,
  game: GameRecord,
): Promise<void> {
  await database.playerResults.bulkDelete(rowIds(game))
  await database.games.delete(game.id)
}
