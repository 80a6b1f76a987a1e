import { computed } from 'vue'
import { createSharedComposable } from '@vueuse/core'
import { useI18n } from '@/i18n'
import { useAdvice } from './useAdvice'
import { useGameStore } from '@/stores/game'
import { useTurnStore } from '@/stores/turn'
import type { BoxHint } from '@/game/offers'
import type { BoxId } from '@/rules'
import { isEqualCost, useCostFormat } from '@/composables/useCostFormat'

/**
 * The advisor's word on the turn while hints are on: advice for the roll entered, the cost of each
 * box once no roll is left, and the one-line legend for the marks on the boxes. Shared by every
 * panel that shows it, so the advisor is asked once per roll.
 */
export const useTurnHints = createSharedComposable(function turnHints() {
  const game = useGameStore()
  const turn = useTurnStore()
  const { t } = useI18n()
  const formatCost = useCostFormat()
  const on = computed(() => Boolean(game.record?.hints) && !game.state?.finished)
  const computerPlaying = computed(() => Boolean(game.currentKind.computer))

  const { state, advice } = useAdvice(
    () => (on.value && game.record ? game.record.variant : null),
    () =>
      on.value && game.record && game.currentSheet && turn.offers
        ? {
            variant: game.record.variant,
            sheet: game.currentSheet,
            dice: turn.dice,
            roll: turn.rollsUsed,
          }
        : null,
    () => game.record?.options,
  )

  /** The advisor's cost per box, shown on the boxes once the dice are final (no rolls left). */
  const boxHints = computed(() => {
    if (!advice.value || advice.value.boxes.length === 0) return undefined
    if (advice.value.rollsLeft > 0 && !game.variant?.savedRolls) return undefined
    const hints: Partial<Record<BoxId, BoxHint>> = {}
    advice.value.boxes.forEach((option, i) => {
      hints[option.box] = { cost: option.cost, advised: i === 0 }
    })
    return hints
  })

  /** Fewer marks, each explained: with hints on, the advisor's is the only one. */
  const legend = computed(() => {
    const offers = turn.offers
    if (!offers || computerPlaying.value) return ''
    if (on.value) return boxHints.value ? advisedLegend() : ''
    return Object.values(offers).some((offer) => offer?.legal && offer.best)
      ? t('turn.legendBest')
      : ''
  })

  /** "◆ best by perfect play", and what the short costs on the other boxes mean, by an example. */
  function advisedLegend(): string {
    const costs = (advice.value?.boxes ?? []).map((option) => formatCost(option.cost))
    const example = costs.find((cost) => !isEqualCost(cost))
    if (!example) return t('turn.legendAdvised')
    return t('turn.legendCost', { cost: example, points: example.slice(1) })
  }

  return { on, state, advice, boxHints, legend }
})
