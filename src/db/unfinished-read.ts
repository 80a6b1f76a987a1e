/**
 * The games in progress, read straight from IndexedDB without Dexie: the home screen lists them,
 * and Dexie's code would more than double what that screen downloads. Read-only, and it never
 * creates, upgrades or holds open the database: Dexie owns its schema.
 */
import type { GameRecord } from './types'

/** The app's database (DATABASE_NAME in ./database, which this file must not import: it is Dexie). */
export const APP_DATABASE_NAME = 'yatzy-pad'
const GAMES = 'games'
/** Set on unfinished games only (schema v2): its order is "most recently played last". */
const IN_PROGRESS = 'inProgressAt'

/** The stored database predates the resume index: only Dexie, which upgrades it, can list them. */
export const NEEDS_UPGRADE = Symbol('needs upgrade')

/**
 * Games still in progress, the most recently played first (as listUnfinished returns them);
 * NEEDS_UPGRADE when the stored schema has no index for them yet. Rejects when the browser gives
 * no IndexedDB (private windows, strict policies).
 */
export function readUnfinishedGames(
  name: string = APP_DATABASE_NAME,
): Promise<GameRecord[] | typeof NEEDS_UPGRADE> {
  return new Promise((resolve, reject) => {
    // Without a version: whatever version is stored, so this never starts an upgrade.
    const opening = indexedDB.open(name)
    opening.onupgradeneeded = (event) => {
      // Only a database that does not exist gets here. Creating it empty would leave Dexie a
      // version-1 database without its tables; aborting leaves nothing behind, and nothing is listed.
      if (event.oldVersion === 0) opening.transaction?.abort()
    }
    opening.onerror = () => {
      if (opening.error?.name === 'AbortError') resolve([])
      else reject(opening.error ?? new Error(`IndexedDB could not open ${name}`))
    }
    opening.onsuccess = () => {
      const connection = opening.result
      // Never in the way of Dexie upgrading or deleting the database in this or another tab.
      connection.onversionchange = () => connection.close()
      try {
        const index = inProgressIndex(connection)
        if (!index) {
          resolve(NEEDS_UPGRADE)
          return
        }
        const reading = index.getAll()
        // Ascending by inProgressAt, ties by id: reversed, it is Dexie's orderBy(...).reverse().
        reading.onsuccess = () => resolve((reading.result as GameRecord[]).reverse())
        reading.onerror = () => reject(reading.error)
      } catch (error) {
        reject(error as Error)
      } finally {
        // Takes effect once the read is done.
        connection.close()
      }
    }
  })
}

function inProgressIndex(connection: IDBDatabase): IDBIndex | null {
  if (!connection.objectStoreNames.contains(GAMES)) return null
  const games = connection.transaction(GAMES, 'readonly').objectStore(GAMES)
  return games.indexNames.contains(IN_PROGRESS) ? games.index(IN_PROGRESS) : null
}

/**
 * The games in progress, newest first. Reads without Dexie; only a database from before the
 * resume index loads Dexie, which upgrades it, to answer.
 */
export async function listUnfinishedGames(): Promise<GameRecord[]> {
  const games = await readUnfinishedGames()
  if (games !== NEEDS_UPGRADE) return games
  const { listUnfinished } = await import('./index')
  return listUnfinished()
}
