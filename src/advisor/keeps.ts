import type { DiceSpace } from './dice-space'
import { subKeeps } from './dice-space'
import type { KeepOption } from './types'

/** The `limit` best keeps of a roll by a keep-indexed value array, as KeepOptions. */
export function rankKeeps(
  space: DiceSpace,
  dice: readonly number[],
  keepValues: Float64Array,
  base: number,
  limit: number,
): KeepOption[] {
  const sorted = [...dice].sort((a, b) => a - b)
  const roll = space.keepIndexOf(sorted) - space.rollOffset
  const ranked = subKeeps(space, roll)
    .map((k) => ({ k, value: keepValues[k]! }))
    .sort((a, b) => b.value - a.value || space.keepSize[b.k]! - space.keepSize[a.k]!)
    .slice(0, limit)
  const best = ranked[0]?.value ?? 0
  return ranked.map(({ k, value }) => {
    const keep = [...space.keepDice[k]!]
    return { keep, hold: holdFlags(dice, keep), expectedFinal: base + value, cost: value - best }
  })
}

/** Marks, for each die in the given order, whether it is one of the kept faces. */
export function holdFlags(dice: readonly number[], keep: readonly number[]): boolean[] {
  const left = [...keep]
  return dice.map((face) => {
    const i = left.indexOf(face)
    if (i < 0) return false
    left.splice(i, 1)
    return true
  })
}
