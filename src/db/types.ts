import type { BoxId, TableOptions, VariantId } from '@/rules'

/**
 * The stored shape of a game (format version 1). Every field is plain JSON so the same record is
 * written to IndexedDB and to export files. A sheet is never stored: it is rebuilt by replaying
 * the moves through the rules API, so a stored game can always be checked against the rules.
 */
export interface PlayerRecord {
  /** Stable within the game; names can be edited without breaking the moves. */
  id: string
  /** Trimmed, 1–24 characters, unique within the game. */
  name: string
}

export interface MoveRecord {
  /** Index into GameRecord.players. */
  player: number
  /** The dice as entered, or null when the score was typed as a number (a correction). */
  dice: number[] | null
  box: BoxId
  score: number
  /** Maxi Yatzy: rolls the turn used (1 … 3 + bank). */
  rollsUsed?: number
  /** Epoch milliseconds when the move was written (or last corrected). */
  at: number
}

export interface GameResult {
  /** Per player, in player order. */
  totals: number[]
  /** Per player, in player order: 1 = winner (shared on ties). */
  places: number[]
}

export interface GameRecord {
  /** A random UUID: unique across devices, so importing the same file twice finds the same game. */
  id: string
  variant: VariantId
  options: TableOptions
  /** In turn order: players[0] starts. */
  players: PlayerRecord[]
  /** Every write in the order it was made; turn order is derived from it. */
  moves: MoveRecord[]
  createdAt: number
  updatedAt: number
  /** Set once every sheet is full; unset while the game is in progress (so the index skips it). */
  finishedAt?: number
  /** Set when finished: totals and places for quick lists. */
  result?: GameResult
  /** Raised by one on every write; a write based on an older revision is refused (two tabs). */
  revision: number
  /** Hints (optimal advice) switched on for this game. */
  hints?: boolean
}
