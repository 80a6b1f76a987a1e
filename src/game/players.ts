import { cleanName, MAX_NAME_LENGTH, nameLength, playerKey } from '@/db/names'

// One definition of a valid name: the form checks exactly what storage will accept.
export { MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS } from '@/db/names'

export type NameProblem = 'empty' | 'too-long' | 'duplicate'

/** Cleans the name and says what is wrong with it among the other players' names, if anything. */
export function checkPlayerName(
  name: string,
  otherNames: readonly string[],
): { name: string; problem?: NameProblem } {
  const cleaned = cleanName(name)
  if (cleaned.length === 0) return { name: cleaned, problem: 'empty' }
  if (nameLength(cleaned) > MAX_NAME_LENGTH) return { name: cleaned, problem: 'too-long' }
  const key = playerKey(cleaned)
  if (otherNames.some((other) => playerKey(other) === key)) {
    return { name: cleaned, problem: 'duplicate' }
  }
  return { name: cleaned }
}
