import { computed } from 'vue'
import { createSharedComposable } from '@vueuse/core'
import { useGameStore } from '@/stores/game'
import { useWinChances } from './useWinChances'

/**
 * The open game's win chances, worked out once however many parts of the screen show them (the
 * scoreboard's figures and the full sheet's chances below it read the same answer; a tablet shows
 * both at once). Worked out while the game asks for them and its totals are not hidden.
 */
export const useGameWinChances = createSharedComposable(() => {
  const game = useGameStore()
  const shown = computed(
    () => Boolean(game.record?.winChances) && !game.record?.hideTotals && !game.state?.finished,
  )
  return { shown, ...useWinChances(() => game.record, shown) }
})
