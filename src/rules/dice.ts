import { RuleError } from './errors'
import type { FaceCounts, VariantDef } from './types'

export const FACES = [1, 2, 3, 4, 5, 6] as const

/** Throws a RuleError unless the dice are exactly the variant's number of faces 1–6. */
export function assertDice(
  variant: VariantDef,
  dice: readonly unknown[],
): asserts dice is number[] {
  if (!Array.isArray(dice) || dice.length !== variant.diceCount) {
    const got = Array.isArray(dice) ? dice.length : 0
    throw new RuleError(
      'dice-count',
      `${variant.name} is played with ${variant.diceCount} dice, but ${got} were given.`,
      { expected: variant.diceCount, got },
    )
  }
  for (const face of dice) {
    if (typeof face !== 'number' || !Number.isInteger(face) || face < 1 || face > 6) {
      throw new RuleError('dice-face', `A die shows 1 to 6; ${String(face)} is not a face.`, {
        face: String(face),
      })
    }
  }
}

export function faceCounts(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0]
  for (const face of dice) counts[face]! += 1
  return counts
}

export function countsSum(counts: FaceCounts): number {
  let sum = 0
  for (const face of FACES) sum += face * counts[face]!
  return sum
}

export function isAllAlike(counts: FaceCounts, diceCount: number): boolean {
  return FACES.some((face) => counts[face] === diceCount)
}

/** Every multiset of `diceCount` faces, as sorted arrays (252 for five dice, 462 for six). */
export function allRolls(diceCount: number): number[][] {
  const rolls: number[][] = []
  const build = (prefix: number[], from: number) => {
    if (prefix.length === diceCount) {
      rolls.push(prefix)
      return
    }
    for (let face = from; face <= 6; face++) build([...prefix, face], face)
  }
  build([], 1)
  return rolls
}
