import { computed, type Ref } from 'vue'
import { useI18n } from '@/i18n'
import { checkTableOptions, COLUMN_LIMITS, type TableOptions, type VariantId } from '@/rules'

/**
 * New game's columns: the multipliers as typed ("1 2 3"; empty = one column), kept in the house
 * rules; why they cannot be played, in words; whether the variant plays columns at all.
 */
export function useTableColumns(variant: Ref<VariantId>, houseRules: Ref<TableOptions>) {
  const { t } = useI18n()

  const text = computed({
    get: () => houseRules.value.columns?.join(' ') ?? '',
    set: (typed: string) => {
      const parts = typed
        .trim()
        .split(/[\s,;×x*]+/)
        .filter(Boolean)
      const rest = { ...houseRules.value }
      if (parts.length === 0) delete rest.columns
      else rest.columns = parts.map(Number)
      houseRules.value = rest
    },
  })

  /** Why the columns typed cannot be played, in words; '' when they can. */
  const problem = computed(() => {
    const columns = houseRules.value.columns
    if (!columns) return ''
    try {
      checkTableOptions(variant.value, { columns })
      return ''
    } catch {
      return t('optionProblem.columns', {
        question: t('houseRules.columns'),
        least: COLUMN_LIMITS.least,
        most: COLUMN_LIMITS.most,
        multiplier: COLUMN_LIMITS.multiplier,
      })
    }
  })

  const allowed = computed(() => {
    try {
      checkTableOptions(variant.value, { columns: [1] })
      return true
    } catch {
      return false
    }
  })

  /** The options with the table's columns, where the variant has them. */
  function withColumns(options: TableOptions): TableOptions {
    const columns = houseRules.value.columns
    return columns && allowed.value ? { ...options, columns: [...columns] } : options
  }

  return { text, problem, allowed, withColumns }
}
