import { computed, toValue, watch, type MaybeRefOrGetter } from 'vue'
import type { Sheet, VariantId } from '@/rules'
import type { Advice } from '@/advisor'
import { useAdvisorStore } from '@/stores/advisor'

export interface AdviceInput {
  variant: VariantId
  sheet: Sheet
  dice: readonly number[]
  /** Which roll of the turn the dice are (1, 2, 3 = final; Maxi: up to 3 + saved rolls). */
  roll: number
}

/**
 * Advice for the roll on the table while `input` is given (hints on, all dice entered); starts
 * loading the variant's advisor as soon as hints are wanted, so it is ready when the dice are in.
 */
export function useAdvice(
  variant: MaybeRefOrGetter<VariantId | null>,
  input: MaybeRefOrGetter<AdviceInput | null>,
) {
  const advisors = useAdvisorStore()
  watch(
    () => toValue(variant),
    (wanted) => {
      if (wanted) void advisors.ensure(wanted)
    },
    { immediate: true },
  )
  /** Loading progress, readiness or failure of the advisor. */
  const state = computed(() => {
    const wanted = toValue(variant)
    return wanted ? advisors.state(wanted) : ({ status: 'idle' } as const)
  })
  /** The advice for the current roll, or null while not available. */
  const advice = computed<Advice | null>(() => {
    const current = toValue(input)
    const loaded = state.value
    if (!current || loaded.status !== 'ready') return null
    return loaded.advisor.advise(current.sheet, current.dice, current.roll, { keeps: 3 })
  })
  return { state, advice }
}
