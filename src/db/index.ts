/**
 * The storage layer's public API. Backups (and their schema library) live in '@/db/backup-api',
 * loaded only by the screens that export or import, to keep the first load small; the storage
 * quota and persistence questions in '@/db/persistence' (Settings only, no Dexie).
 * The functions are bound to the app's one database; the
 * factories (gameRepository, …) take another database, for tests and tools.
 */
import { db } from './database'
import { gameQueries } from './game-queries'
import { gameRepository } from './games'
import { settingsRepository } from './settings'
import { liveSeatRepository } from './live-seats'
import { solverTableCache } from './solver-tables'
import { statsQueries } from './stats'

export type {
  PlayerKind,
  RollRecord,
  FinishedKey,
  GameRecord,
  GameResult,
  LiveSeatRecord,
  MoveInput,
  MoveRecord,
  NewGame,
  PlayerRecord,
  PlayerResultRecord,
  PortableGame,
  SettingRecord,
  SolverTableRecord,
} from './types'
export { db, DATABASE_NAME, YatzyPadDatabase } from './database'
export { type ReplayInput } from './replay'
export {
  deriveGame,
  figuresAfter,
  gameFigures,
  playersOf,
  replayGame,
  rulesOfGame,
  type GameFigures,
  type GameState,
  type MoveFigures,
  type PlayerFigures,
} from './figures'
export {
  ConflictError,
  GameNotFoundError,
  GameSetupError,
  ImportError,
  MoveError,
  type GameSetupErrorCode,
  type ImportErrorCode,
  type MoveErrorCode,
} from './errors'
export { cleanName, playerKey, MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS } from './names'
export { gameRepository, type GameRepository } from './games'
export {
  gameQueries,
  type FinishedFilter,
  type GameQueries,
  type HistoryCursor,
  type HistoryPage,
  type HistoryQuery,
} from './game-queries'
export {
  statsQueries,
  type HeadToHead,
  type HeadToHeadFilter,
  type LeaderboardRow,
  type PairRecord,
  type BoxAverage,
  type PlayerStats,
  type StatsQueries,
  type KindStats,
} from './stats'
export { gameKind, kindParts, compareKinds, type GameKind, type KindParts } from './kinds'
export { settingsRepository, type SettingsRepository } from './settings'
export { liveSeatRepository, type LiveSeatRepository } from './live-seats'
export { solverTableCache, solverTableKey, type SolverTableCache } from './solver-tables'
export {
  openSolverTableStore,
  type SolverTableStore,
  type StoredSolverTable,
} from './solver-tables-api'
export { personStrength, playerStrengthQueries, type PersonStrength } from './player-strength'

export const {
  createGame,
  getGame,
  appendMove,
  undoLastMove,
  replaceMove,
  setHints,
  setWinChances,
  deleteGame,
  restoreGame,
} = gameRepository(db)
export const { listFinished, countFinished, listUnfinished, knownPlayerNames, watchGame } =
  gameQueries(db)
export const { playerStats, finishedKinds, headToHead } = statsQueries(db)
export const { getSetting, putSetting, getAllSettings } = settingsRepository(db)
export const { getSolverTable, storedSolverVersions, putSolverTable, clearSolverTables } =
  solverTableCache(db)
export const { liveSeatOf, keepLiveSeat, forgetLiveSeat } = liveSeatRepository(db)
