import { describe, expect, it } from 'vitest'
import { compileMessages, messageShape } from '@/i18n/compile-messages'
import { formatMessage, pluralForm } from '@/i18n/message-format'
import { createI18n } from '@/i18n/runtime'

describe('placeholders', () => {
  it('fill in named values, the same name as often as it appears', () => {
    expect(formatMessage('Omgång {round} · {name} står på tur', { round: 4, name: 'Åsa' })).toBe(
      'Omgång 4 · Åsa står på tur',
    )
    expect(formatMessage('{a} and {a}', { a: 'x' })).toBe('x and x')
  })

  it('leave a value that is not given out, never writing "undefined"', () => {
    expect(formatMessage('Hello {name}!', {})).toBe('Hello !')
  })

  it('write a user’s braces and markup as they are', () => {
    expect(formatMessage('{name} wins', { name: '{round} <b>' }, undefined)).toBe(
      '{round} <b> wins',
    )
  })
})

describe('plural forms', () => {
  // Counted by hand from the rule the locale files were written to.
  it('two forms: one, and every other count', () => {
    expect([0, 1, 2, 7].map((count) => pluralForm(count, 2))).toEqual([1, 0, 1, 1])
  })

  it('three forms: none, one, many', () => {
    expect([0, 1, 2, 30].map((count) => pluralForm(count, 3))).toEqual([0, 1, 2, 2])
  })

  it('take the count as {count} and {n}', () => {
    const [cellOffer] = Object.values(
      compileMessages({ m: '{box}: 0 points | {box}: 1 point | {box}: {score} points' }),
    )
    expect(formatMessage(cellOffer!, { box: 'Sixes', score: 18 }, 18)).toBe('Sixes: 18 points')
    expect(formatMessage(cellOffer!, { box: 'Sixes', score: 0 }, 0)).toBe('Sixes: 0 points')
    const [games] = Object.values(compileMessages({ m: '{n} game | {count} games' }))
    expect(formatMessage(games!, {}, 1)).toBe('1 game')
    expect(formatMessage(games!, {}, 3)).toBe('3 games')
  })
})

describe('compiling a locale file', () => {
  it('flattens nested keys and splits plural forms', () => {
    expect(compileMessages({ home: { title: 'Yatzy', games: 'one | many' } })).toEqual({
      'home.title': 'Yatzy',
      'home.games': ['one', 'many'],
    })
  })

  it('keeps only the keys asked for', () => {
    const tree = { home: { a: 'A' }, sheet: { b: 'B' } }
    expect(compileMessages(tree, (key) => key.startsWith('home.'))).toEqual({ 'home.a': 'A' })
  })

  it('refuses a message the runtime would misread, naming it', () => {
    expect(() => compileMessages({ x: { y: 'Hi { name}' } }, undefined, 'sv.json')).toThrow(
      'sv.json: x.y: stray brace',
    )
    expect(messageShape('{name').errors).toHaveLength(1)
    expect(messageShape('a | | b').errors).toEqual(['empty plural form'])
    expect(messageShape('{who} wins {n} | {who} wins').params).toEqual(['n', 'who'])
  })
})

describe('the translator', () => {
  // Made-up keys: the runtime is tested apart from the app's messages.
  const i18n = createI18n<string>({
    locale: 'sv',
    fallback: 'en',
    messages: {
      en: { 'a.only': 'Only in English', 'a.both': 'Both' },
      sv: { 'a.both': 'Båda' },
    },
    onMissing: () => {},
  })

  it('falls back to English, then to the key itself', () => {
    expect(i18n.t('a.both')).toBe('Båda')
    expect(i18n.t('a.only')).toBe('Only in English')
    expect(i18n.t('a.none')).toBe('a.none')
    expect(i18n.te('a.only')).toBe(false)
  })

  it('formats numbers and dates in the language shown', () => {
    expect(i18n.n(1234.5, 'decimal').replace(/\s/g, ' ')).toBe('1 234,5')
    i18n.locale.value = 'en'
    expect(i18n.n(0.5, 'percent')).toBe('50%')
    expect(i18n.d(new Date(2025, 10, 12), 'date')).toBe('Nov 12, 2025')
  })
})
