import { backupService, type ImportReport } from './backup'
import { BACKUP_FORMAT, BACKUP_VERSION } from './backup-schema'
import type { YatzyPadDatabase } from './database'
import type { GameRecord, PortableGame } from './types'

export type HandOffOutcome = 'added' | 'updated' | 'skipped'

export interface HandOffResult {
  outcome: HandOffOutcome
  /** The game as stored now (the older copy when the link's was not newer). */
  game: GameRecord
}

function outcomeOf(report: ImportReport): HandOffOutcome {
  if (report.added > 0) return 'added'
  return report.updated > 0 ? 'updated' : 'skipped'
}

/**
 * Stores a game received by link exactly as a backup holding only that game would be imported:
 * the same checks, the same replay through the rules, the same newer-copy rule, one transaction.
 * A refused game throws the import's ImportError and stores nothing.
 */
export function handOffService(database: YatzyPadDatabase, now: () => number = Date.now) {
  const { importBackup } = backupService(database, now)

  async function receiveGame(game: PortableGame): Promise<HandOffResult> {
    const file = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: new Date(now()).toISOString(),
      games: [game],
    }
    const report = await importBackup(JSON.stringify(file))
    const stored = await database.games.get(game.id)
    if (!stored) throw new Error(`The game ${game.id} was not stored.`)
    return { outcome: outcomeOf(report), game: stored }
  }

  return { receiveGame }
}
