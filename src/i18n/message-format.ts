/**
 * Messages as the app ships them (build/precompile-messages.ts): a flat table from a dotted key
 * ("home.newGame") to its text, or to its plural forms in order. Placeholders are `{name}`.
 */
export type Message = string | readonly string[]
export type MessageTable = Readonly<Record<string, Message>>
export type MessageParams = Readonly<Record<string, unknown>>

const PLACEHOLDER = /\{(\w+)\}/g

// CLDR's order of plural categories: a message lists its forms in this order, skipping the
// categories its language does not use (English, Swedish, German: one, other).
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = [
  'zero',
  'one',
  'two',
  'few',
  'many',
  'other',
]

interface PluralRules {
  rules: Intl.PluralRules
  categories: readonly Intl.LDMLPluralRule[]
}
const pluralRulesByLocale = new Map<string, PluralRules>()

function pluralRules(locale: string): PluralRules {
  let found = pluralRulesByLocale.get(locale)
  if (!found) {
    const rules = new Intl.PluralRules(locale)
    const used = rules.resolvedOptions().pluralCategories
    found = { rules, categories: CATEGORY_ORDER.filter((category) => used.includes(category)) }
    pluralRulesByLocale.set(locale, found)
  }
  return found
}

/** How many forms a plural message may have in a language: one per category, or one more for 0. */
export function pluralFormCounts(locale: string): readonly number[] {
  const { categories } = pluralRules(locale)
  return [categories.length, categories.length + 1]
}

/**
 * Which plural form a count takes in `locale`, by the language's own rules (Intl.PluralRules):
 * the forms follow its categories in CLDR order ("one | other" in English), and a message with
 * one form more starts with the form for exactly 0 ("none | one | other").
 */
export function pluralForm(count: number, forms: number, locale = 'en'): number {
  const { rules, categories } = pluralRules(locale)
  const zeroForm = forms > categories.length
  if (zeroForm && count === 0) return 0
  const index = categories.indexOf(rules.select(count)) + (zeroForm ? 1 : 0)
  return Math.min(index, forms - 1)
}

const numberFormats = new Map<string, Intl.NumberFormat>()

/** A number as a message in `locale` writes it: "10 000" in Swedish, "10,000" in English. */
function formatNumber(value: number, locale: string): string {
  // The six languages write 0–999 as plain digits (a language with digits of its own would
  // not: drop this shortcut if one comes). Skipping Intl for them keeps the home
  // screen from setting up the browser's number data (up to 140 ms on a slow phone) to say
  // "round 4"; see prepareNumberData in index.ts.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value)
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(value)
}

/**
 * The text of a message: the plural form for `count` in the message's language `locale` when it
 * has forms, with every `{name}` replaced by `params.name` (`{count}` and `{n}` are the count
 * itself), a number written the way that language writes it. A placeholder without a value is
 * left out rather than shown as "undefined".
 */
export function formatMessage(
  message: Message,
  params: MessageParams = {},
  count?: number,
  locale = 'en',
): string {
  const text =
    typeof message === 'string'
      ? message
      : (message[pluralForm(count ?? 1, message.length, locale)] ?? '')
  const values: MessageParams = count === undefined ? params : { count, n: count, ...params }
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name]
    if (typeof value === 'number') return formatNumber(value, locale)
    return value === undefined || value === null ? '' : String(value)
  })
}
