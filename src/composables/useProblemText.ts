import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useI18n, useLabels } from '@/i18n'
import { toProblem, type Problem } from '@/stores/problem'
import { isOptionProblem, useOptionProblemText } from './useOptionProblemText'

/** The refused action in the player's language; box ids in the parameters become box names. */
export function useProblemText(problem: MaybeRefOrGetter<Problem | null>) {
  const { t, te } = useI18n()
  const { knownBoxName } = useLabels()
  const optionText = useOptionProblemText()
  return computed(() => {
    const current = toValue(problem)
    if (!current) return ''
    if (isOptionProblem(current)) return optionText(current)
    const key = `problem.${current.code}`
    // An error with no words of its own: its detail goes to the console, never on screen.
    if (!te(key) || current.code === 'unexpected') {
      console.error(current.message)
      return t('problem.unexpected')
    }
    const params: Record<string, string | number> = { ...current.params }
    for (const name of ['box', 'next']) {
      const box = params[name]
      if (typeof box === 'string') params[name] = knownBoxName(box) ?? box
    }
    if (typeof params.allowed === 'string') {
      params.allowed = params.allowed
        .split(',')
        .map((box) => knownBoxName(box) ?? box)
        .join(', ')
    }
    // A nested reason (a later move a correction breaks) is translated too when it has a code.
    const reasonKey = `problem.${params.reasonCode}`
    if (params.reasonCode && te(reasonKey)) params.reason = t(reasonKey, params)
    // The host phone's refusal, in words (liveRefused).
    const refusalKey = `liveSeats.reason.${params.reason}`
    if (current.code === 'liveRefused' && te(refusalKey)) params.reason = t(refusalKey)
    return t(key, params)
  })
}

/**
 * A failed load or save in plain words: a storage failure (refused, full, closed, game gone) says
 * what to do next; anything else says `unexpected` (what failed), its detail in the console only.
 */
export function useFailureText(error: MaybeRefOrGetter<unknown>, unexpected: () => string) {
  const problem = computed(() => {
    const current = toValue(error)
    return current ? toProblem(current) : null
  })
  const text = useProblemText(problem)
  return computed(() => {
    if (!problem.value) return ''
    if (problem.value.code !== 'unexpected') return text.value
    console.error(problem.value.message)
    return unexpected()
  })
}
