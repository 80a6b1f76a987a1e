import { getVariant, sheetTotals, type Sheet } from '../rules'
import type { YatzyPadDatabase } from './database'
import type { GameRecord, PlayerResultRecord } from './types'

/** The result rows of a finished game; none while it is in progress. */
export function playerResultRows(game: GameRecord): PlayerResultRecord[] {
  const { finishedAt, result } = game
  if (finishedAt === undefined || result === undefined) return []
  const variant = getVariant(game.variant)
  return game.players.map((player, seat) => {
    const sheet: Sheet = { scores: {} }
    for (const move of game.moves) {
      if (move.player === seat) sheet.scores[move.box] = move.score
    }
    return {
      id: `${game.id}/${seat}`,
      gameId: game.id,
      player: game.playerNames[seat]!,
      name: player.name,
      variant: game.variant,
      finishedAt,
      total: result.totals[seat]!,
      place: result.places[seat]!,
      upperBonus: sheetTotals(game.variant, sheet).bonus > 0,
      yatzy: (sheet.scores[variant.allAlikeBox] ?? 0) > 0,
      scores: variant.boxes.map((box) => sheet.scores[box.id] ?? 0),
    }
  })
}

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
  const stale = writes.flatMap(({ previous }) => (previous ? rowIds(previous) : []))
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
