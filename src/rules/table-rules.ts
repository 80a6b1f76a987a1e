import { RuleError } from './errors'
import { getVariant } from './registry'
import { CHANCE_ROWS, FULL_HOUSE_ROWS } from './row-order'
import type { TableOptions, TableRules, VariantDef, VariantId } from './types'

/** The most a box or a bonus may pay: far above any printed rule, far below what breaks a sheet. */
const MOST_POINTS = 999

/**
 * What an option accepts, as data the UI words in the player's language: a whole number from
 * `least` to `most`, "sum" or such a number, `least` or `most` (two numbers), one of the named
 * choices, true or false, or an upper bonus ({ threshold, value }) as a whole. `part` names the
 * upper bonus's number that is wrong.
 */
export type OptionExpectation =
  | { kind: 'whole-number' | 'sum-or-whole-number' | 'either'; least: number; most: number }
  | { kind: 'whole-number'; part: 'threshold' | 'value'; least: number; most: number }
  | { kind: 'choice' | 'yes-no' | 'bonus' }
  | { kind: 'columns'; least: number; most: number; multiplier: number }

interface OptionSpec {
  /** What the option accepts, for the error (the value shows which part of it is wrong). */
  expects: (variant: VariantDef, value: unknown) => OptionExpectation
  accepts: (value: unknown, variant: VariantDef) => boolean
  /** Variants whose rules the option can change; left out = every variant. */
  appliesTo?: (variant: VariantDef) => boolean
}

const isInt = (value: unknown, least: number, most: number): value is number =>
  Number.isInteger(value) && (value as number) >= least && (value as number) <= most

const points = (least: number): OptionSpec => ({
  expects: () => ({ kind: 'whole-number', least, most: MOST_POINTS }),
  accepts: (value) => isInt(value, least, MOST_POINTS),
})

/** A column game has 1 to 6 columns (as Yatzy Protocol allows), each counting 1 to 10 times. */
export const COLUMN_LIMITS = { least: 1, most: 6, multiplier: 10 } as const

/** The highest upper total the variant's dice can make: every face on every die. */
const mostUpper = (variant: VariantDef) => 21 * variant.diceCount

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const OPTION_SPECS: Record<keyof TableOptions, OptionSpec> = {
  upperBonus: {
    expects: (variant, value) => {
      if (!isRecord(value) || Object.keys(value).some((k) => k !== 'threshold' && k !== 'value')) {
        return { kind: 'bonus' }
      }
      if (!isInt(value.threshold, 1, mostUpper(variant))) {
        return { kind: 'whole-number', part: 'threshold', least: 1, most: mostUpper(variant) }
      }
      return { kind: 'whole-number', part: 'value', least: 0, most: MOST_POINTS }
    },
    accepts: (value, variant) =>
      isRecord(value) &&
      Object.keys(value).every((key) => key === 'threshold' || key === 'value') &&
      isInt(value.threshold, 1, mostUpper(variant)) &&
      isInt(value.value, 0, MOST_POINTS),
  },
  fullHouse: {
    expects: () => ({ kind: 'sum-or-whole-number', least: 1, most: MOST_POINTS }),
    accepts: (value) => value === 'sum' || isInt(value, 1, MOST_POINTS),
  },
  smallStraight: points(1),
  largeStraight: points(1),
  ofAKind: {
    expects: () => ({ kind: 'choice' }),
    accepts: (value) => value === 'matching' || value === 'all-dice',
  },
  allAlike: points(1),
  // Maxi Yatzy's advisor has no place for extras (its exact endgame would not count them).
  extraAllAlike: { ...points(0), appliesTo: (variant) => variant.diceCount === 5 },
  joker: {
    expects: () => ({ kind: 'choice' }),
    accepts: (value, variant) =>
      value === 'none' || (variant.joker && (value === 'forced' || value === 'free')),
  },
  twoPairsSameFace: {
    expects: () => ({ kind: 'yes-no' }),
    accepts: (value) => typeof value === 'boolean',
    appliesTo: (variant) => variant.boxes.some((box) => box.id === 'two-pairs'),
  },
  forcedOrder: {
    expects: () => ({ kind: 'yes-no' }),
    accepts: (value) => typeof value === 'boolean',
  },
  // Older games may carry these two on any variant, where they were always ignored: still allowed.
  fullStraight: {
    expects: () => ({ kind: 'either', least: 21, most: 30 }),
    accepts: (value) => value === 21 || value === 30,
  },
  yatzyTieBreak: {
    expects: () => ({ kind: 'yes-no' }),
    accepts: (value) => typeof value === 'boolean',
  },
  // Row order moves two rows on the sheet and nothing else: every variant has both boxes.
  fullHouseRow: {
    expects: () => ({ kind: 'choice' }),
    accepts: (value) => (FULL_HOUSE_ROWS as readonly unknown[]).includes(value),
  },
  chanceRow: {
    expects: () => ({ kind: 'choice' }),
    accepts: (value) => (CHANCE_ROWS as readonly unknown[]).includes(value),
  },
  // Five dice only: Maxi's saved rolls belong to a player, not a column, and 20 boxes × 6 columns
  // would be 120 turns each. Forced order (checked with the other options, in checkTableOptions)
  // fills one sheet from the top: no place for a choice of column.
  columns: {
    expects: () => ({ kind: 'columns', ...COLUMN_LIMITS }),
    accepts: (value) =>
      Array.isArray(value) &&
      value.length >= COLUMN_LIMITS.least &&
      value.length <= COLUMN_LIMITS.most &&
      value.every((multiplier) => isInt(multiplier, 1, COLUMN_LIMITS.multiplier)),
    appliesTo: (variant) => variant.diceCount === 5,
  },
}

/** The expectation in English, for logs (the UI words it from the error's params). */
function inWords(expected: OptionExpectation): string {
  switch (expected.kind) {
    case 'whole-number': {
      const range = `a whole number from ${expected.least} to ${expected.most}`
      return 'part' in expected ? `${expected.part}: ${range}` : range
    }
    case 'sum-or-whole-number':
      return `"sum" or a whole number from ${expected.least} to ${expected.most}`
    case 'either':
      return `${expected.least} or ${expected.most}`
    case 'choice':
      return 'one of its named choices'
    case 'yes-no':
      return 'true or false'
    case 'bonus':
      return '{ threshold, value }, both whole numbers'
    case 'columns':
      return `${expected.least} to ${expected.most} multipliers, each a whole number from 1 to ${expected.multiplier}`
  }
}

/** Not a table option but carried in the same object by writeBox and writeScore callers. */
const WRITE_ONLY_KEYS = new Set(['rollsUsed'])

/**
 * Throws a RuleError naming the first option that is unknown, of the wrong kind, out of range or
 * not one the variant plays. The one check every stored, imported or received game goes through.
 */
export function checkTableOptions(variantId: VariantId, options: unknown): void {
  const variant = getVariant(variantId)
  if (!isRecord(options)) {
    throw new RuleError('unknown-option', 'Table options are a set of named choices.', {
      option: '',
    })
  }
  for (const [option, value] of Object.entries(options)) {
    if (value === undefined || WRITE_ONLY_KEYS.has(option)) continue
    const spec = Object.hasOwn(OPTION_SPECS, option)
      ? OPTION_SPECS[option as keyof TableOptions]
      : undefined
    if (!spec) {
      throw new RuleError('unknown-option', `There is no table option "${option}".`, { option })
    }
    if (spec.appliesTo && !spec.appliesTo(variant)) {
      throw new RuleError(
        'option-not-for-variant',
        `The table option ${option} does not apply to ${variant.name}.`,
        { option, variant: variant.id },
      )
    }
    if (!spec.accepts(value, variant)) {
      const expected = spec.expects(variant, value)
      const shown = JSON.stringify(value) ?? String(value)
      throw new RuleError(
        'invalid-option',
        `The table option ${option} takes ${inWords(expected)}; ${shown} is not.`,
        { option, variant: variant.id, ...expected, value: shown },
      )
    }
  }
  const forced = (options as TableOptions).forcedOrder ?? variant.rules.forcedOrder
  if ((options as TableOptions).columns !== undefined && forced) {
    throw new RuleError(
      'option-not-for-variant',
      'Columns cannot be played with the boxes filled in order.',
      { option: 'columns', variant: variant.id, with: 'forcedOrder' },
    )
  }
}

const RULE_KEYS = Object.keys(getVariant('yatzy').rules) as (keyof TableRules)[]

/**
 * The rules a table may make its own, in the order New game asks them: every rule but the full
 * straight, which the Maxi Yatzy rule book itself leaves to the table. The same rules change what
 * the advisor values.
 */
export const HOUSE_RULE_KEYS = [
  'upperBonus',
  'fullHouse',
  'smallStraight',
  'largeStraight',
  'ofAKind',
  'allAlike',
  'extraAllAlike',
  'joker',
  'twoPairsSameFace',
  'forcedOrder',
] as const satisfies readonly (keyof TableRules)[]

/** The rules a game is played by: the variant's own, with each option the table chose on top. */
export function resolveRules(variant: VariantDef, options: TableOptions): TableRules {
  checkTableOptions(variant.id, options)
  let rules = variant.rules
  for (const key of RULE_KEYS) {
    const value = options[key]
    if (value !== undefined && value !== rules[key]) rules = { ...rules, [key]: value }
  }
  return rules
}

/** The rules a table may make its own (HOUSE_RULE_KEYS), as TableRules types them. */
export type HouseRules = Pick<TableRules, (typeof HOUSE_RULE_KEYS)[number]>

/** The rules in `played` that differ from the rule book's, rule by rule (none: standard). */
export function houseRulesIn(variant: VariantDef, played: TableRules): Partial<HouseRules> {
  const differ: Partial<Record<keyof HouseRules, unknown>> = {}
  for (const key of HOUSE_RULE_KEYS) {
    if (JSON.stringify(played[key]) !== JSON.stringify(variant.rules[key]))
      differ[key] = played[key]
  }
  return differ as Partial<HouseRules>
}
