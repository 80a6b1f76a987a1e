import { useI18n } from '@/i18n'
import { useCostWords } from '@/composables/useCostFormat'

/** What one box of one player shows: the same words on the full sheet and in the turn's grid. */
export interface CellState {
  boxName: string
  playerName: string
  /** The written score, if the box is filled. */
  written?: number
  /** What the current roll would write here, when this is the current player's open box. */
  offer?: number
  /** The rules forbid this box for the current roll (struck through). */
  forbidden?: boolean
  best?: boolean
  /** Hints: the advisor's choice for this roll. */
  advised?: boolean
  /** Hints: expected points this box costs against the advisor's choice ("−3.4"). */
  hintCost?: string
}

/** The accessible name of a box: its score, its offer for this roll, or why it cannot be chosen. */
export function useCellLabel() {
  const { t } = useI18n()
  const costWords = useCostWords()
  return (cell: CellState): string => {
    if (cell.written !== undefined) {
      return t('sheet.cellWritten', {
        box: cell.boxName,
        player: cell.playerName,
        score: cell.written,
      })
    }
    if (cell.forbidden) return t('sheet.cellForbidden', { box: cell.boxName })
    if (cell.offer === undefined) {
      return t('sheet.cellOpen', { box: cell.boxName, player: cell.playerName })
    }
    const parts = [t('sheet.cellOffer', { box: cell.boxName, score: cell.offer }, cell.offer)]
    if (cell.best) parts.push(t('sheet.best'))
    if (cell.advised) parts.push(t('hints.advised'))
    else if (cell.hintCost) parts.push(costWords(cell.hintCost))
    return parts.join(', ')
  }
}
