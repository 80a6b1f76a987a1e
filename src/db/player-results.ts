import { gameRules, getVariant, sheetTotals, type Sheet } from '../rules'
import { gameKind } from './kinds'
import type { GameRecord, PlayerResultRecord } from './types'

/**
 * The result rows of a finished game; none while it is in progress. Totals and places are the
 * game's stored result (replayed under the game's own options), never scored again here.
 */
export function playerResultRows(game: GameRecord): PlayerResultRecord[] {
  const { finishedAt, result } = game
  if (finishedAt === undefined || result === undefined) return []
  const variant = getVariant(game.variant)
  const kind = gameKind(game.variant, game.options)
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
      kind,
      finishedAt,
      total: result.totals[seat]!,
      place: result.places[seat]!,
      upperBonus: sheetTotals(gameRules(game.variant, game.options), sheet).bonus > 0,
      yatzy: (sheet.scores[variant.allAlikeBox] ?? 0) > 0,
      scores: variant.boxes.map((box) => sheet.scores[box.id] ?? 0),
    }
  })
}

/** Whether `playerResultRows` gives the game any rows: only once it is finished. */
export function hasResultRows(game: GameRecord): boolean {
  return game.finishedAt !== undefined && game.result !== undefined
}
