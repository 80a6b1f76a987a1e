import { GameSetupError } from './errors'

/** The longest player name, in characters (code points). */
export const MAX_NAME_LENGTH = 24
export const MIN_PLAYERS = 1
export const MAX_PLAYERS = 6

/** A name as shown and stored: trimmed, inner runs of white space collapsed to one space. */
export function cleanName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ')
}

/**
 * A player's identity across games: the clean name, lower-cased. Not locale-aware on purpose: the
 * key is stored in an index and must come out the same on every device.
 */
export function playerKey(name: string): string {
  return cleanName(name).toLowerCase()
}

export function nameLength(name: string): number {
  return [...name].length
}

/** Why a clean name cannot be a player's name. */
export type NameFault = 'empty' | 'control' | 'bidi' | 'invisible' | 'too-long'

/** Control characters (NUL, BEL, …) that survive cleaning; tabs and newlines became spaces. */
const CONTROL = /\p{Cc}/u
/** Embeddings, overrides and isolates: they reorder the text around the name on screen. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u
/** Characters that draw nothing: spaces, zero-width and format characters, fillers, blank braille. */
const INVISIBLE = /^[\s\p{Z}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u

/** A printable code point for messages: "U+0007". */
function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}

/**
 * What is wrong with a clean name, if anything. Emoji (also sequences joined by zero-width
 * joiners) are fine: only a name with nothing visible at all is refused as invisible.
 */
export function nameFault(name: string): { fault: NameFault; char?: string } | null {
  if (name.length === 0) return { fault: 'empty' }
  const control = CONTROL.exec(name)
  if (control) return { fault: 'control', char: codePoint(control[0]) }
  const bidi = BIDI_CONTROL.exec(name)
  if (bidi) return { fault: 'bidi', char: codePoint(bidi[0]) }
  if (INVISIBLE.test(name)) return { fault: 'invisible' }
  if (nameLength(name) > MAX_NAME_LENGTH) return { fault: 'too-long' }
  return null
}

function faultMessage(player: number, fault: NameFault, char = ''): string {
  switch (fault) {
    case 'empty':
      return `Player ${player} has no name.`
    case 'control':
      return `Player ${player}'s name contains a control character (${char}).`
    case 'bidi':
      return `Player ${player}'s name contains a text-direction override (${char}).`
    case 'invisible':
      return `Player ${player}'s name has no visible character.`
    case 'too-long':
      return `Player ${player}'s name is longer than ${MAX_NAME_LENGTH} characters.`
  }
}

/** Clean names for a new game, or a GameSetupError saying which name is wrong and why. */
export function cleanPlayerNames(names: readonly string[]): string[] {
  if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) {
    throw new GameSetupError(
      'player-count',
      `A game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${names.length}.`,
      { count: names.length },
    )
  }
  const seen = new Set<string>()
  return names.map((raw, index) => {
    const name = cleanName(raw)
    const player = index + 1
    const problem = nameFault(name)
    if (problem) {
      const params = { player, max: MAX_NAME_LENGTH, ...(problem.char && { char: problem.char }) }
      const message = faultMessage(player, problem.fault, problem.char)
      throw new GameSetupError(`name-${problem.fault}`, message, params)
    }
    const key = playerKey(name)
    if (seen.has(key)) {
      throw new GameSetupError('name-duplicate', `Two players are called "${name}".`, {
        player,
        name,
      })
    }
    seen.add(key)
    return name
  })
}
