import { computed, toValue, watch, type MaybeRefOrGetter } from 'vue'
import type { Sheet, TableOptions, VariantId } from '@/rules'
import type { Advice } from '@/advisor'
import { advisorKey } from '@/advisor/advisor-key'
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
 * `options`: the game's table options ({} for the rule book); required, so no caller gets rule-book
 * advice for a house-rules game by forgetting them.
 */
export function useAdvice(
  variant: MaybeRefOrGetter<VariantId | null>,
  input: MaybeRefOrGetter<AdviceInput | null>,
  options: MaybeRefOrGetter<TableOptions>,
) {
  const advisors = useAdvisorStore()
  const wanted = computed(() => {
    const id = toValue(variant)
    return id ? { variant: id, options: toValue(options) } : null
  })
  watch(
    () => wanted.value && advisorKey(wanted.value.variant, wanted.value.options),
    () => {
      if (wanted.value) void advisors.ensure(wanted.value)
    },
    { immediate: true },
  )
  /** Loading progress, readiness or failure of the advisor. */
  const state = computed(() =>
    wanted.value ? advisors.state(wanted.value) : ({ status: 'idle' } as const),
  )
  /** The advice for the current roll, or null while not available. */
  const advice = computed<Advice | null>(() => {
    const current = toValue(input)
    const loaded = state.value
    if (!current || loaded.status !== 'ready') return null
    return loaded.advisor.advise(current.sheet, current.dice, current.roll, { keeps: 3 })
  })
  return { state, advice }
}
