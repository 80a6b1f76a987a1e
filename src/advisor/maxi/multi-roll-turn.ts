import type { DiceSpace } from '../dice-space'
import { bestSubKeeps, expectKeeps } from '../turn'

/**
 * A Maxi Yatzy turn, where the number of rolls left can exceed 2 (saved rolls) and stopping early
 * banks the rest. finals[R][r] is the value of holding roll r with R rolls still available:
 * the better of writing now (`fillStop(R, out)`, which knows the bank would grow by R) and the
 * best keep for another roll. The recursion is the five-dice one, applied R times.
 */
export function rollValues(
  space: DiceSpace,
  maxRollsLeft: number,
  fillStop: (rollsLeft: number, out: Float64Array) => void,
): Float64Array[] {
  const work = new Float64Array(space.keepCount)
  const finals: Float64Array[] = []
  for (let left = 0; left <= maxRollsLeft; left++) {
    const stop = new Float64Array(space.rollCount)
    fillStop(left, stop)
    if (left > 0) {
      work.set(finals[left - 1]!, space.rollOffset)
      expectKeeps(space, work)
      bestSubKeeps(space, work)
      for (let r = 0; r < space.rollCount; r++) {
        const reroll = work[space.rollOffset + r]!
        if (reroll > stop[r]!) stop[r] = reroll
      }
    }
    finals.push(stop)
  }
  return finals
}

/** Keep values (keep-indexed) before a roll whose outcomes are worth `next` (roll-indexed). */
export function keepValuesBefore(space: DiceSpace, next: Float64Array): Float64Array {
  const work = new Float64Array(space.keepCount)
  work.set(next, space.rollOffset)
  expectKeeps(space, work)
  return work
}

export function expectFreshRoll(space: DiceSpace, values: Float64Array): number {
  let sum = 0
  for (let r = 0; r < space.rollCount; r++) sum += space.rollProbability[r]! * values[r]!
  return sum
}
