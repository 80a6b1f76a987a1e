import type { YatzyPadDatabase } from './database'

/**
 * Key/value rows kept in IndexedDB beside the games: what should live and go with them, such as a
 * table's saved house rules (useSavedHouseRules). Each caller owns its keys and checks what it reads
 * back. The player's preferences are not here: the Settings store keeps them in localStorage, so
 * they are known before the first paint.
 */
export function settingsRepository(database: YatzyPadDatabase) {
  /** The stored value, or undefined when the setting was never saved. */
  async function getSetting(key: string): Promise<unknown> {
    return (await database.settings.get(key))?.value
  }

  async function putSetting(key: string, value: unknown): Promise<void> {
    await database.settings.put({ key, value })
  }

  async function getAllSettings(): Promise<Record<string, unknown>> {
    const rows = await database.settings.toArray()
    return Object.fromEntries(rows.map((row) => [row.key, row.value]))
  }

  return { getSetting, putSetting, getAllSettings }
}

export type SettingsRepository = ReturnType<typeof settingsRepository>
