import {
  getVariant,
  HOUSE_RULE_KEYS,
  tableRules,
  type TableOptions,
  type VariantId,
  gameRules,
} from '../rules'

/** What decides a game's advice: its variant and the table options it is played with. */
export interface AdvisedGame {
  variant: VariantId
  options: TableOptions
}

/**
 * Names one advisor: every game with the same key gets the same advice. The variant alone for its
 * own rules (as before house rules existed), then Maxi's full straight, then each house rule that
 * differs from the variant's own: `yatzy:fullHouse=25,upperBonus=63/35`.
 */
export type AdvisorKey = VariantId | `${VariantId}:${string}`

/** Every rule that changes what the advisor values (the Yatzy tie-break only orders equal totals). */
const ADVICE_RULES = HOUSE_RULE_KEYS

const sameRule = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The table options that change what the advisor values, each only where it differs from the
 * variant's own rule, in a fixed order: Maxi Yatzy's full straight (always named, as before), then
 * the house rules. Throws the rules' RuleError for options they refuse.
 */
export function adviceOptions(variant: VariantId, options: TableOptions): TableOptions {
  const own = getVariant(variant).rules
  const rules = tableRules(gameRules(variant, options))
  const advice: Record<string, unknown> = {}
  if ('fullStraight' in getVariant(variant).defaultOptions) advice.fullStraight = rules.fullStraight
  for (const key of ADVICE_RULES) {
    if (!sameRule(rules[key], own[key])) advice[key] = rules[key]
  }
  return advice as TableOptions
}

function ruleText(value: unknown): string {
  if (typeof value === 'object' && value !== null) return Object.values(value).join('/')
  return String(value)
}

/**
 * The advisor store's and the win worker's cache key, and the name a solved table is stored under.
 * This file needs only the rules, so the store can name an advisor without loading its code.
 */
export function advisorKey(variant: VariantId, options: TableOptions): AdvisorKey {
  const { fullStraight, ...house } = adviceOptions(variant, options)
  const parts = Object.entries(house).map(([key, value]) => `${key}=${ruleText(value)}`)
  const straight = fullStraight === undefined ? '' : `:full-straight-${fullStraight}`
  return `${variant}${straight}${parts.length > 0 ? `:${parts.join(',')}` : ''}` as AdvisorKey
}

/** Whether any house rule changes the game's advice (Maxi's full straight is not one). */
export function hasHouseRules(variant: VariantId, options: TableOptions): boolean {
  return (
    advisorKey(variant, options) !== advisorKey(variant, { fullStraight: options.fullStraight })
  )
}
