import { describe, expect, it } from 'vitest'
import { detectLocale, resolveLocale } from '@/i18n/supported'

describe('detectLocale', () => {
  it.each([
    [['sv-SE'], 'sv'],
    [['sv'], 'sv'],
    [['da-DK'], 'da'],
    [['nb-NO'], 'nb'],
    [['no'], 'nb'],
    [['nn'], 'nb'],
    [['nn-NO'], 'nb'],
    [['fi'], 'fi'],
    [['fi-FI'], 'fi'],
    [['de-AT'], 'de'],
    [['de-CH'], 'de'],
    [['en-GB'], 'en'],
  ])('%j → %s', (languages, code) => {
    expect(detectLocale(languages)).toBe(code)
  })

  it('takes the first language it speaks, in the browser’s order of preference', () => {
    expect(detectLocale(['fr-FR', 'de-DE', 'sv'])).toBe('de')
    expect(detectLocale(['en-US', 'sv-SE'])).toBe('en')
  })

  it('ignores case and underscores', () => {
    expect(detectLocale(['SV_se'])).toBe('sv')
    expect(detectLocale(['DE'])).toBe('de')
  })

  it('matches the language, not a prefix of it: Sámi is not Swedish, Filipino not Finnish', () => {
    expect(detectLocale(['se-NO'])).toBe('en')
    expect(detectLocale(['fil-PH'])).toBe('en')
  })

  it('falls back to English for anything else', () => {
    expect(detectLocale(['fr-FR', 'es'])).toBe('en')
    expect(detectLocale([])).toBe('en')
    expect(detectLocale(undefined)).toBe('en')
    expect(detectLocale([''])).toBe('en')
  })
})

describe('resolveLocale', () => {
  it('keeps a chosen language whatever the browser says', () => {
    expect(resolveLocale('fi', ['sv-SE'])).toBe('fi')
  })

  it('detects on "auto" and on a code this version does not speak', () => {
    expect(resolveLocale('auto', ['da-DK'])).toBe('da')
    expect(resolveLocale('fr', ['nb-NO'])).toBe('nb')
  })
})
