import { computed, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import type { Sheet, TableOptions, VariantId } from '@/rules'
import type { Advice, Advisor } from '@/advisor'
import { advisorKey } from '@/advisor/advisor-key'
import { useAdvisorStore } from '@/stores/advisor'
import { yieldToMain } from '@/scheduling/yield'

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
  const advice = shallowRef<Advice | null>(null)
  let asked = 0
  /** The turn last asked about, and of which advisor. */
  let last: { input: AdviceInput; advisor: Advisor } | null = null
  watch(
    [() => toValue(input), state],
    async ([current, loaded]) => {
      // The same turn in a new object (a switch stored a new record: win chances on) is not asked
      // again: its advice stands, and the sheets its marks are on do not render again.
      const sameAsLast =
        current &&
        loaded.status === 'ready' &&
        last?.advisor === loaded.advisor &&
        sameTurn(last.input, current)
      if (sameAsLast) return
      const ask = ++asked
      last = null
      if (!current || loaded.status !== 'ready') {
        advice.value = null
        return
      }
      const { advisor } = loaded
      last = { input: current, advisor }
      const adviseNow = () =>
        advisor.advise(current.sheet, current.dice, current.roll, { keeps: 3 })
      if (advisedBefore.has(advisor)) {
        advice.value = adviseNow()
        return
      }
      // An advisor's first advice (its code not yet compiled) in a task of its own, and its render
      // in the next: in the task that made the advisor they were 70–300 ms at 4× CPU throttle.
      advice.value = null
      await yieldToMain()
      if (ask !== asked) return
      const first = adviseNow()
      advisedBefore.add(advisor)
      await yieldToMain()
      if (ask === asked) advice.value = first
    },
    { immediate: true },
  )
  return { state, advice }
}

/** Advisors that have advised on this page: their next advice comes at once. */
const advisedBefore = new WeakSet<Advisor>()

/** The same sheet, the same dice and the same roll of the same game: the same advice. */
function sameTurn(a: AdviceInput, b: AdviceInput): boolean {
  return a.variant === b.variant && a.sheet === b.sheet && a.dice === b.dice && a.roll === b.roll
}
