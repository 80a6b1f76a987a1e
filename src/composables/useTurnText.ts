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

/**
 * The turn line of every player, in the last round (its number the widest): the header keeps the
 * room the longest of them takes, so it does not grow or shrink as the turn passes.
 */
export function useEveryTurnText() {
  const game = useGameStore()
  const { t } = useI18n()
  const playerNames = usePlayerNames()
  return computed(() => {
    const rounds = game.variant?.boxes.length ?? 0
    return playerNames.value.map((name) => t('game.turn', { round: rounds, rounds, name }))
  })
}
