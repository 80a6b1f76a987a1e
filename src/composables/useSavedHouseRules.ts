import { computed } from 'vue'
import { checkTableOptions, isVariantId, type TableOptions, type VariantId } from '@/rules'
import { getSetting, putSetting } from '@/db'
import { useLiveQuery } from './useLiveQuery'

/** A table's own rules, saved under a name to use again. */
export interface SavedHouseRules {
  name: string
  variant: VariantId
  rules: TableOptions
}

const KEY = 'houseRules.saved.v1'
/** Enough for every table a family plays at; the oldest go first. */
const MOST = 12

/** The saved rules as far as they can be trusted: a stored entry the rules refuse is left out. */
export function readSavedHouseRules(stored: unknown): SavedHouseRules[] {
  if (!Array.isArray(stored)) return []
  return stored.flatMap((entry: unknown) => {
    const { name, variant, rules } = (entry ?? {}) as Record<string, unknown>
    if (typeof name !== 'string' || name.trim() === '' || !isVariantId(variant)) return []
    try {
      checkTableOptions(variant, rules)
      return [{ name: name.trim(), variant, rules: rules as TableOptions }]
    } catch {
      return []
    }
  })
}

/** "Our rules": the house rules this device has saved, live from IndexedDB, and saving more. */
export function useSavedHouseRules() {
  const { value: stored } = useLiveQuery(() => getSetting(KEY), undefined as unknown)
  const saved = computed(() => readSavedHouseRules(stored.value))

  /** Saves the rules under a name (replacing rules of that name for the same game). */
  async function save(entry: SavedHouseRules): Promise<void> {
    checkTableOptions(entry.variant, entry.rules)
    const name = entry.name.trim()
    const others = saved.value.filter(
      (s) => !(s.variant === entry.variant && s.name.toLowerCase() === name.toLowerCase()),
    )
    await putSetting(KEY, [...others, { ...entry, name }].slice(-MOST))
  }

  return { saved, save }
}
