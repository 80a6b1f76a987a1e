import { replayGame, type GameState, type ReplayInput } from '@/db'

/** Rounds with at least one box written (at least 1): how far the round slider goes. */
export function roundsPlayed(game: ReplayInput): number {
  return Math.max(1, Math.ceil(game.moves.length / game.players.length))
}

/** The game as it stood once `round` rounds were written (the last one maybe in part). */
export function stateAfterRound(game: ReplayInput, round: number): GameState {
  return replayGame({ ...game, moves: game.moves.slice(0, round * game.players.length) })
}

/** Each player's total after each round played: totals[player][round - 1]. */
export function runningTotals(game: ReplayInput): number[][] {
  const totals: number[][] = game.players.map(() => [])
  for (let round = 1; round <= roundsPlayed(game); round++) {
    stateAfterRound(game, round).totals.forEach((t, player) => totals[player]!.push(t.total))
  }
  return totals
}
