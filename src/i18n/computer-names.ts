import type { ComputerLevel } from '@/players/kinds'
import type { LocaleCode } from './supported'

/**
 * The name New game gives a computer, in every language: "Computer (Medium)", "Dator (Medel) 2".
 * A game keeps the name it was started with, so a game begun in English and handed to a Swedish
 * tablet would say "Computer (Medium)" there. Only these words are copied here, since the other
 * languages' messages are loaded only when chosen; a test holds them to the locale files.
 */
export const COMPUTER_NAMES: Readonly<
  Record<LocaleCode, { name: string; levels: Readonly<Record<ComputerLevel, string>> }>
> = {
  en: {
    name: 'Computer',
    levels: { easy: 'Easy', medium: 'Medium', hard: 'Hard', perfect: 'Perfect' },
  },
  sv: {
    name: 'Dator',
    levels: { easy: 'Lätt', medium: 'Medel', hard: 'Svår', perfect: 'Perfekt' },
  },
  de: {
    name: 'Computer',
    levels: { easy: 'Leicht', medium: 'Mittel', hard: 'Schwer', perfect: 'Perfekt' },
  },
  da: {
    name: 'Computer',
    levels: { easy: 'Let', medium: 'Mellem', hard: 'Svær', perfect: 'Perfekt' },
  },
  nb: {
    name: 'Datamaskin',
    levels: { easy: 'Lett', medium: 'Middels', hard: 'Vanskelig', perfect: 'Perfekt' },
  },
  fi: {
    name: 'Tietokone',
    levels: { easy: 'Helppo', medium: 'Keskitaso', hard: 'Vaikea', perfect: 'Täydellinen' },
  },
}

/**
 * What follows the default name in any language ("" or " 2"), when `name` is the name New game
 * gave a computer of `level`; null for a name a person chose.
 */
export function defaultComputerNameSuffix(name: string, level: ComputerLevel): string | null {
  for (const forms of Object.values(COMPUTER_NAMES)) {
    const base = `${forms.name} (${forms.levels[level]})`
    if (!name.startsWith(base)) continue
    const suffix = name.slice(base.length)
    if (suffix === '' || /^ \d+$/.test(suffix)) return suffix
  }
  return null
}
