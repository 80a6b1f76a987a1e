import { computed } from 'vue'
import { useI18n } from '@/i18n'
import { useGameStore } from '@/stores/game'

/**
 * What ± par means in the open game, under the name the sheet gives the row ("Plus/minus" in
 * Swedish and German) and with the game's own share of the bonus per face (two of each in
 * Forced Yatzy, three in Yatzy and Yahtzee, four in Maxi Yatzy; a house threshold's own).
 */
export function useParHelp() {
  const game = useGameStore()
  const { t, n } = useI18n()
  return computed(() => {
    const rules = game.state?.rules
    if (!rules) return ''
    // Par per pip follows the table's threshold (63 → 3 of each face; 70 → 3⅓).
    const perFace = rules.table.upperBonus.threshold / 21
    return t('turn.parHelp', {
      label: t('sheet.par'),
      count: n(perFace, { maximumFractionDigits: 1 }),
    })
  })
}
