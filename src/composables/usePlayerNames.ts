import { computed, type ComputedRef } from 'vue'
import { useLabels } from '@/i18n'
import { useGameStore } from '@/stores/game'

/**
 * The open game's player names in seat order, as shown: a computer's name from New game in the
 * language shown ("Dator (Medel)" on a Swedish tablet, whichever language started the game).
 */
export function usePlayerNames(): ComputedRef<string[]> {
  const game = useGameStore()
  const { playerName } = useLabels()
  return computed(() => game.record?.players.map(playerName) ?? [])
}
