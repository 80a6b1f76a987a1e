import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '@/i18n/locales/en.json?all'
import sv from '@/i18n/locales/sv.json?all'
import { COMPUTER_NAMES } from '@/i18n/computer-names'
import { labelsOf } from '@/i18n/labels'
import { createI18n } from '@/i18n/runtime'
import { SUPPORTED_LOCALES } from '@/i18n/supported'
import { COMPUTER_LEVELS } from '@/players/kinds'

const i18n = createI18n({ locale: 'sv', fallback: 'en', messages: { en, sv } })
const { playerName } = labelsOf(i18n)

describe('a computer’s name from New game', () => {
  it('is shown in the language shown, whichever language started the game', () => {
    // A game begun in English, handed to a Swedish tablet.
    expect(playerName({ name: 'Computer (Medium)', computer: 'medium' })).toBe('Dator (Medel)')
    expect(playerName({ name: 'Computer (Hard) 2', computer: 'hard' })).toBe('Dator (Svår) 2')
    // And one begun in Finnish.
    expect(playerName({ name: 'Tietokone (Helppo)', computer: 'easy' })).toBe('Dator (Lätt)')
    i18n.locale.value = 'en'
    expect(playerName({ name: 'Dator (Perfekt)', computer: 'perfect' })).toBe('Computer (Perfect)')
    i18n.locale.value = 'sv'
  })

  it('leaves a name a person chose as it is', () => {
    expect(playerName({ name: 'Robbie', computer: 'medium' })).toBe('Robbie')
    // The words of another level are a name of their own, not the default for this level.
    expect(playerName({ name: 'Computer (Hard)', computer: 'easy' })).toBe('Computer (Hard)')
    expect(playerName({ name: 'Computer (Medium) the Great', computer: 'medium' })).toBe(
      'Computer (Medium) the Great',
    )
    // A person is never renamed, even one called like a computer.
    expect(playerName({ name: 'Computer (Medium)' })).toBe('Computer (Medium)')
  })

  it('is copied word for word from every language’s messages', () => {
    for (const { code } of SUPPORTED_LOCALES) {
      const messages = JSON.parse(
        readFileSync(resolve('src/i18n/locales', `${code}.json`), 'utf8'),
      ) as { computer: { name: string; level: Record<string, string> } }
      const forms = COMPUTER_NAMES[code]
      expect(messages.computer.name, code).toBe(`${forms.name} ({level})`)
      for (const level of COMPUTER_LEVELS) {
        expect(messages.computer.level[level], `${code} ${level}`).toBe(forms.levels[level])
      }
    }
  })
})
