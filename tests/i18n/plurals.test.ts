import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileMessages, type MessageTree } from '@/i18n/compile-messages'
import { formatMessage, pluralForm } from '@/i18n/message-format'
import { SUPPORTED_LOCALES } from '@/i18n/supported'

/**
 * The rule the locale files were written to before the plural forms followed Intl.PluralRules
 * (vue-i18n's): two forms are "one | every other count", three are "0 | 1 | every other count".
 */
function formWrittenFor(count: number, forms: number): number {
  if (forms === 2) return count === 1 ? 0 : 1
  return Math.min(count, 2)
}

const readTree = (code: string) =>
  JSON.parse(readFileSync(resolve('src/i18n/locales', `${code}.json`), 'utf8')) as MessageTree

describe.each(SUPPORTED_LOCALES.map((l) => l.code))('plural messages in %s', (code) => {
  const table = compileMessages(readTree(code), undefined, `${code}.json`, code)
  const plurals = Object.entries(table).filter(
    (entry): entry is [string, readonly string[]] => typeof entry[1] !== 'string',
  )

  it('exist, so this check checks something', () => {
    expect(plurals.length).toBeGreaterThan(0)
  })

  it.each([0, 1, 2, 5])('read for %i as they were written', (count) => {
    for (const [key, forms] of plurals) {
      const params = { box: 'Sixes', score: count }
      expect(formatMessage(forms, params, count, code), `${code} ${key}`).toBe(
        formatMessage(forms[formWrittenFor(count, forms.length)]!, params, count),
      )
    }
  })
})

describe('plural forms by the language’s own rules', () => {
  // Polish has four categories (one, few, many, other): a rule of "one and the rest" cannot say it.
  const games = compileMessages(
    { games: '{n} gra | {n} gry | {n} gier | {n} gry' },
    undefined,
    'pl.json',
    'pl',
  ).games!

  it('pick the form each count takes in that language', () => {
    expect([1, 2, 5, 22, 25].map((n) => formatMessage(games, {}, n, 'pl'))).toEqual([
      '1 gra',
      '2 gry',
      '5 gier',
      '22 gry',
      '25 gier',
    ])
  })

  it('take one form more for exactly 0', () => {
    const withNone = ['no games', '{n} game', '{n} games']
    expect([0, 1, 2].map((n) => formatMessage(withNone, {}, n, 'en'))).toEqual([
      'no games',
      '1 game',
      '2 games',
    ])
    expect(pluralForm(0, 5, 'pl')).toBe(0)
    expect(pluralForm(5, 5, 'pl')).toBe(3)
  })

  it('refuse a message with the wrong number of forms for its language, naming it', () => {
    expect(() => compileMessages({ m: 'a | b' }, undefined, 'pl.json', 'pl')).toThrow(
      'pl.json: m: 2 plural forms',
    )
    expect(() => compileMessages({ m: 'a | b | c | d' }, undefined, 'sv.json', 'sv')).toThrow(
      'sv.json: m: 4 plural forms',
    )
  })
})

describe('numbers in messages', () => {
  it('are written the way the message’s language writes them', () => {
    const shown = 'Visar {shown} av {total}'
    expect(formatMessage(shown, { shown: 20, total: 10000 }, undefined, 'sv')).toBe(
      'Visar 20 av 10\u00a0000',
    )
    expect(formatMessage(['{n} game', '{n} games'], {}, 12500, 'en')).toBe('12,500 games')
    expect(formatMessage('{points} Punkte', { points: 248.44 }, undefined, 'de')).toBe(
      '248,44 Punkte',
    )
  })

  it('leave text that looks like a number as it is', () => {
    expect(formatMessage('Version {v}', { v: '1000' }, undefined, 'sv')).toBe('Version 1000')
  })
})
