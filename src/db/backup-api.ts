/**
 * Backup export and import, bound to the app's database. Imported lazily (it carries the schema
 * validator) by the screens that need it; see index.ts.
 */
import { backupService } from './backup'
import { db } from './database'

export {
  backupService,
  type BackupFile,
  type BackupService,
  type ImportProgress,
  type ImportReport,
} from './backup'
export { IMPORT_LIMITS, parseBackup, type ImportLimits } from './backup-parse'
export const { exportBackup, importBackup } = backupService(db)
