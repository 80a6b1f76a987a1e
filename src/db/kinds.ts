import {
  gameRules,
  houseRulesOf,
  isVariantId,
  VARIANTS,
  type TableOptions,
  type VariantId,
} from '../rules'

/**
 * What statistics count together: a variant played by one set of rules. A game by the rule book is
 * of the kind named by its variant alone ('yatzy'); a game under house rules is of a kind of its
 * own for each distinct set of them ('yatzy/{"fullHouse":25,"upperBonus":{...}}'), the way another
 * variant would be. Scores under different rules are never added up as if they were one game.
 */
export type GameKind = string

/** A kind taken apart: its variant, and the house rules that differ from the rule book's ({}). */
export interface KindParts {
  variant: VariantId
  houseRules: TableOptions
}

const SEPARATOR = '/'

/** JSON with every object's keys in order, so equal rules always give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The kind of a game played at `variant` with the table's `options`. */
export function gameKind(variant: VariantId, options: TableOptions): GameKind {
  const rules = gameRules(variant, options)
  // A column game (Triple Yatzy, a table's own columns) is a kind of its own, as a variant is.
  const columns = rules.columns ? { columns: [...rules.columns] } : {}
  const house = { ...houseRulesOf(rules), ...columns }
  return Object.keys(house).length === 0 ? variant : `${variant}${SEPARATOR}${canonical(house)}`
}

/** The variant and house rules a kind stands for; throws on text that is no kind. */
export function kindParts(kind: GameKind): KindParts {
  const at = kind.indexOf(SEPARATOR)
  const variant = at < 0 ? kind : kind.slice(0, at)
  if (!isVariantId(variant)) throw new Error(`Not a kind of game: ${kind}`)
  const houseRules = at < 0 ? {} : (JSON.parse(kind.slice(at + 1)) as TableOptions)
  return { variant, houseRules }
}

/** Kinds in the app's order: by variant, the rule book's first, then each house-rule set. */
export function compareKinds(a: GameKind, b: GameKind): number {
  const va = kindParts(a).variant
  const vb = kindParts(b).variant
  const order = (variant: VariantId) => VARIANTS.findIndex((v) => v.id === variant)
  const byVariant = order(va) - order(vb)
  if (byVariant !== 0) return byVariant
  if (a === b) return 0
  if (a === va) return -1
  if (b === vb) return 1
  return a < b ? -1 : 1
}
