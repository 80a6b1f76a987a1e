import { ref, shallowRef } from 'vue'
import type { ImportReport } from '@/db/backup-api'

/** Imports a backup file; a refused file (ImportError) leaves every stored game as it was. */
export function useBackupImport() {
  const busy = ref(false)
  const report = shallowRef<ImportReport | null>(null)
  const error = shallowRef<unknown>(null)

  async function importFile(file: Blob): Promise<ImportReport | null> {
    busy.value = true
    report.value = null
    error.value = null
    try {
      // Lazily: the backup module carries the schema validator, kept out of the first load.
      const { importBackup } = await import('@/db/backup-api')
      report.value = await importBackup(file)
      return report.value
    } catch (failure) {
      error.value = failure
      return null
    } finally {
      busy.value = false
    }
  }

  return { busy, report, error, importFile }
}
