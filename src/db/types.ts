// Relative, not '@/rules': the storage benchmark runs these files under plain tsx, without paths.
import type { BoxId, TableOptions, VariantId } from '../rules'
import type { PlayerKind } from '../players/kinds'
import type { GameKind } from './kinds'

export type { PlayerKind }

/**
 * The stored shape of a game (format version 1). Every field is plain JSON so the same record is
 * written to IndexedDB and to export files. A sheet is never stored: it is rebuilt by replaying
 * the moves through the rules API, so a stored game can always be checked against the rules.
 */
export interface PlayerRecord extends PlayerKind {
  /** Stable within the game; names can be edited without breaking the moves. */
  id: string
  /** Trimmed, 1–24 characters, unique within the game. */
  name: string
}

/** One roll of virtual dice: the dice in their places, and the places held for the next roll. */
export interface RollRecord {
  dice: number[]
  /** Indexes into `dice` kept for the next roll; empty on the turn's last roll. */
  held: number[]
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
  /** A column game (table option `columns`): the column the box is in, from 0. */
  column?: number
  /** Virtual dice (a computer or a person rolling in the app): every roll of the turn, in order. */
  rolls?: RollRecord[]
  /** Epoch milliseconds when the move was written (or last corrected). */
  at: number
}

export interface GameResult {
  /** Per player, in player order. */
  totals: number[]
  /** Per player, in player order: 1 = winner (shared on ties). */
  places: number[]
}

/** One entry of GameRecord.finishedKeys: [player name key, the game's kind or '' for any, finishedAt]. */
export type FinishedKey = [player: string, kind: GameKind | '', finishedAt: number]

/** A game as export files hold it: everything but the derived index fields. */
export interface PortableGame {
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
  /** Sum, ± par and Total stay hidden for everyone until the game is over (paper-pad etiquette). */
  hideTotals?: boolean
  /** Live win chances shown for this game. */
  winChances?: boolean
}

/**
 * A game as stored. The index fields (schema version 2) are derived: the repository rewrites them
 * on every write and never trusts them from outside; export files leave them out.
 */
export interface GameRecord extends PortableGame {
  /** The players' names, trimmed and lower-cased (see playerKey): the multi-entry player index. */
  playerNames: string[]
  /** The variant and its rules (see kinds.ts), for Past games filtered by kind (schema v4). */
  kind: GameKind
  /** updatedAt while the game is in progress, unset once finished: its index lists games to resume. */
  inProgressAt?: number
  /**
   * Finished games only: per player one key for the player's history across kinds and one for
   * the game's kind, so a player's finished games page newest first straight from an index.
   */
  finishedKeys?: FinishedKey[]
}

/** What a game is created from; names are trimmed and checked. */
export interface NewGame {
  variant: VariantId
  /** The table's options, {} for the rule book: required, so no new game falls back silently. */
  options: TableOptions
  /** Player names in turn order. */
  players: readonly string[]
  /** Index-aligned with `players`: who is a computer or rolls in the app (default: real dice). */
  playerKinds?: readonly PlayerKind[]
  hints?: boolean
  winChances?: boolean
  hideTotals?: boolean
}

/** A move to write: the repository checks it against the rules and stamps `at` if missing. */
export type MoveInput = Omit<MoveRecord, 'at'> & { at?: number }

/** One app setting; the value is plain JSON. */
export interface SettingRecord {
  key: string
  value: unknown
}

/**
 * A guest phone's place at a live table, kept per game so that after a reload (a slept screen, a
 * Wi-Fi blink) the phone comes back to the host by itself: its own certificate (an RTCCertificate
 * is structured-cloneable), its id and seat at the table, and the last code the host sent to come
 * back by.
 */
export interface LiveSeatRecord {
  gameId: string
  guestId: string
  /** What the host's list calls this phone. */
  name: string
  /** The player this phone plays, or null when it enters for anyone. */
  seat: number | null
  certificate: RTCCertificate
  /** The host's spare connection's code (its 'rejoin' message); null until one arrived. */
  rejoinCode: string | null
  updatedAt: number
}

/** A cached optimal-strategy table for the advisor, valid for one variant and solver version. */
export interface SolverTableRecord {
  /** `${variant}@${solverVersion}` (see solverTableKey). */
  key: string
  variant: VariantId
  solverVersion: string
  /** The table as the solver produced it (an ArrayBuffer or typed array is stored as is). */
  data: ArrayBuffer | ArrayBufferView
  /** Anything the advisor wants to keep with the table (layout, options it was solved for). */
  meta: Record<string, string | number | boolean>
  createdAt: number
}

/**
 * One player's result in one finished game: a small row derived from the game, so statistics read
 * a few numbers per game instead of every move. Written in the same transaction as the game.
 */
export interface PlayerResultRecord {
  /** `${gameId}/${seat}`. */
  id: string
  gameId: string
  /** The player's identity: playerKey(name). */
  player: string
  /** The name as written in that game. */
  name: string
  variant: VariantId
  /** The variant and its rules: statistics count each kind on its own (schema v4). */
  kind: GameKind
  finishedAt: number
  /** The game's stored result for this seat: its total and place (a tie shares the place). */
  total: number
  place: number
  upperBonus: boolean
  /** The all-alike box (Yatzy, Maxi Yatzy, Yahtzee) scored more than 0. */
  yatzy: boolean
  /** The score in each box, in the variant's box order. */
  scores: number[]
}
