import type { ReplayInput } from '@/db/replay'
import { figuresAfter, gameFigures, type PlayerFigures } from '@/db/figures'

/** Rounds with at least one box written (at least 1): how far the round slider goes. */
export function roundsPlayed(game: ReplayInput): number {
  return Math.max(1, Math.ceil(game.moves.length / game.players.length))
}

/**
 * Every player's figures as they stood once `round` rounds were written (the last one maybe in
 * part), read from the game's derived figures: the game is not replayed again per round.
 */
export function figuresAfterRound(game: ReplayInput, round: number): PlayerFigures[] {
  return figuresAfter(gameFigures(game), round * game.players.length).players
}

/** Each player's total after each round played: totals[player][round - 1]. */
export function runningTotals(game: ReplayInput): number[][] {
  const figures = gameFigures(game)
  const totals: number[][] = game.players.map(() => [])
  const current = game.players.map(() => 0)
  figures.moves.forEach((move, index) => {
    current[move.player] = move.totals.total
    // A round's column once its last write is in, or the game's last write (a round in part).
    if ((index + 1) % game.players.length === 0 || index === figures.moves.length - 1) {
      current.forEach((total, player) => totals[player]!.push(total))
    }
  })
  return totals
}
