import { describe, expect, it } from 'vitest'
import { formatBytes } from '@/components/settings/format-bytes'
import { backupFileName } from '@/composables/useBackupExport'

describe('storage sizes', () => {
  it('picks kB, MB or GB and the language’s number format', () => {
    expect(formatBytes(0, 'en')).toBe('0 kB')
    expect(formatBytes(300, 'en')).toBe('1 kB')
    expect(formatBytes(820 * 1024, 'en')).toBe('820 kB')
    expect(formatBytes(3.45 * 1024 * 1024, 'en')).toBe('3.5 MB')
    expect(formatBytes(12 * 1024 ** 3, 'en')).toBe('12 GB')
    expect(formatBytes(3.45 * 1024 * 1024, 'de')).toBe('3,5 MB')
  })
})

describe('backup file names', () => {
  it('carry the local date, so they sort by name', () => {
    expect(backupFileName('backup', new Date(2026, 10, 29, 23, 59))).toBe(
      'yatzy-pad-backup-2026-11-29.json',
    )
    expect(backupFileName('game', new Date(2027, 0, 5))).toBe('yatzy-pad-game-2027-01-05.json')
  })
})
