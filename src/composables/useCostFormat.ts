import { formatCost } from '@/advisor/format'
import { useI18n } from '@/i18n'

/** Costs of hints ("−3,4" in Swedish) in the language shown, following it as it changes. */
export function useCostFormat(): (cost: number) => string {
  const { locale } = useI18n()
  return (cost) => formatCost(cost, locale.value)
}

/**
 * A cost as written by `formatCost` that rounds to nothing ("0.0", no sign): a choice as good as
 * the best, which is shown as such and never in the alarm colour.
 */
export function isEqualCost(cost: string): boolean {
  return !/^[\u2212+]/.test(cost)
}

/** A cost in words for a person: "3.4 points less than the best", or "as good as the best". */
export function useCostWords(): (cost: string) => string {
  const { t } = useI18n()
  return (cost) =>
    isEqualCost(cost)
      ? t('hints.asGood')
      : t('hints.costs', { points: cost.replace(/^[\u2212+]/, '') })
}
