export const MAX_PLAYERS = 6
export const MIN_PLAYERS = 1
export const MAX_NAME_LENGTH = 24

export type NameProblem = 'empty' | 'too-long' | 'duplicate'

/** Trims the name and says what is wrong with it among the other players' names, if anything. */
export function checkPlayerName(
  name: string,
  otherNames: readonly string[],
): { name: string; problem?: NameProblem } {
  const trimmed = name.trim().replace(/\s+/g, ' ')
  if (trimmed.length === 0) return { name: trimmed, problem: 'empty' }
  if ([...trimmed].length > MAX_NAME_LENGTH) return { name: trimmed, problem: 'too-long' }
  const key = trimmed.toLocaleLowerCase()
  if (otherNames.some((other) => other.trim().toLocaleLowerCase() === key)) {
    return { name: trimmed, problem: 'duplicate' }
  }
  return { name: trimmed }
}
