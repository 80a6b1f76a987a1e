import { ref, shallowRef } from 'vue'

const pad = (value: number) => String(value).padStart(2, '0')

/** "yatzy-pad-backup-2026-11-29.json": the local date, so files sort by name and read well. */
export function backupFileName(kind: 'backup' | 'game', date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `yatzy-pad-${kind}-${day}.json`
}

/** Saves a text as a file through the browser's download (works offline: nothing is uploaded). */
export function downloadFile(name: string, text: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later, not at once: some browsers read the blob only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Exports games to a backup file the player keeps; the backup code loads only when used. */
export function useBackupExport() {
  const busy = ref(false)
  /** The name of the file just saved. */
  const savedAs = ref<string | null>(null)
  const error = shallowRef<unknown>(null)

  /** Every game, or only those with `ids`. */
  async function exportGames(fileName: string, ids?: readonly string[]): Promise<boolean> {
    busy.value = true
    savedAs.value = null
    error.value = null
    try {
      // Lazily: the backup module carries the schema validator, kept out of the first load.
      const { exportBackup } = await import('@/db/backup-api')
      downloadFile(fileName, await exportBackup(ids))
      savedAs.value = fileName
      return true
    } catch (failure) {
      error.value = failure
      return false
    } finally {
      busy.value = false
    }
  }

  return { busy, savedAs, error, exportGames }
}
