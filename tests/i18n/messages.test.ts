import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from '@/i18n/supported'
import { messageShape } from '@/i18n/compile-messages'

// The raw JSON, read from disk: importing it would hand over the build plugin's compiled messages.
// (Vitest runs from the project root.)
const LOCALE_DIR = resolve('src/i18n/locales')

type Tree = { [key: string]: string | Tree }

function readLocale(code: string): Record<string, string> {
  const tree = JSON.parse(readFileSync(resolve(LOCALE_DIR, `${code}.json`), 'utf8')) as Tree
  const flat: Record<string, string> = {}
  const visit = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat[prefix + key] = value
      else visit(value, `${prefix}${key}.`)
    }
  }
  visit(tree, '')
  return flat
}

const english = readLocale('en')
const translations = SUPPORTED_LOCALES.map((l) => l.code).filter((code) => code !== 'en')

describe('locale files', () => {
  it('are exactly the supported locales', () => {
    const files = readdirSync(LOCALE_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
    expect(files.sort()).toEqual(SUPPORTED_LOCALES.map((l) => l.code).sort())
  })

  it('English messages all compile', () => {
    for (const [key, message] of Object.entries(english)) {
      expect(messageShape(message).errors, `en ${key}`).toEqual([])
    }
  })

  describe.each(translations)('%s', (code) => {
    const messages = readLocale(code)

    it('has exactly the keys of en.json', () => {
      const keys = Object.keys(messages)
      const missing = Object.keys(english).filter((key) => !(key in messages))
      const extra = keys.filter((key) => !(key in english))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
    })

    it('has no empty message', () => {
      const empty = Object.keys(messages).filter((key) => messages[key]!.trim() === '')
      expect(empty).toEqual([])
    })

    it('compiles, with the placeholders and plural forms of English', () => {
      const problems: string[] = []
      for (const [key, source] of Object.entries(english)) {
        const message = messages[key]
        if (message === undefined) continue
        const want = messageShape(source)
        const got = messageShape(message, code)
        if (got.errors.length > 0) problems.push(`${key}: ${got.errors.join('; ')}`)
        if (got.params.join() !== want.params.join()) {
          problems.push(
            `${key}: placeholders {${got.params.join('} {')}} instead of {${want.params.join('} {')}}`,
          )
        }
        if (got.forms !== want.forms)
          problems.push(`${key}: ${got.forms} plural forms instead of ${want.forms}`)
      }
      expect(problems).toEqual([])
    })
  })
})
