import { getVariant } from './registry'
import { houseRulesIn, resolveRules, type HouseRules } from './table-rules'
import { rowsFor } from './row-order'
import type { BoxDef, TableOptions, TableRules, VariantDef, VariantId } from './types'

/**
 * The rules one game is played by, resolved and checked once: the variant, the table's options as
 * stored, the rules they make (the variant's own with the options on top) and the house rules in
 * force. Only `gameRules` makes one, so holding a GameRules means its options passed the check.
 */
export interface GameRules {
  /** Set only by gameRules: a GameRules is never written by hand as a plain object. */
  readonly kind: 'game-rules'
  readonly variant: VariantDef
  /** The table's options as the game stores them (links and backups carry these). */
  readonly options: Readonly<TableOptions>
  /** Every rule an option can change, resolved. */
  readonly table: TableRules
  /** The house rules in force: each rule the table plays differently from the rule book. */
  readonly house: Readonly<Partial<HouseRules>>
  /** Whether any house rule is in force (`house` is not empty). */
  readonly isHouseRules: boolean
  /** Equal totals are decided by the number of Yatzys (Yatzy and Forced Yatzy, by table option). */
  readonly tieBreak: boolean
  /** A column game: each column's multiplier, left to right; null for one sheet per player. */
  readonly columns: readonly number[] | null
  /**
   * The boxes in the order the table's pad prints them (options fullHouseRow, chanceRow): what
   * every sheet shows. Play and forced order keep the variant's own order, `variant.boxes`.
   */
  readonly rows: readonly BoxDef[]
}

/**
 * The first argument of every rules function: a game's rules, or a bare variant id, which means
 * exactly the rule book's rules for that variant (no table option at all), as docs/RULES.md's
 * examples use it. Inside the app every call passes the game's GameRules.
 */
export type RulesArg = GameRules | VariantId

function build(variant: VariantDef, options: TableOptions): GameRules {
  const table = resolveRules(variant, options)
  const house = houseRulesIn(variant, table)
  return Object.freeze({
    kind: 'game-rules',
    variant,
    // A plain copy: a form's reactive proxy or a caller's later change never reaches the rules.
    options: Object.freeze(JSON.parse(JSON.stringify(options)) as TableOptions),
    table,
    house: Object.freeze(house),
    isHouseRules: Object.keys(house).length > 0,
    tieBreak: Boolean(options.yatzyTieBreak) && 'yatzyTieBreak' in variant.defaultOptions,
    columns: options.columns ? Object.freeze([...options.columns]) : null,
    rows: rowsFor(variant, options),
  })
}

const ruleBooks = new Map<VariantId, GameRules>()
/** The last few games' rules: a tool or test calling gameRules per move does not check each time. */
const recent = new Map<string, GameRules>()
const RECENT_KEPT = 32

/**
 * A game's rules from its variant and the table's options (as stored with the game). Throws the
 * RuleError of checkTableOptions naming the first option the rules refuse, or of an unknown variant.
 */
export function gameRules(variantId: VariantId, options: TableOptions): GameRules {
  const variant = getVariant(variantId)
  const key = `${variantId}:${JSON.stringify(options)}`
  const known = recent.get(key)
  if (known) return known
  const rules = build(variant, options)
  if (recent.size >= RECENT_KEPT) recent.delete(recent.keys().next().value!)
  recent.set(key, rules)
  return rules
}

/** The rule book's own rules for a variant: no table option at all. */
export function ruleBook(variantId: VariantId): GameRules {
  let rules = ruleBooks.get(variantId)
  if (!rules) {
    rules = build(getVariant(variantId), {})
    ruleBooks.set(variantId, rules)
  }
  return rules
}

/** The GameRules a rules function was given: itself, or a bare variant's rule book. */
export function rulesOf(arg: RulesArg): GameRules {
  return typeof arg === 'string' ? ruleBook(arg) : arg
}

/** The rules a game is played by (public: the screens show the table's own values). */
export function tableRules(rules: RulesArg): TableRules {
  return rulesOf(rules).table
}

/** A game's house rules where they differ from the rule book, rule by rule (none: standard). */
export function houseRulesOf(rules: RulesArg): Partial<HouseRules> {
  return rulesOf(rules).house
}

/**
 * Whether a game plays by house rules: any rule its options set differs from the rule book's,
 * beyond the choices the rule book itself leaves to the table (Maxi Yatzy's full straight).
 */
export function isHouseRules(rules: RulesArg): boolean {
  return rulesOf(rules).isHouseRules
}
