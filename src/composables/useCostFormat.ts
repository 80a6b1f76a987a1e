import { formatCost } from '@/advisor/format'
import { useI18n } from '@/i18n'

/**
 * Costs of hints in the language shown, following it as it changes: whole points from one point
 * up ("−18", not "−17.6"), where a tenth adds nothing a player acts on; tenths below it ("−0,4" in
 * Swedish), so that a choice a little worse than the best never reads as equal to it.
 */
export function useCostFormat(): (cost: number) => string {
  const { locale } = useI18n()
  return (cost) => formatCost(cost, locale.value, Math.abs(cost) >= 0.95 ? 0 : 1)
}

/**
 * A cost as written by `formatCost` that rounds to nothing ("0.0", no sign): a choice as good as
 * the best, which is shown as such and never in the alarm colour.
 */
export function isEqualCost(cost: string): boolean {
  return !/^[\u2212+]/.test(cost)
}

/** A cost in words for a person: "3 points less than the best", or "as good as the best". */
export function useCostWords(): (cost: string) => string {
  const { t } = useI18n()
  return (cost) => {
    if (isEqualCost(cost)) return t('hints.asGood')
    const points = cost.replace(/^[\u2212+]/, '')
    return t('hints.costs', { points }, points === '1' ? 1 : 2)
  }
}

/**
 * A choice that costs enough to matter at a family table: a point or two is a matter of taste, and
 * shown in the alarm colour it reads as a mistake to a casual player.
 */
export function isCostly(cost: number): boolean {
  return cost <= -COSTLY_POINTS
}
const COSTLY_POINTS = 3
