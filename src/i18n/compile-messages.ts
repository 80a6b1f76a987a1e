/**
 * Locale files (nested JSON, plural forms separated by " | ") to the flat tables the runtime reads
 * (message-format.ts). Runs at build time and in tests; a message the runtime would misread fails
 * the build instead of showing a player a broken text.
 */
import type { Message } from './message-format'

export type MessageTree = { [key: string]: string | MessageTree }

const PLURAL_SEPARATOR = /\s*\|\s*/
const PLACEHOLDER = /\{(\w+)\}/g

/** What a message is made of: its plural forms and the placeholder names it uses. */
export interface MessageShape {
  forms: number
  params: string[]
  errors: string[]
}

export function messageShape(text: string): MessageShape {
  const forms = text.split(PLURAL_SEPARATOR)
  const errors: string[] = []
  const params = new Set<string>()
  for (const form of forms) {
    for (const [, name] of form.matchAll(PLACEHOLDER)) params.add(name!)
    // Braces left once the placeholders are gone are a typo, e.g. "{ name}" or "{name".
    if (/[{}]/.test(form.replace(PLACEHOLDER, ''))) errors.push(`stray brace in "${form}"`)
  }
  if (forms.some((form) => form === '')) errors.push('empty plural form')
  if (forms.length > 3) errors.push(`${forms.length} plural forms (at most 3)`)
  return { forms: forms.length, params: [...params].sort(), errors }
}

/** Flattens a locale tree to `key → message`, keeping the keys `keep` accepts. */
export function compileMessages(
  tree: MessageTree,
  keep: (key: string) => boolean = () => true,
  source = 'messages',
): Record<string, Message> {
  const table: Record<string, Message> = {}
  const visit = (node: MessageTree, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix + name
      if (typeof value !== 'string') visit(value, `${key}.`)
      else if (keep(key)) table[key] = compileMessage(value, `${source}: ${key}`)
    }
  }
  visit(tree, '')
  return table
}

function compileMessage(text: string, where: string): Message {
  const { errors } = messageShape(text)
  if (errors.length > 0) throw new Error(`${where}: ${errors.join('; ')}`)
  const forms = text.split(PLURAL_SEPARATOR)
  return forms.length === 1 ? text : forms
}
