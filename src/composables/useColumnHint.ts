import { computed, watch } from 'vue'
import { useI18n, useLabels } from '@/i18n'
import type { ColumnAdvice } from '@/advisor'
import { useAdvisorStore } from '@/stores/advisor'
import { useGameStore } from '@/stores/game'
import { useTurnStore } from '@/stores/turn'

/**
 * A column game's hint while hints are on: the box and column the advisor's column estimate
 * advises for the roll entered (or the dice to keep before the last roll), in one line labelled an
 * estimate ("Estimate: Full house ×3"). No exact solver covers several columns, so there are no
 * costs on the boxes and no win chances; the estimate is the one Hard and Perfect play by
 * (src/advisor/columns.ts).
 */
export function useColumnHint() {
  const game = useGameStore()
  const turn = useTurnStore()
  const advisors = useAdvisorStore()
  const { t } = useI18n()
  const { boxName } = useLabels()

  const on = computed(
    () =>
      Boolean(game.record?.hints) &&
      Boolean(game.state?.rules.columns) &&
      !game.state?.finished &&
      !game.currentKind.computer,
  )
  /** The one-sheet game the estimate values each column by: the options without the columns. */
  const oneSheet = computed(() => {
    if (!on.value || !game.record) return null
    const options = { ...game.record.options }
    delete options.columns
    return { variant: game.record.variant, options }
  })
  watch(oneSheet, (wanted) => wanted && void advisors.ensure(wanted), { immediate: true })

  const advice = computed<ColumnAdvice | null>(() => {
    const wanted = oneSheet.value
    const rules = game.state?.rules
    const sheet = game.currentSheet
    if (!wanted || !rules || !sheet || !turn.offers) return null
    const loaded = advisors.state(wanted)
    if (loaded.status !== 'ready' || !loaded.advisor.adviseColumns) return null
    return loaded.advisor.adviseColumns(rules, sheet, turn.dice, turn.rollsUsed, { keeps: 1 })
  })

  /** "Estimate: Full house ×3", or "Estimate: keep 6 6 6" before the last roll; '' when none. */
  const text = computed(() => {
    const current = advice.value
    const multipliers = game.state?.rules.columns
    if (!current || !multipliers) return ''
    const box = current.boxes[0]
    const keep = current.keeps[0]
    // Five dice: keeping all of them is writing now, so the box is the advice.
    const writeNow = current.rollsLeft === 0 || keep?.keep.length === turn.dice.length
    if (writeNow && box) {
      return t('columns.estimateBox', {
        box: boxName(box.box),
        multiplier: multipliers[box.column]!,
        column: box.column + 1,
      })
    }
    if (!keep) return ''
    if (keep.keep.length === 0) return t('columns.estimateRerollAll')
    return t('columns.estimateKeep', { dice: keep.keep.join(' ') })
  })

  return { on, advice, text }
}
