import { expect } from 'vitest'
import { db, type GameRecord, type PortableGame, type YatzyPadDatabase } from '@/db'
import { parseBackup, type BackupFile } from '@/db/backup-api'
import { portableGame } from '@/db/derive'
import { saveGames } from '@/db/game-writes'
import { playerResultRows } from '@/db/player-results'

/** A fresh, empty app database for each test. */
export async function resetDatabase(): Promise<void> {
  await db.delete()
  await db.open()
}

/** Stores fixture games the way the repository does: with their result rows. */
export async function storeGames(games: GameRecord[], database: YatzyPadDatabase = db) {
  await database.transaction('rw', database.games, database.playerResults, () =>
    saveGames(
      database,
      games.map((next) => ({ next })),
    ),
  )
}

/** The result rows are exactly those the stored games give. */
export async function expectResultsInSync(database: YatzyPadDatabase = db): Promise<void> {
  const games = await database.games.toArray()
  const expected = games.flatMap(playerResultRows).sort((a, b) => (a.id < b.id ? -1 : 1))
  expect(await database.playerResults.toArray()).toEqual(expected)
}

function plain(value: unknown): unknown {
  if (ArrayBuffer.isView(value)) return [value.constructor.name, ...new Uint8Array(value.buffer)]
  if (value instanceof ArrayBuffer) return ['ArrayBuffer', ...new Uint8Array(value)]
  return value
}

/** Every row of every table, in key order, as one string: equal dumps mean equal databases. */
export async function dumpDatabase(database: YatzyPadDatabase = db): Promise<string> {
  const tables: Record<string, unknown[]> = {}
  for (const table of database.tables) {
    tables[table.name] = await table.toArray()
  }
  return JSON.stringify(tables, (_key, value: unknown) => plain(value))
}

/** A stored game as a backup file carries it, and read back by the import's own parser. */
export function throughBackup(stored: GameRecord, now = Date.now()): PortableGame {
  const file: BackupFile = {
    format: 'yatzy-pad',
    version: 1,
    exportedAt: new Date(now).toISOString().slice(0, 10),
    games: [portableGame(stored) as PortableGame],
  }
  return parseBackup(JSON.stringify(file), undefined, now)[0]!
}
