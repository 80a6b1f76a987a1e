import type { DiceSpace } from './dice-space'

/**
 * The two steps of a turn's backward induction, in place on one array indexed by keep.
 *
 * Before: values[rollOffset + r] = what roll r is worth if the player may still decide.
 * `expectKeeps` fills every smaller keep with the expected value of rerolling the other dice;
 * `bestSubKeeps` then turns each entry into the best value over the keeps it contains, so that
 * values[rollOffset + r] becomes what roll r is worth one roll earlier. Both are hot loops of the
 * solver: plain indexed typed-array code, no closures or allocation.
 */
export function expectKeeps(space: DiceSpace, values: Float64Array): void {
  const add = space.addDie
  for (let k = space.rollOffset - 1; k >= 0; k--) {
    const a = k * 6
    values[k] =
      (values[add[a]!]! +
        values[add[a + 1]!]! +
        values[add[a + 2]!]! +
        values[add[a + 3]!]! +
        values[add[a + 4]!]! +
        values[add[a + 5]!]!) /
      6
  }
}

export function bestSubKeeps(space: DiceSpace, values: Float64Array): void {
  // Keeps are ordered by size, so every smaller keep already holds its own best sub-keep value.
  if (space.removeWidth === 5) bestSubKeeps5(space.keepCount, space.removePadded, values)
  else bestSubKeepsAnyWidth(space, values)
}

/** Five dice, unrolled: the solver spends a third of its time here. */
function bestSubKeeps5(keepCount: number, smaller: Int32Array, values: Float64Array): void {
  for (let k = 1, a = 5; k < keepCount; k++, a += 5) {
    let best = values[k]!
    let v = values[smaller[a]!]!
    if (v > best) best = v
    v = values[smaller[a + 1]!]!
    if (v > best) best = v
    v = values[smaller[a + 2]!]!
    if (v > best) best = v
    v = values[smaller[a + 3]!]!
    if (v > best) best = v
    v = values[smaller[a + 4]!]!
    if (v > best) best = v
    values[k] = best
  }
}

function bestSubKeepsAnyWidth(space: DiceSpace, values: Float64Array): void {
  const width = space.removeWidth
  const smaller = space.removePadded
  for (let k = 1; k < space.keepCount; k++) {
    let best = values[k]!
    for (let a = k * width, end = a + width; a < end; a++) {
      const v = values[smaller[a]!]!
      if (v > best) best = v
    }
    values[k] = best
  }
}

/** Expected value of a fresh roll of all dice, given each roll's value at values[rollOffset + r]. */
export function expectRoll(space: DiceSpace, values: Float64Array): number {
  const p = space.rollProbability
  const offset = space.rollOffset
  let sum = 0
  for (let r = 0; r < space.rollCount; r++) sum += p[r]! * values[offset + r]!
  return sum
}
