import { ref, watch } from 'vue'
import { knownPlayerNames } from '@/db'

/**
 * The names in the player pickers of past games and statistics, most recent first, with a switch
 * that leaves computer players out. `onLoaded` gets every new list (to fix up the chosen player).
 */
export function useKnownPlayers(
  onLoaded: (names: string[]) => void = () => undefined,
  onError: (failure: unknown) => void = () => undefined,
) {
  const names = ref<string[]>([])
  const loaded = ref(false)
  /** Computer players are listed too. */
  const withComputers = ref(true)
  watch(
    withComputers,
    (computers) =>
      knownPlayerNames(100, { computers }).then((found) => {
        names.value = found
        loaded.value = true
        onLoaded(found)
      }, onError),
    { immediate: true },
  )
  return { names, loaded, withComputers }
}
