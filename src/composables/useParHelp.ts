import { computed } from 'vue'
import { useI18n } from '@/i18n'
import { useGameStore } from '@/stores/game'

/**
 * What ± par means in the open game, under the name the sheet gives the row ("Plus/minus" in
 * Swedish and German) and with the game's own share of the bonus per face (two of each in
 * Forced Yatzy, three in Yatzy and Yahtzee, four in Maxi Yatzy).
 */
export function useParHelp() {
  const game = useGameStore()
  const { t, n } = useI18n()
  return computed(() =>
    game.variant
      ? t('turn.parHelp', { label: t('sheet.par'), count: n(game.variant.parPerFace, { maximumFractionDigits: 2 }) })
      : '',
  )
}
