import { onScopeDispose, ref, shallowRef } from 'vue'
import type { ImportProgress, ImportReport } from '@/db/backup-api'
import type { BackupImportResponse } from '@/db/backup-worker-protocol'
import { ImportError } from '@/db/errors'

/** The player stopped the import; nothing was stored. */
export class ImportCancelledError extends Error {
  constructor() {
    super('The import was cancelled; nothing was changed.')
    this.name = 'ImportCancelledError'
  }
}

/**
 * Imports a backup file; a refused file (ImportError) leaves every stored game as it was.
 * The work (checking up to 20,000 games through the rules, then one write) runs in a Web Worker,
 * so the page never freezes; `progress` follows it and `cancel()` stops it with nothing stored.
 */
export function useBackupImport() {
  const busy = ref(false)
  const progress = shallowRef<ImportProgress | null>(null)
  const report = shallowRef<ImportReport | null>(null)
  const error = shallowRef<unknown>(null)
  let stop: (() => void) | null = null

  async function importFile(file: Blob): Promise<ImportReport | null> {
    busy.value = true
    progress.value = null
    report.value = null
    error.value = null
    try {
      report.value =
        typeof Worker === 'undefined' ? await importHere(file) : await importInWorker(file)
      return report.value
    } catch (failure) {
      error.value = failure
      return null
    } finally {
      busy.value = false
      progress.value = null
      stop = null
    }
  }

  /** Where there are no workers (tests): on this thread, the module loaded lazily. */
  async function importHere(file: Blob): Promise<ImportReport> {
    // Lazily: the backup module carries the schema validator, kept out of the first load.
    const { importBackup } = await import('@/db/backup-api')
    return importBackup(file, undefined, (p) => (progress.value = p))
  }

  function importInWorker(file: Blob): Promise<ImportReport> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL('../db/backup.worker.ts', import.meta.url), {
        type: 'module',
      })
      const finish = () => worker.terminate()
      stop = () => {
        finish()
        reject(new ImportCancelledError())
      }
      worker.onmessage = ({ data }: MessageEvent<BackupImportResponse>) => {
        if (data.type === 'progress') {
          progress.value = { stage: data.stage, done: data.done, total: data.total }
          return
        }
        finish()
        if (data.type === 'done') resolve(data.report)
        else if (data.type === 'refused')
          reject(new ImportError(data.code, data.message, data.gameIndex))
        else reject(new Error(data.message))
      }
      worker.onerror = (event) => {
        finish()
        reject(new Error(event.message || 'The import stopped unexpectedly.'))
      }
      worker.postMessage({ file })
    })
  }

  /** Stops a running import; nothing from the file is stored. */
  function cancel(): void {
    stop?.()
  }

  onScopeDispose(cancel)

  return { busy, progress, report, error, importFile, cancel }
}
