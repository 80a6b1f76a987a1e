/**
 * Which roll of the turn the dice typed in are from, where the player only tells it for the hints
 * (five-dice games): it follows the turn instead of going back to the last roll each turn. A turn
 * starts at its first roll, and a whole roll that differs from the last whole one by two dice or
 * more is the next roll, however it came in (typed again, dice taken off and put on, the camera).
 * One die changed is a die put right, unless the entry had started again from at most one die.
 * The player can still say which roll it is.
 */
function rollFollower() {
  /** The last whole roll of this turn, and whether the entry since fell back to a new start. */
  let lastWhole: readonly number[] | null = null
  let startedAgain = false

  return {
    /** A new turn, or the turn's roll taken over by other means (an undo, rolls in the app). */
    forget() {
      lastWhole = null
      startedAgain = false
    },
    /** The dice entered now (`diceCount` make a whole roll): whether they are the turn's next roll. */
    isNextRoll(dice: readonly number[], diceCount: number): boolean {
      if (dice.length < diceCount) {
        if (dice.length <= 1 && lastWhole !== null) startedAgain = true
        return false
      }
      const changed = lastWhole === null ? 0 : diceCount - diceInCommon(lastWhole, dice)
      const next = changed >= 2 || (changed === 1 && startedAgain)
      lastWhole = [...dice]
      startedAgain = false
      return next
    },
  }
}

/** How many dice two rolls share, in any order. */
function diceInCommon(a: readonly number[], b: readonly number[]): number {
  const left = [...a]
  let common = 0
  for (const face of b) {
    const at = left.indexOf(face)
    if (at >= 0) {
      left.splice(at, 1)
      common++
    }
  }
  return common
}

/**
 * The turn store's side: the roll number a new turn starts from, and the next one as the dice come
 * in. Maxi Yatzy's rolls are told with the move (the rolls-used picker) and are left as they are.
 */
export function followRollsOfTurn(
  variant: () => { rollsPerTurn: number; savedRolls?: boolean } | null,
  rollsUsed: { value: number },
) {
  const follower = rollFollower()
  const followed = () => !variant()?.savedRolls
  return {
    /** A new turn: its first roll, where the player says which roll only for the hints. */
    start() {
      follower.forget()
      rollsUsed.value = followed() ? 1 : (variant()?.rollsPerTurn ?? 3)
    },
    /** Dice typed, tapped or read: the next roll once a new whole roll is in. */
    entered(dice: readonly number[], diceCount: number) {
      if (followed() && follower.isNextRoll(dice, diceCount)) {
        rollsUsed.value = Math.min(rollsUsed.value + 1, variant()?.rollsPerTurn ?? 3)
      }
    },
    /** An undone move's dice are back: they were its last roll. */
    lastRoll(dice: readonly number[], diceCount: number) {
      follower.forget()
      follower.isNextRoll(dice, diceCount)
      if (followed()) rollsUsed.value = variant()?.rollsPerTurn ?? 3
    },
  }
}
