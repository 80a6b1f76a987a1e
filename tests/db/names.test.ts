import { describe, expect, it } from 'vitest'
import { GameSetupError } from '@/db'
import { cleanPlayerNames } from '@/db/names'
import { checkPlayerName } from '@/game/players'

function refusal(names: string[]): { code: string; message: string } {
  try {
    cleanPlayerNames(names)
  } catch (error) {
    if (error instanceof GameSetupError) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error(`accepted ${JSON.stringify(names)}`)
}

describe('player names', () => {
  it.each([
    ['only a zero-width space', '\u200B'],
    ['spaces around a zero-width joiner', ' \u200D  '],
    ['a no-break space and a word joiner', '\u00A0\u2060'],
    ['a byte order mark and a soft hyphen', '\uFEFF\u00AD'],
    ['a Hangul filler', '\u3164'],
    ['a blank braille pattern', '\u2800\u2800'],
  ])('refuses a name with no visible character: %s', (_, name) => {
    expect(checkPlayerName(name, []).problem).toBe(name.trim() ? 'invisible' : 'empty')
    expect(refusal(['Anna', name])).toEqual({
      code: name.trim() ? 'name-invisible' : 'name-empty',
      message: name.trim() ? "Player 2's name has no visible character." : 'Player 2 has no name.',
    })
  })

  it.each([
    ['NUL', 'Bo\u0000', 'U+0000'],
    ['BEL', '\u0007Bo', 'U+0007'],
    ['DEL', 'B\u007Fo', 'U+007F'],
    ['a C1 control', 'Bo\u009B', 'U+009B'],
  ])('refuses a control character (%s) and names it', (_, name, char) => {
    expect(checkPlayerName(name, []).problem).toBe('control')
    expect(refusal([name])).toEqual({
      code: 'name-control',
      message: `Player 1's name contains a control character (${char}).`,
    })
  })

  it.each([
    ['right-to-left override', 'Bo\u202Egnik', 'U+202E'],
    ['left-to-right embedding', '\u202ABo', 'U+202A'],
    ['first-strong isolate', 'Bo\u2068x\u2069', 'U+2068'],
    ['pop directional isolate', 'Bo\u2069', 'U+2069'],
  ])('refuses a bidirectional override or isolate (%s)', (_, name, char) => {
    expect(checkPlayerName(name, []).problem).toBe('bidi')
    expect(refusal([name]).message).toBe(
      `Player 1's name contains a text-direction override (${char}).`,
    )
  })

  it('turns tabs and newlines into single spaces instead of refusing them', () => {
    expect(cleanPlayerNames(['Anna\tMaria\n'])).toEqual(['Anna Maria'])
  })

  it.each([
    ['an emoji', '🎲'],
    ['a family joined by zero-width joiners', '👨\u200D👩\u200D👧\u200D👦'],
    ['a flag', '🇸🇪 Sven'],
    ['a name with a joiner between letters', 'Ann\u200Da'],
    ['right-to-left letters', 'שָׁלוֹם'],
    ['an emoji with a skin tone and a variation selector', '👍🏽 ❤️'],
  ])('accepts %s', (_, name) => {
    expect(checkPlayerName(name, []).problem).toBeUndefined()
    expect(cleanPlayerNames([name])).toEqual([name.normalize('NFC')])
  })

  it('checks the name after NFC: a decomposed name equals the composed one', () => {
    expect(checkPlayerName('A\u030Asa', ['Åsa']).problem).toBe('duplicate')
  })
})
