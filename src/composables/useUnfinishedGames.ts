import { onBeforeUnmount, onMounted, shallowRef } from 'vue'
import { listUnfinishedGames } from '@/db/unfinished-read'
import type { GameRecord } from '@/db'

/**
 * Dexie's channel for "the database changed" between tabs (dexie 4). Listening to it keeps two
 * windows side by side in step; if a Dexie update renames it, coming back to the tab still does.
 */
const DEXIE_CHANGES_CHANNEL = 'x-storagemutated-1'

/**
 * The games in progress, newest first, read without Dexie. Read when the home screen is shown,
 * again when the player comes back to the tab, when another tab writes, and on `refresh()`.
 */
export function useUnfinishedGames() {
  const games = shallowRef<GameRecord[]>([])
  /** False until the first read has answered (or failed: then the list stays empty, as before). */
  const loaded = shallowRef(false)
  // Reads can overlap (a delete, then the tab comes back): only the latest one is shown.
  let latest = 0

  async function refresh() {
    const ticket = ++latest
    try {
      const found = await listUnfinishedGames()
      if (ticket === latest) games.value = found
    } catch {
      // No storage (a private window, a strict policy): no list, as the rest of the app explains.
    } finally {
      if (ticket === latest) loaded.value = true
    }
  }

  /** Takes a game off the list at once, before storage confirms it. */
  function drop(id: string) {
    games.value = games.value.filter((game) => game.id !== id)
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') void refresh()
  }
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) void refresh()
  }
  let changes: BroadcastChannel | null = null

  onMounted(() => {
    void refresh()
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('pageshow', onPageShow)
    if (typeof BroadcastChannel === 'function') {
      changes = new BroadcastChannel(DEXIE_CHANGES_CHANNEL)
      changes.onmessage = () => void refresh()
    }
  })
  onBeforeUnmount(() => {
    latest++
    document.removeEventListener('visibilitychange', onVisible)
    window.removeEventListener('pageshow', onPageShow)
    changes?.close()
  })

  return { games, loaded, refresh, drop }
}
