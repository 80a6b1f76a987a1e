import { getVariant, type Sheet, type VariantId } from '../rules'

/** Rolls a turn may take on this sheet: 3, plus the saved rolls in Maxi Yatzy. */
export function rollsAllowed(variant: VariantId, sheet: Sheet): number {
  const def = getVariant(variant)
  return def.rollsPerTurn + (def.savedRolls ? (sheet.savedRolls ?? 0) : 0)
}

/** Rolls still allowed after roll `roll`; throws on a roll number the turn cannot have. */
export function rollsLeftAfter(variant: VariantId, sheet: Sheet, roll: number): number {
  const most = rollsAllowed(variant, sheet)
  if (!Number.isInteger(roll) || roll < 1 || roll > most) {
    throw new RangeError(`This turn has rolls 1 to ${most}; roll ${roll} is not one of them`)
  }
  return most - roll
}

/** Throws unless another roll is still allowed (a keep is only decided before the last roll). */
export function assertCanReroll(variant: VariantId, sheet: Sheet, roll: number): number {
  const left = rollsLeftAfter(variant, sheet, roll)
  if (left === 0) throw new RangeError(`Roll ${roll} is the turn's last: write a box`)
  return left
}

/** Positions of the dice that show the kept faces (each kept face used once). */
export function holdPositions(dice: readonly number[], keep: readonly number[]): number[] {
  const left = [...keep]
  const held: number[] = []
  dice.forEach((face, i) => {
    const at = left.indexOf(face)
    if (at < 0) return
    left.splice(at, 1)
    held.push(i)
  })
  if (left.length > 0) throw new Error(`The dice ${dice.join(',')} do not hold ${keep.join(',')}`)
  return held
}
