import { ref, watch } from 'vue'
import { useI18n, useLabels } from '@/i18n'
import { useTurnStore } from '@/stores/turn'
import { usePlayerNames } from './usePlayerNames'
import { useTurnText } from './useTurnText'
import { useWriteFeedback } from './useWriteFeedback'

/**
 * Says what just happened on the sheet, for a screen reader (`announcement`, in a live region),
 * and buzzes for a person's write; a computer's write is announced alike, without the buzz.
 */
export function useTurnAnnouncer() {
  const turn = useTurnStore()
  const { t } = useI18n()
  const { boxName } = useLabels()
  const turnText = useTurnText()
  const playerNames = usePlayerNames()
  const buzz = useWriteFeedback()
  const announcement = ref('')

  watch(
    () => turn.lastEvent,
    (event) => {
      if (!event) return
      const name = playerNames.value[event.player]
      const box = boxName(event.box)
      const next = turnText.value ? ' ' + turnText.value : ''
      if (event.kind === 'written') {
        if (!event.computer) buzz()
        announcement.value = t('game.wrote', { name, score: event.score, box }) + next
      } else if (event.kind === 'undone') {
        announcement.value = t('game.undone') + next
      } else {
        announcement.value = t('game.corrected', { box, name })
      }
    },
  )
  return { announcement }
}
