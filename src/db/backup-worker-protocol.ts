import type { ImportProgress, ImportReport } from './backup'
import type { ImportErrorCode } from './errors'

/** Messages between useBackupImport and backup.worker.ts. */
export interface BackupImportRequest {
  file: Blob
}

export type BackupImportResponse =
  | ({ type: 'progress' } & ImportProgress)
  | { type: 'done'; report: ImportReport }
  /** An ImportError's fields (a class does not survive postMessage), or any other failure. */
  | { type: 'refused'; code: ImportErrorCode; message: string; gameIndex: number | null }
  | { type: 'failed'; message: string }
