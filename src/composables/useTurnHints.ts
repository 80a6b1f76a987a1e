import { computed, ref, watch } from 'vue'
import { createSharedComposable } from '@vueuse/core'
import { useI18n } from '@/i18n'
import { afterPaint } from '@/scheduling/after-paint'
import { useAdvice } from './useAdvice'
import { useGameStore } from '@/stores/game'
import { useTurnStore } from '@/stores/turn'
import type { BoxHint } from '@/game/offers'
import type { BoxId } from '@/rules'
import type { Advice } from '@/advisor'
import { isEqualCost, useCostFormat, useCostWords } from '@/composables/useCostFormat'

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
  const costWords = useCostWords()
  // A column game has no solver: its hints stay off (the switch says so).
  const on = computed(
    () => Boolean(game.record?.hints) && !game.state?.finished && !game.state?.rules.columns,
  )
  const computerPlaying = computed(() => Boolean(game.currentKind.computer))
  /**
   * Hints switched on reach the screen a frame at a time: the Hints button first; then the boxes
   * without their ★ marks, and the advisor starts; then the hints panel. All in the task the
   * switch was stored in were 100–200 ms at 4× CPU throttle. 0: off, 1: marks off and advising,
   * 2: the panel too. A game opened with hints on shows them at once.
   */
  const shown = ref(on.value ? 2 : 0)
  watch(on, async (now) => {
    if (!now) {
      shown.value = 0
      return
    }
    for (const step of [1, 2]) {
      await afterPaint()
      if (!on.value) return
      shown.value = step
    }
  })
  const advising = computed(() => on.value && shown.value > 0)

  const { state, advice } = useAdvice(
    () => (advising.value && game.record ? game.record.variant : null),
    () =>
      advising.value && game.record && game.currentSheet && turn.offers
        ? {
            variant: game.record.variant,
            sheet: game.currentSheet,
            dice: turn.dice,
            roll: turn.rollsUsed,
          }
        : null,
    // No record, no variant: nothing is advised, whatever the options.
    () => game.record?.options ?? {},
  )

  /** The advisor's cost per box, shown on the boxes once the dice are final (no rolls left). */
  const boxHints = computed(() => {
    if (!advice.value || advice.value.boxes.length === 0) return undefined
    if (advice.value.rollsLeft > 0 && !game.variant?.savedRolls) return undefined
    return boxHintsOf(advice.value, formatCost)
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

  function advisedLegend(): string {
    return advice.value ? adviceLegend(advice.value, { t, formatCost, costWords }) : ''
  }

  return { on, shown, state, advice, boxHints, legend }
})

/**
 * Each box's cost against the best. A box as good as the best, to the figure shown, is marked best
 * as well: "= best" on one box beside a ◆ on another read as two different bests.
 */
export function boxHintsOf(
  advice: Advice,
  formatCost: (cost: number) => string,
): Partial<Record<BoxId, BoxHint>> {
  const hints: Partial<Record<BoxId, BoxHint>> = {}
  advice.boxes.forEach((option, i) => {
    hints[option.box] = {
      cost: option.cost,
      advised: i === 0 || isEqualCost(formatCost(option.cost)),
    }
  })
  return hints
}

/**
 * "◆ best by perfect play" (Maxi's heuristic: "best by the estimate", as its note says), and what
 * the short costs on the other boxes mean, by an example in words ("−1 = 1 point less…").
 */
export function adviceLegend(
  advice: Advice,
  words: {
    t: ReturnType<typeof useI18n>['t']
    formatCost: (cost: number) => string
    costWords: (cost: string) => string
  },
): string {
  const best = words.t(advice.optimal ? 'turn.legendAdvised' : 'turn.legendEstimated')
  const example = advice.boxes
    .map((option) => words.formatCost(option.cost))
    .find((cost) => !isEqualCost(cost))
  if (!example) return best
  return words.t('turn.legendCost', { best, cost: example, words: words.costWords(example) })
}
