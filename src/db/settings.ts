import type { YatzyPadDatabase } from './database'

/** App settings as key/value rows; the Settings store decides keys and checks values. */
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
