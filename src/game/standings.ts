import type { GameRecord } from '@/db'

export interface Standing {
  /** The player's index in the game (turn order). */
  seat: number
  name: string
  total: number
  /** 1 = winner; equal totals share a place. */
  place: number
}

/** A finished game's players by place (then turn order), from the stored result; [] while unfinished. */
export function standingsOf(game: Pick<GameRecord, 'players' | 'result'>): Standing[] {
  const result = game.result
  if (!result) return []
  return game.players
    .map((player, seat) => ({
      seat,
      name: player.name,
      total: result.totals[seat] ?? 0,
      place: result.places[seat] ?? 0,
    }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat)
}
