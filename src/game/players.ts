import { cleanName, nameFault, playerKey, type NameFault } from '@/db/names'

// One definition of a valid name: the form checks exactly what storage will accept.
export { MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS } from '@/db/names'

export type NameProblem = NameFault | 'duplicate'

/** Cleans the name and says what is wrong with it among the other players' names, if anything. */
export function checkPlayerName(
  name: string,
  otherNames: readonly string[],
): { name: string; problem?: NameProblem } {
  const cleaned = cleanName(name)
  const fault = nameFault(cleaned)
  if (fault) return { name: cleaned, problem: fault.fault }
  const key = playerKey(cleaned)
  if (otherNames.some((other) => playerKey(other) === key)) {
    return { name: cleaned, problem: 'duplicate' }
  }
  return { name: cleaned }
}

/** The players a phone may play at a live table, each with its seat: people, not computers. */
export function personSeats(
  players: readonly { name: string; computer?: unknown }[],
): { name: string; index: number }[] {
  return players.flatMap((player, index) => (player.computer ? [] : [{ name: player.name, index }]))
}
