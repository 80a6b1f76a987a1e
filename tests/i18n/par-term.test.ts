import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from '@/i18n/supported'

// The raw JSON, read from disk (Vitest runs from the project root).
type Tree = { [key: string]: string | Tree }
function message(code: string, key: string): string {
  let node: string | Tree = JSON.parse(
    readFileSync(resolve('src/i18n/locales', `${code}.json`), 'utf8'),
  ) as Tree
  for (const part of key.split('.')) node = (node as Tree)[part]!
  return node as string
}

/** "Plus/minus" written the short way is "+/−"; a term is read without case. */
const shortForms = (term: string) => {
  const lower = term.toLowerCase()
  return [lower, lower.replace(/^\S+\/\S+$/, '+/−')]
}

/*
 * Par is one term per language: the score cards, the sheet's row and its help say the same word.
 * In Swedish and German the cards said "bonus ±0" while the sheet's row said "Plus/minus", and
 * players took the par for the bonus.
 */
describe('one word for par in every language', () => {
  for (const { code } of SUPPORTED_LOCALES) {
    it(code, () => {
      const row = message(code, 'sheet.par')
      const card = message(code, 'turn.parOnBoard').toLowerCase()
      const bonus = message(code, 'sheet.bonus').split(/\s/)[0]!.toLowerCase()
      expect(card).not.toContain(bonus)
      // The card's label is the row's term, or a word of it, or its short form.
      const words = row.toLowerCase().split(/\s+/)
      expect([...shortForms(row), ...words]).toContain(card)
    })
  }
})
