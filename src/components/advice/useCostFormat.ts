import { formatCost } from '@/advisor/format'
import { useI18n } from '@/i18n'

/** Costs of hints ("−3,4" in Swedish) in the language shown, following it as it changes. */
export function useCostFormat(): (cost: number) => string {
  const { locale } = useI18n()
  return (cost) => formatCost(cost, locale.value)
}
