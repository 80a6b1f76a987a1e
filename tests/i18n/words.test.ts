import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from '@/i18n/supported'
import { VARIANTS } from '@/rules'

/**
 * Every message is words for people in its own language: no option key or code a developer
 * reads (issue #40: "The table option smallStraight is a whole number from 1 to 999"), and no
 * English inside another language ("Bordsvalet smallStraight ska vara a whole number …").
 */

// The raw JSON, read from disk (importing it would hand over the build plugin's compiled tables).
type Tree = { [key: string]: string | Tree }
function readLocale(code: string): Record<string, string> {
  const path = resolve('src/i18n/locales', `${code}.json`)
  const flat: Record<string, string> = {}
  const visit = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat[prefix + key] = value
      else visit(value, `${prefix}${key}.`)
    }
  }
  visit(JSON.parse(readFileSync(path, 'utf8')) as Tree, '')
  return flat
}

const CODES = SUPPORTED_LOCALES.map((l) => l.code)
const MESSAGES = Object.fromEntries(CODES.map((code) => [code, readLocale(code)]))
const english = MESSAGES.en!
const others = CODES.filter((code) => code !== 'en')

/** What a reader sees of a message: placeholders ({box}) and literals ({'|'}) are filled in. */
const shown = (message: string) => message.replace(/\{[^}]*\}/g, ' ')

/** The names the code gives things, which a player must never read. */
const OPTION_KEYS = [
  'upperBonus',
  'fullHouse',
  'smallStraight',
  'largeStraight',
  'ofAKind',
  'allAlike',
  'extraAllAlike',
  'twoPairsSameFace',
  'fullStraight',
  'yatzyTieBreak',
  'rollsUsed',
  'threshold',
]
const BOX_IDS = [...new Set(VARIANTS.flatMap((v) => v.boxes.map((b) => b.id)))]
const CODES_SHOWN = [
  ...BOX_IDS.filter((id) => id.includes('-')),
  'invalid-option',
  'unknown-option',
  'option-not-for-variant',
  'all-dice',
  'forced-yatzy',
  'maxi-yatzy',
]

/**
 * Words a message may share with English in another language: names of games and boxes the Nordic
 * and German pads use as they are, and words these languages write as English does ("Normal",
 * "Version", Norwegian "best", Danish "Sum").
 */
const SHARED_WORDS = new Set(
  [
    'Yatzy Yatzys Yahtzee Pad Maxi Full House Chance Villa Joker Bonus bonus straight',
    'OK Normal Version Computer Period Sum Menu standard Standard in best',
  ]
    .join(' ')
    .split(' '),
)

/** English words that no sentence of these languages holds. */
const ENGLISH_WORDS = [
  ' the ',
  ' is ',
  ' is not',
  ' are ',
  'whole number',
  ' and ',
  ' of ',
  ' with ',
  ' you ',
  ' your ',
  ' this ',
  ' please',
  ' only ',
  ' points',
]

describe('every message is words for people, in its own language', () => {
  it('every key is in all six languages', () => {
    for (const code of others) {
      expect(Object.keys(MESSAGES[code]!).sort(), code).toEqual(Object.keys(english).sort())
    }
  })

  it('no message names an option key or shows a code', () => {
    const found: string[] = []
    for (const code of CODES) {
      for (const [key, message] of Object.entries(MESSAGES[code]!)) {
        const text = shown(message)
        const words = [
          ...OPTION_KEYS.filter((option) => new RegExp(`\\b${option}\\b`).test(text)),
          ...CODES_SHOWN.filter((raw) =>
            new RegExp(`(^|[^\\p{L}-])${raw}($|[^\\p{L}-])`, 'u').test(text),
          ),
          // Any camelCase word is an identifier from the code.
          ...(text.match(/\b[a-z]+[A-Z]\w*/g) ?? []),
        ]
        if (words.length) found.push(`${code} ${key}: ${words.join(', ')}`)
      }
    }
    expect(found).toEqual([])
  })

  it('a message reads the same as in English only where its words are shared names', () => {
    const found: string[] = []
    for (const code of others) {
      for (const [key, message] of Object.entries(MESSAGES[code]!)) {
        const words = shown(message).match(/\p{L}+/gu) ?? []
        const foreign = words.filter((word) => !SHARED_WORDS.has(word))
        if (message === english[key] && foreign.length) found.push(`${code} ${key}: ${message}`)
      }
    }
    expect(found).toEqual([])
  })

  it('no Swedish, Danish, Norwegian, Finnish or German message holds English words', () => {
    const found: string[] = []
    for (const code of others) {
      for (const [key, message] of Object.entries(MESSAGES[code]!)) {
        const text = ` ${shown(message).toLowerCase()} `
        const words = ENGLISH_WORDS.filter((word) => text.includes(word))
        if (words.length) found.push(`${code} ${key}: ${words.join(', ')} — ${message}`)
      }
    }
    expect(found).toEqual([])
  })
})
