import type { GameRecord } from '@/db'
import type { GuestAction, RefusalReason, SeatMode } from './protocol'

/**
 * Whether a phone may claim a seat when it joins: with "each phone its own seat" it must name a
 * player of the game that is a person and that no other phone holds, or none yet: a phone without
 * a seat watches (every request refused) until it picks one, so it can see the game's players
 * first. With "anyone for anyone" a seat is only a label, and none is needed.
 */
export function seatRefusal(
  mode: SeatMode,
  seat: number | null,
  game: GameRecord | null,
  heldByOthers: ReadonlySet<number>,
): RefusalReason | null {
  if (mode === 'anyone' || seat === null) return null
  const player = game?.players[seat]
  if (!player || player.computer) return 'not-your-seat'
  return heldByOthers.has(seat) ? 'seat-taken' : null
}

/**
 * Whether a phone may ask for this action: with "each phone its own seat" it writes and corrects
 * only its own player's boxes and undoes only its own player's last write. Whether it is that
 * player's turn, and whether the rules allow the write, the host's store decides.
 */
export function actionRefusal(
  mode: SeatMode,
  seat: number | null,
  action: GuestAction,
  game: GameRecord,
): RefusalReason | null {
  if (mode === 'anyone') return null
  const player = action.type === 'undo' ? game.moves.at(-1)?.player : action.player
  return player !== undefined && player === seat ? null : 'not-your-seat'
}
