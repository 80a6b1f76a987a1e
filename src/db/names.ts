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
    if (name.length === 0) {
      throw new GameSetupError('name-empty', `Player ${player} has no name.`, { player })
    }
    if (nameLength(name) > MAX_NAME_LENGTH) {
      const message = `Player ${player}'s name is longer than ${MAX_NAME_LENGTH} characters.`
      throw new GameSetupError('name-too-long', message, { player, max: MAX_NAME_LENGTH })
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
