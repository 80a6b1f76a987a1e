import type { RuleError, RuleErrorCode } from '../rules'

/** Another tab (or device import) wrote the game since the caller read it; nothing was written. */
export class ConflictError extends Error {
  readonly gameId: string
  /** The revision the caller based its write on; null when it expected no stored game. */
  readonly expectedRevision: number | null
  /** The revision now stored; null when the game is gone. */
  readonly actualRevision: number | null

  constructor(gameId: string, expectedRevision: number | null, actualRevision: number | null) {
    super(
      expectedRevision === null
        ? `Game ${gameId} already exists (revision ${actualRevision}).`
        : `Game ${gameId} was changed elsewhere: expected revision ${expectedRevision}, found ${actualRevision}.`,
    )
    this.name = 'ConflictError'
    this.gameId = gameId
    this.expectedRevision = expectedRevision
    this.actualRevision = actualRevision
  }
}

export class GameNotFoundError extends Error {
  readonly gameId: string

  constructor(gameId: string) {
    super(`There is no stored game ${gameId}.`)
    this.name = 'GameNotFoundError'
    this.gameId = gameId
  }
}

export type GameSetupErrorCode =
  | 'unknown-variant'
  | 'player-count'
  | 'name-empty'
  | 'name-control'
  | 'name-bidi'
  | 'name-invisible'
  | 'name-too-long'
  | 'name-duplicate'

/** A new game's variant or players are not acceptable. */
export class GameSetupError extends Error {
  readonly code: GameSetupErrorCode
  readonly params: Readonly<Record<string, string | number>>

  constructor(
    code: GameSetupErrorCode,
    message: string,
    params: Record<string, string | number> = {},
  ) {
    super(message)
    this.name = 'GameSetupError'
    this.code = code
    this.params = params
  }
}

export type MoveErrorCode =
  /** The rules refused the move; `ruleError` says why. */
  | 'rule'
  /** The game has fewer than 1 or more than 6 players. */
  | 'player-count'
  /** The move is written for a player whose turn it is not. */
  | 'out-of-turn'
  /** The stored score is not what the dice pay in that box. */
  | 'score-mismatch'
  /** Every sheet is full: no move may follow. */
  | 'game-over'
  /** A variant without saved rolls got a roll count other than 1–3. */
  | 'rolls-used'
  /** Undo with no moves, or a correction of a move that does not exist. */
  | 'no-move'
  /** A move's virtual rolls do not fit together or with the dice written. */
  | 'rolls'

/** A move (or the whole list of moves) does not replay under the rules; nothing was written. */
export class MoveError extends Error {
  readonly code: MoveErrorCode
  /** Index into GameRecord.moves of the first move that fails; null for the game as a whole. */
  readonly moveIndex: number | null
  /** The reason alone, without the "Move 7 (Anna): " prefix. */
  readonly reason: string
  readonly ruleError: RuleError | undefined
  readonly params: Readonly<Record<string, string | number>>

  constructor(
    code: MoveErrorCode,
    moveIndex: number | null,
    prefix: string,
    reason: string,
    ruleError?: RuleError,
  ) {
    super(prefix ? `${prefix}: ${reason}` : reason, { cause: ruleError })
    this.name = 'MoveError'
    this.code = code
    this.moveIndex = moveIndex
    this.reason = reason
    this.ruleError = ruleError
    this.params = { ...ruleError?.params, ...(moveIndex === null ? {} : { move: moveIndex + 1 }) }
  }

  get ruleCode(): RuleErrorCode | undefined {
    return this.ruleError?.code
  }
}

export type ImportErrorCode =
  | 'too-large'
  | 'not-json'
  | 'forbidden-key'
  | 'not-a-backup'
  | 'unsupported-version'
  | 'too-many-games'
  | 'invalid-game'
  | 'invalid-date'
  | 'derived-mismatch'
  | 'duplicate-id'

/** A backup file was refused; the database was not touched. The message says what and where. */
export class ImportError extends Error {
  readonly code: ImportErrorCode
  /** 0-based index of the offending game in the file, when one game is at fault. */
  readonly gameIndex: number | null

  constructor(code: ImportErrorCode, message: string, gameIndex: number | null = null) {
    super(message)
    this.name = 'ImportError'
    this.code = code
    this.gameIndex = gameIndex
  }
}
