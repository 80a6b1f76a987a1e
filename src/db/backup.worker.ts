/**
 * Web Worker entry: imports a backup file (checks every game, then writes them in one transaction)
 * off the page's thread, posting progress as it goes. Terminating it is the cancel: before the
 * write nothing has happened, and a transaction cut short rolls back whole.
 */
import { backupService } from './backup'
import { IMPORT_LIMITS } from './backup-parse'
import type { BackupImportRequest, BackupImportResponse } from './backup-worker-protocol'
import { db } from './database'
import { ImportError } from './errors'

interface WorkerScope {
  onmessage: ((event: MessageEvent<BackupImportRequest>) => void) | null
  postMessage(message: BackupImportResponse): void
}

const scope = self as unknown as WorkerScope
/** Progress messages per import: enough for a smooth bar, few enough to cost nothing. */
const STEPS = 200

scope.onmessage = async ({ data }) => {
  let lastPosted = -1
  try {
    const report = await backupService(db).importBackup(data.file, IMPORT_LIMITS, (progress) => {
      const step = Math.floor((progress.done / Math.max(1, progress.total)) * STEPS)
      if (step === lastPosted && progress.stage === 'checking') return
      lastPosted = step
      scope.postMessage({ type: 'progress', ...progress })
    })
    scope.postMessage({ type: 'done', report })
  } catch (error) {
    scope.postMessage(
      error instanceof ImportError
        ? { type: 'refused', code: error.code, message: error.message, gameIndex: error.gameIndex }
        : { type: 'failed', message: error instanceof Error ? error.message : String(error) },
    )
  }
}
