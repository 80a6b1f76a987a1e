import {
  checkTableOptions,
  getVariant,
  isVariantId,
  type TableOptions,
  type VariantDef,
} from '../rules'
import type { YatzyPadDatabase } from './database'
import { plainMove, withDerivedFields } from './derive'
import { ConflictError, GameNotFoundError, GameSetupError, MoveError } from './errors'
import { cleanPlayerNames } from './names'
import { deleteGameAndRows, saveGames } from './game-writes'
import { deriveGame, rememberFigures } from './figures'
import type {
  GameRecord,
  GameResult,
  MoveInput,
  MoveRecord,
  NewGame,
  PlayerKind,
  PortableGame,
} from './types'

/**
 * The variant's stored options, each filled with its default (so old games keep their rules), plus
 * the house rules the table chose. Options the rules refuse throw their RuleError.
 */
function tableOptions(variant: VariantDef, options: TableOptions): TableOptions {
  checkTableOptions(variant.id, options)
  const chosen: Record<string, unknown> = { ...variant.defaultOptions }
  for (const [key, value] of Object.entries(options)) {
    // The two older options are kept only where the variant plays them, as they always were.
    const older = key === 'fullStraight' || key === 'yatzyTieBreak'
    if (value !== undefined && (!older || key in variant.defaultOptions)) chosen[key] = value
  }
  return chosen as TableOptions
}

/**
 * The record to store, from the game's one replay; its figures stay with it, so the screen that
 * made the write reads them without replaying the game again.
 */
function derivedRecord(game: PortableGame, time: number): GameRecord {
  const figures = deriveGame(game)
  const record = withDerivedFields(game, figures, time)
  rememberFigures(record, figures)
  return record
}

/** Whether the stored game is over, and its result: derived by its last replay, when it was stored. */
function storedOutcome(stored: GameRecord): { finished: boolean; result: GameResult | null } {
  return { finished: stored.finishedAt !== undefined, result: stored.result ?? null }
}

function toMove(input: MoveInput, at: number): MoveRecord {
  return plainMove({ ...input, at: input.at ?? at })
}

/** Only the fields that say something: a person with real dice stores neither. */
function playerKind(kind: PlayerKind | undefined): PlayerKind {
  const stored: PlayerKind = {}
  if (kind?.computer) stored.computer = kind.computer
  if (kind?.virtualDice && !kind.computer) stored.virtualDice = true
  return stored
}

/**
 * Reading and writing games. Every write is one transaction that first checks the caller's
 * revision (so two tabs never silently overwrite each other), replays the moves through the rules
 * and refuses anything illegal without changing what is stored.
 */
export function gameRepository(database: YatzyPadDatabase, now: () => number = Date.now) {
  const { games, playerResults } = database

  async function createGame(input: NewGame): Promise<GameRecord> {
    if (!isVariantId(input.variant)) {
      const message = `There is no variant "${String(input.variant)}".`
      throw new GameSetupError('unknown-variant', message, { variant: String(input.variant) })
    }
    const names = cleanPlayerNames(input.players)
    const time = now()
    const game: PortableGame = {
      id: crypto.randomUUID(),
      variant: input.variant,
      options: tableOptions(getVariant(input.variant), input.options),
      players: names.map((name, seat) => ({
        id: crypto.randomUUID(),
        name,
        ...playerKind(input.playerKinds?.[seat]),
      })),
      moves: [],
      createdAt: time,
      updatedAt: time,
      revision: 1,
      hints: input.hints ?? false,
    }
    if (input.winChances) game.winChances = true
    if (input.hideTotals) game.hideTotals = true
    const record = derivedRecord(game, time)
    await games.add(record)
    return record
  }

  async function getGame(id: string): Promise<GameRecord | undefined> {
    return games.get(id)
  }

  /**
   * Applies one change to the stored game if it is still at `expectedRevision`. A change that keeps
   * the moves (a switch: `movesKept`) keeps the stored result too: replaying the game for it was
   * most of a switch's task (six players, Maxi Yatzy's last round: 15–40 ms at 4× CPU throttle).
   */
  async function update(
    id: string,
    expectedRevision: number,
    change: (stored: GameRecord, time: number) => PortableGame,
    { movesKept = false } = {},
  ): Promise<GameRecord> {
    return database.transaction('rw', games, playerResults, async () => {
      const stored = await games.get(id)
      if (!stored) throw new GameNotFoundError(id)
      if (stored.revision !== expectedRevision) {
        throw new ConflictError(id, expectedRevision, stored.revision)
      }
      // Never backwards, even if the device clock is: imports pick the newer copy by updatedAt.
      const time = Math.max(now(), stored.updatedAt)
      const changed = { ...change(stored, time), updatedAt: time, revision: stored.revision + 1 }
      const record = movesKept
        ? withDerivedFields(changed, storedOutcome(stored), time)
        : derivedRecord(changed, time)
      await saveGames(database, [{ next: record, previous: stored }])
      return record
    })
  }

  /** Writes the next move; when it fills the last box the game is finished in the same write. */
  function appendMove(id: string, expectedRevision: number, move: MoveInput): Promise<GameRecord> {
    return update(id, expectedRevision, (stored, time) => ({
      ...stored,
      moves: [...stored.moves, toMove(move, time)],
    }))
  }

  /** Takes back the last move (and un-finishes the game if it was over). */
  function undoLastMove(id: string, expectedRevision: number): Promise<GameRecord> {
    return update(id, expectedRevision, (stored) => {
      if (stored.moves.length === 0) {
        throw new MoveError('no-move', null, 'Undo', 'there is no move to take back.')
      }
      return { ...stored, moves: stored.moves.slice(0, -1) }
    })
  }

  /** Corrects move `index`; refused (with the first move that no longer holds) unless all replay. */
  function replaceMove(
    id: string,
    expectedRevision: number,
    index: number,
    move: MoveInput,
  ): Promise<GameRecord> {
    return update(id, expectedRevision, (stored, time) => {
      if (!Number.isInteger(index) || index < 0 || index >= stored.moves.length) {
        const reason = `there is no move ${index + 1} to correct.`
        throw new MoveError('no-move', null, 'Correction', reason)
      }
      const moves = [...stored.moves]
      moves[index] = toMove(move, time)
      return { ...stored, moves }
    })
  }

  function setHints(id: string, expectedRevision: number, on: boolean): Promise<GameRecord> {
    return update(id, expectedRevision, (stored) => ({ ...stored, hints: on }), { movesKept: true })
  }

  function setWinChances(id: string, expectedRevision: number, on: boolean): Promise<GameRecord> {
    return update(id, expectedRevision, (stored) => ({ ...stored, winChances: on }), {
      movesKept: true,
    })
  }

  /**
   * Deletes the game and returns it (keep it to undo with restoreGame); undefined if it was not
   * there. With `expectedRevision`, a game changed elsewhere meanwhile is not deleted.
   */
  async function deleteGame(
    id: string,
    expectedRevision?: number,
  ): Promise<GameRecord | undefined> {
    return database.transaction('rw', games, playerResults, async () => {
      const stored = await games.get(id)
      if (!stored) return undefined
      if (expectedRevision !== undefined && stored.revision !== expectedRevision) {
        throw new ConflictError(id, expectedRevision, stored.revision)
      }
      await deleteGameAndRows(database, stored)
      return stored
    })
  }

  /** Puts a deleted game back exactly as it was; refused if a game with its id exists again. */
  async function restoreGame(record: PortableGame): Promise<GameRecord> {
    const restored = derivedRecord(record, record.updatedAt)
    return database.transaction('rw', games, playerResults, async () => {
      const existing = await games.get(record.id)
      if (existing) throw new ConflictError(record.id, null, existing.revision)
      await saveGames(database, [{ next: restored }])
      return restored
    })
  }

  return {
    createGame,
    getGame,
    appendMove,
    undoLastMove,
    replaceMove,
    setHints,
    setWinChances,
    deleteGame,
    restoreGame,
  }
}

export type GameRepository = ReturnType<typeof gameRepository>
