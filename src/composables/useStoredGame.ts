import { ref, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { getGame, type GameRecord } from '@/db'

/**
 * One stored game by id, read once per id for a screen that shows it (the review, the hand-off):
 * the game, or that there is none, or the error that stopped the read, for `useFailureText`.
 */
export function useStoredGame(id: MaybeRefOrGetter<string>) {
  const game = shallowRef<GameRecord | null>(null)
  const notFound = ref(false)
  const error = shallowRef<unknown>(null)

  /** Reads the game again (it changed elsewhere). */
  async function reload() {
    const current = toValue(id)
    error.value = null
    if (current === '') return
    try {
      const found = await getGame(current)
      if (current !== toValue(id)) return
      game.value = found ?? null
      notFound.value = !found
    } catch (failure) {
      error.value = failure
    }
  }
  watch(() => toValue(id), reload, { immediate: true })

  return { game, notFound, error, reload }
}
