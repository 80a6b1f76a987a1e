import { BACKUP_FORMAT, BACKUP_VERSION } from './backup-schema'
import { checkSize, IMPORT_LIMITS, parseBackup, type ImportLimits } from './backup-parse'
import type { YatzyPadDatabase } from './database'
import { portableGame } from './derive'
import { saveGames, type GameWrite } from './game-writes'
import { GameNotFoundError } from './errors'
import type { GameRecord, PortableGame } from './types'

export interface BackupFile {
  format: typeof BACKUP_FORMAT
  version: typeof BACKUP_VERSION
  /** ISO 8601. */
  exportedAt: string
  games: PortableGame[]
}

export interface ImportReport {
  /** Games that were not stored before. */
  added: number
  /** Stored games replaced by a newer copy from the file. */
  updated: number
  /** Games already stored as new as (or newer than) the file's copy. */
  skipped: number
}

/** How far an import has got: games checked so far, then the one write of all of them. */
export interface ImportProgress {
  stage: 'checking' | 'saving'
  done: number
  total: number
}

/** The file's copy wins only if it was written later (or, at the same time, more often). */
function isNewer(incoming: GameRecord, stored: GameRecord): boolean {
  return (
    incoming.updatedAt > stored.updatedAt ||
    (incoming.updatedAt === stored.updatedAt && incoming.revision > stored.revision)
  )
}

/** Export to and import from a JSON backup file. */
export function backupService(database: YatzyPadDatabase, now: () => number = Date.now) {
  const { games, playerResults } = database

  /** Every stored game, or the ones with these ids, as the text of a backup file. */
  async function exportBackup(ids?: readonly string[]): Promise<string> {
    let records: GameRecord[]
    if (ids === undefined) {
      records = await games.orderBy('updatedAt').toArray()
    } else {
      const found = await games.bulkGet([...ids])
      records = found.map((game, index) => {
        if (!game) throw new GameNotFoundError(ids[index]!)
        return game
      })
    }
    const file: BackupFile = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: new Date(now()).toISOString(),
      games: records.map(portableGame),
    }
    return JSON.stringify(file)
  }

  /**
   * Checks the whole file first, then writes every game in one transaction: a refused file (an
   * ImportError says what and where) or a failed write leaves the database exactly as it was.
   * A game already stored (same id) is replaced only by a newer copy.
   */
  async function importBackup(
    source: string | Blob,
    limits: ImportLimits = IMPORT_LIMITS,
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<ImportReport> {
    if (typeof source !== 'string') checkSize(source.size, limits)
    const text = typeof source === 'string' ? source : await source.text()
    const incoming = parseBackup(text, limits, now(), (checked, total) =>
      onProgress?.({ stage: 'checking', done: checked, total }),
    )
    onProgress?.({ stage: 'saving', done: incoming.length, total: incoming.length })
    return database.transaction('rw', games, playerResults, async () => {
      const stored = await games.bulkGet(incoming.map((game) => game.id))
      const report: ImportReport = { added: 0, updated: 0, skipped: 0 }
      const writes: GameWrite[] = []
      incoming.forEach((game, index) => {
        const previous = stored[index]
        if (!previous) {
          report.added += 1
          writes.push({ next: game })
        } else if (isNewer(game, previous)) {
          report.updated += 1
          // Above the stored revision, so a tab still holding the old copy cannot write over it.
          const revision = Math.max(game.revision, previous.revision + 1)
          writes.push({ next: { ...game, revision }, previous })
        } else {
          report.skipped += 1
        }
      })
      await saveGames(database, writes)
      return report
    })
  }

  return { exportBackup, importBackup }
}

export type BackupService = ReturnType<typeof backupService>
