// A floor of its own: db, share and computer all read a seat's kind, and none may import another.

/** Every computer level, weakest first (src/computer says what each one models). */
export const COMPUTER_LEVELS = ['easy', 'medium', 'hard', 'perfect'] as const

/** How well a computer player plays. */
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number]

export function isComputerLevel(level: unknown): level is ComputerLevel {
  return (COMPUTER_LEVELS as readonly unknown[]).includes(level)
}

/** How a seat plays: a person with real dice (nothing set), a person rolling in the app, a computer. */
export interface PlayerKind {
  /** A computer player at this level; unset for a person. */
  computer?: ComputerLevel
  /** A person without dice: rolls in the app. */
  virtualDice?: boolean
}
