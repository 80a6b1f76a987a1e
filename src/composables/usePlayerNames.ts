import { computed } from 'vue'
import { createSharedComposable } from '@vueuse/core'
import { useLabels } from '@/i18n'
import { useGameStore } from '@/stores/game'

/**
 * The open game's player names in seat order, as shown: a computer's name from New game in the
 * language shown ("Dator (Medel)" on a Swedish tablet, whichever language started the game).
 * Shared by every panel of the game screen, so the names are worked out once per change.
 */
export const usePlayerNames = createSharedComposable(function playerNames() {
  const game = useGameStore()
  const { playerName } = useLabels()
  return computed(() => game.record?.players.map(playerName) ?? [])
})
