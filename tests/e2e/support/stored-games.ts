import type { Page } from 'playwright-core'

export interface StoredGame {
  id: string
  moves: { player: number; score: number }[]
}

/**
 * The games IndexedDB holds right now, read with the raw API (not through the app), or null when
 * the app's database does not exist at all.
 */
export function storedGames(page: Page): Promise<StoredGame[] | null> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((info) => info.name)
    if (!names.includes('yatzy-pad')) return null
    return new Promise<StoredGame[]>((resolve, reject) => {
      const opening = indexedDB.open('yatzy-pad')
      opening.onerror = () => reject(opening.error)
      opening.onsuccess = () => {
        const database = opening.result
        const reading = database.transaction('games').objectStore('games').getAll()
        reading.onerror = () => reject(reading.error)
        reading.onsuccess = () => {
          database.close()
          resolve(reading.result as StoredGame[])
        }
      }
    })
  })
}

/** A player's stored score so far (early in a game: no bonus yet). */
export function storedTotal(game: StoredGame, player: number): number {
  return game.moves.filter((move) => move.player === player).reduce((sum, m) => sum + m.score, 0)
}

/** The game's id, from the game screen's address (#/game/<id>). */
export function openGameId(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#\/game\//, ''))
}
