import {
  checkTableOptions,
  RuleError,
  getVariant,
  HOUSE_RULE_KEYS,
  houseRulesOf,
  ownRowOrder,
  ROW_ORDER_KEYS,
  isHouseRules,
  type TableOptions,
  type VariantId,
} from '@/rules'

/** The rules a table may make its own (beyond the rule book's own choices on New game). */
export type HouseRuleKey = (typeof HOUSE_RULE_KEYS)[number]

function applies(variant: VariantId, key: HouseRuleKey): boolean {
  const def = getVariant(variant)
  if (key === 'joker') return def.joker
  try {
    checkTableOptions(variant, { [key]: def.rules[key] })
    return true
  } catch {
    return false
  }
}

/** The house rules a variant's table can set, in the order New game asks them. */
export function houseRuleKeys(variant: VariantId): HouseRuleKey[] {
  return HOUSE_RULE_KEYS.filter((key) => applies(variant, key))
}

export { houseRulesOf, isHouseRules }

/**
 * Each house rule the table set that the rules refuse, with the rules' own error (its params say
 * what the rule takes), in the order New game asks them: one per field, to mark it.
 */
export function houseRuleProblems(
  variant: VariantId,
  house: TableOptions,
): Partial<Record<HouseRuleKey, RuleError>> {
  const problems: Partial<Record<HouseRuleKey, RuleError>> = {}
  for (const key of houseRuleKeys(variant)) {
    if (house[key] === undefined) continue
    try {
      checkTableOptions(variant, { [key]: house[key] })
    } catch (error) {
      if (!(error instanceof RuleError)) throw error
      problems[key] = error
    }
  }
  return problems
}

/**
 * The options a game starts with: the rule book's own choices with the table's house rules (and
 * its pad's row order) on top, each only where the variant plays it and only where it differs from the rule book (so a
 * table that set Yatzy's own 50 stores what a standard game stores). A value the rules refuse
 * throws their RuleError, naming the option.
 */
export function withHouseRules(
  variant: VariantId,
  options: TableOptions,
  house: TableOptions,
): TableOptions {
  const own: TableOptions = {}
  const standard = getVariant(variant).rules
  for (const key of houseRuleKeys(variant)) {
    const value = house[key]
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(standard[key])) {
      ;(own as Record<string, unknown>)[key] = value
    }
  }
  // Where the pad prints two rows travels with the house rules, stored only where it moves a row.
  const ownRows = ownRowOrder(getVariant(variant))
  for (const key of ROW_ORDER_KEYS) {
    const value = house[key]
    if (value !== undefined && value !== ownRows[key]) (own as Record<string, unknown>)[key] = value
  }
  // Options are JSON data: a plain copy keeps a form's reactive proxies out of IndexedDB, which
  // cannot clone them.
  const merged = JSON.parse(JSON.stringify({ ...options, ...own })) as TableOptions
  checkTableOptions(variant, merged)
  return merged
}
