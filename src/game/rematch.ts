import type { GameRecord, NewGame } from '@/db'

/**
 * The next game at the same table: the same variant, table options and hidden totals, each seat
 * keeping how it plays (computer level, dice in the app), and the next player starting.
 */
export function rematchOf(game: GameRecord): NewGame {
  const seats = [...game.players.slice(1), ...game.players.slice(0, 1)]
  return {
    variant: game.variant,
    options: game.options,
    players: seats.map((seat) => seat.name),
    playerKinds: seats.map((seat) => ({ computer: seat.computer, virtualDice: seat.virtualDice })),
    hideTotals: game.hideTotals,
  }
}
