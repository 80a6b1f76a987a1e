/**
 * Messages as the app ships them (build/precompile-messages.ts): a flat table from a dotted key
 * ("home.newGame") to its text, or to its plural forms in order. Placeholders are `{name}`.
 */
export type Message = string | readonly string[]
export type MessageTable = Readonly<Record<string, Message>>
export type MessageParams = Readonly<Record<string, unknown>>

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * Which plural form a count takes: with two forms "one | many" (0 is many), with three
 * "none | one | many". The locale files are written to this rule, the one vue-i18n used.
 */
export function pluralForm(count: number, forms: number): number {
  const size = Math.floor(Math.abs(count))
  if (forms === 2) return size === 1 ? 0 : 1
  return Math.min(size, forms - 1, 2)
}

/**
 * The text of a message: the plural form for `count` when it has forms, with every `{name}`
 * replaced by `params.name` (`{count}` and `{n}` are the count itself). A placeholder without a
 * value is left out rather than shown as "undefined".
 */
export function formatMessage(message: Message, params: MessageParams = {}, count?: number): string {
  const text =
    typeof message === 'string' ? message : (message[pluralForm(count ?? 1, message.length)] ?? '')
  const values: MessageParams = count === undefined ? params : { count, n: count, ...params }
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name]
    return value === undefined || value === null ? '' : String(value)
  })
}
