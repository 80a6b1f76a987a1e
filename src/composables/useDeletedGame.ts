import { readonly, shallowRef } from 'vue'
import type { GameRecord } from '@/db'

/** How long a deleted game can be put back. */
export const UNDO_DELETE_MS = 6000

// Module state, shared by every screen: the review deletes, the history screen offers the undo.
const deleted = shallowRef<GameRecord | null>(null)
let timer: ReturnType<typeof setTimeout> | undefined

function forget() {
  clearTimeout(timer)
  timer = undefined
  deleted.value = null
}

/** The game deleted last, kept in memory for a few seconds so "Undo" can put it back. */
export function useDeletedGame() {
  /** Keeps the deleted record for `ms`, replacing any earlier one. */
  function remember(game: GameRecord, ms = UNDO_DELETE_MS) {
    clearTimeout(timer)
    deleted.value = game
    timer = setTimeout(forget, ms)
  }

  /** Stops the clock (while the player is reaching for the button) … */
  function hold() {
    clearTimeout(timer)
    timer = undefined
  }

  /** … and starts it again. */
  function release(ms = UNDO_DELETE_MS) {
    if (deleted.value && timer === undefined) timer = setTimeout(forget, ms)
  }

  /** Stores the deleted game again, exactly as it was. */
  async function undo(): Promise<GameRecord | null> {
    const game = deleted.value
    if (!game) return null
    forget()
    // Loaded on demand: the home screen's list offers the undo without having loaded Dexie.
    const { restoreGame } = await import('@/db')
    return restoreGame(game)
  }

  return { deleted: readonly(deleted), remember, hold, release, forget, undo }
}
