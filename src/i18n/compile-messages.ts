/**
 * Locale files (nested JSON, plural forms separated by " | ") to the flat tables the runtime reads
 * (message-format.ts). Runs at build time and in tests; a message the runtime would misread fails
 * the build instead of showing a player a broken text.
 */
import { pluralFormCounts, type Message } from './message-format.ts'

export type MessageTree = { [key: string]: string | MessageTree }

const PLURAL_SEPARATOR = /\s*\|\s*/
const PLACEHOLDER = /\{(\w+)\}/g
/** Text written as is, e.g. `{'|'}` for a bar that does not separate plural forms. */
const LITERAL = /\{'([^'{}]*)'\}/g
const LITERAL_PIECE = /(\{'[^'{}]*'\})/

/** A message's plural forms, split at the bars outside literals (the literals still written `{'…'}`). */
function splitForms(text: string): string[] {
  const forms = ['']
  text.split(LITERAL_PIECE).forEach((piece, index) => {
    // split() puts the captured literals at odd indexes.
    const [first = '', ...others] = index % 2 === 1 ? [piece] : piece.split(PLURAL_SEPARATOR)
    forms[forms.length - 1] += first
    forms.push(...others)
  })
  return forms
}

/** What a message is made of: its plural forms and the placeholder names it uses. */
export interface MessageShape {
  forms: number
  params: string[]
  errors: string[]
}

/** The shape of a message in `locale`, whose plural rules say how many forms it may have. */
export function messageShape(text: string, locale = 'en'): MessageShape {
  const forms = splitForms(text)
  const errors: string[] = []
  const params = new Set<string>()
  for (const form of forms) {
    for (const [, name] of form.matchAll(PLACEHOLDER)) params.add(name!)
    // Braces left once the placeholders and literals are gone are a typo, e.g. "{ name}" or "{name".
    if (/[{}]/.test(form.replace(PLACEHOLDER, '').replace(LITERAL, ''))) {
      errors.push(`stray brace in "${form}"`)
    }
  }
  if (forms.some((form) => form === '')) errors.push('empty plural form')
  const counts = pluralFormCounts(locale)
  if (forms.length > 1 && !counts.includes(forms.length)) {
    errors.push(`${forms.length} plural forms (${locale} takes ${counts.join(' or ')})`)
  }
  return { forms: forms.length, params: [...params].sort(), errors }
}

/** Flattens a locale tree to `key → message`, keeping the keys `keep` accepts. */
export function compileMessages(
  tree: MessageTree,
  keep: (key: string) => boolean = () => true,
  source = 'messages',
  locale = 'en',
): Record<string, Message> {
  const table: Record<string, Message> = {}
  const visit = (node: MessageTree, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix + name
      if (typeof value !== 'string') visit(value, `${key}.`)
      else if (keep(key)) table[key] = compileMessage(value, `${source}: ${key}`, locale)
    }
  }
  visit(tree, '')
  return table
}

function compileMessage(text: string, where: string, locale: string): Message {
  const { errors } = messageShape(text, locale)
  if (errors.length > 0) throw new Error(`${where}: ${errors.join('; ')}`)
  // The runtime reads no literals: they become their text here.
  const forms = splitForms(text).map((form) => form.replace(LITERAL, '$1'))
  return forms.length === 1 ? forms[0]! : forms
}
