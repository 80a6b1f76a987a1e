import { computed } from 'vue'
import { useI18n } from '@/i18n'
import { useGameStore } from '@/stores/game'
import { usePlayerNames } from './usePlayerNames'

/** "Round 3 of 15 · Bo's turn" for the open game; empty once it is over. */
export function useTurnText() {
  const game = useGameStore()
  const { t } = useI18n()
  const playerNames = usePlayerNames()
  return computed(() => {
    const player = game.currentPlayer
    if (!game.state || player === null) return ''
    return t('game.turn', {
      round: game.state.round,
      rounds: game.state.rounds,
      name: playerNames.value[player],
    })
  })
}
