import Dexie, { type EntityTable } from 'dexie'
import { upgradeToV2, upgradeToV4 } from './migrations'
import type {
  GameRecord,
  LiveSeatRecord,
  PlayerResultRecord,
  SettingRecord,
  SolverTableRecord,
} from './types'

export const DATABASE_NAME = 'yatzy-pad'

/** How far a write must get before IndexedDB confirms it (Chromium; other browsers ignore it). */
export type WriteDurability = 'strict' | 'relaxed' | 'default'

/**
 * The app's IndexedDB database. Never edit a version that has shipped: add the next one, with an
 * upgrade when stored rows must change, and a test that opens the old version first.
 */
export class YatzyPadDatabase extends Dexie {
  declare games: EntityTable<GameRecord, 'id'>
  declare settings: EntityTable<SettingRecord, 'key'>
  declare solverTables: EntityTable<SolverTableRecord, 'key'>
  declare playerResults: EntityTable<PlayerResultRecord, 'id'>
  declare liveSeats: EntityTable<LiveSeatRecord, 'gameId'>

  /**
   * Strict by default: a write is confirmed only once it is flushed to disk, so a power cut right
   * after a box is shown written cannot take it back. Relaxed exists for the benchmark's comparison.
   */
  constructor(name: string = DATABASE_NAME, durability: WriteDurability = 'strict') {
    super(name, { chromeTransactionDurability: durability })
    // v1: games by id, last change, finish time and variant; settings by key.
    this.version(1).stores({
      games: 'id, updatedAt, finishedAt, variant',
      settings: 'key',
    })
    // v2: indexes for the player filter, the resume list and history pages per variant and per
    // player; playerResults rows for statistics; the advisor's solver table cache. Fills the new
    // fields, the result and the rows by replaying every game.
    this.version(2)
      .stores({
        games:
          'id, updatedAt, finishedAt, variant, [variant+finishedAt], *playerNames, inProgressAt, *finishedKeys',
        settings: 'key',
        solverTables: 'key',
        playerResults: 'id, [player+finishedAt]',
      })
      .upgrade(upgradeToV2)
    // v3: liveSeats, a guest phone's place at a live table per game (to come back after a reload).
    // A new table only: no row changes.
    this.version(3).stores({ liveSeats: 'gameId' })
    // v4: each rule set is its own kind (the variant, or the variant and one set of house rules).
    // Games get `kind` and history pages per kind; result rows get `kind`, and an index to list
    // the kinds played. The per-variant history index gives way to the per-kind one.
    this.version(4)
      .stores({
        games:
          'id, updatedAt, finishedAt, variant, [kind+finishedAt], *playerNames, inProgressAt, *finishedKeys',
        playerResults: 'id, [player+finishedAt], kind',
      })
      .upgrade(upgradeToV4)
  }
}

/** The app's one database connection. */
export const db = new YatzyPadDatabase()
