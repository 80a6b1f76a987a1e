import { getVariant, type BoxId, type Sheet, type TableOptions } from '../../src/rules'
import { ExactAdvisor } from '../../src/advisor/exact-advisor'
import { exactModel, type ExactVariantId } from '../../src/advisor/model'
import { stateOfSheet } from '../../src/advisor/sheet-state'
import { layersFrom, solveSequential } from '../../src/advisor/solver'

export { playRandomly } from '../fixtures/sheets'
export { seededRandom as seeded } from '../fixtures/games'

/** An exact advisor that has solved only what this sheet can still reach (fast with few boxes open). */
export function advisorFrom(
  variant: ExactVariantId,
  sheet: Sheet,
  options: TableOptions = {},
): ExactAdvisor {
  const model = exactModel(variant, options)
  const values = solveSequential(model, undefined, layersFrom(model, stateOfSheet(model, sheet)))
  return new ExactAdvisor(model, values)
}

/** A sheet with every box written (by the given scores, default 0) except the open ones. */
export function sheetWithOpen(
  variant: ExactVariantId | 'maxi-yatzy',
  open: readonly BoxId[],
  scores: Partial<Record<BoxId, number>> = {},
  extra: Omit<Sheet, 'scores'> = {},
): Sheet {
  const filled: Partial<Record<BoxId, number>> = {}
  for (const box of getVariant(variant).boxes) {
    if (!open.includes(box.id)) filled[box.id] = scores[box.id] ?? 0
  }
  return { ...extra, scores: filled }
}

/**
 * P(six dice reach a goal within `rolls` rolls), holding the dice that serve it, as a Markov chain
 * on how many dice are held (6 = reached); transitions by enumerating every ordered reroll.
 * `heldAfter(held, rerolled)`: the dice held once the rerolled faces show.
 */
function sixDiceWithin(
  rolls: number,
  heldAfter: (held: number, rerolled: number[]) => number,
): number {
  const step: number[][] = Array.from({ length: 7 }, () => Array(7).fill(0))
  for (let held = 0; held <= 6; held++) {
    const free = 6 - held
    for (let o = 0; o < 6 ** free; o++) {
      const rerolled: number[] = []
      for (let i = 0, x = o; i < free; i++, x = Math.floor(x / 6)) rerolled.push(1 + (x % 6))
      step[held]![heldAfter(held, rerolled)]! += 1 / 6 ** free
    }
  }
  let p = [1, 0, 0, 0, 0, 0, 0]
  for (let n = 0; n < rolls; n++) {
    const next = Array(7).fill(0)
    p.forEach((mass, k) => step[k]!.forEach((q, k2) => (next[k2] += mass * q)))
    p = next
  }
  return p[6]!
}

/** Independent check: P(six alike within `rolls` rolls), holding the biggest group. */
export function sixAlikeWithin(rolls: number): number {
  return sixDiceWithin(rolls, (held, rerolled) => {
    const counts = [0, 0, 0, 0, 0, 0, 0]
    for (const face of rerolled) counts[face]! += 1
    counts[1]! += held // the held group shows face 1, by symmetry
    return Math.max(...counts)
  })
}

/** Independent check: P(1 2 3 4 5 6 within `rolls` rolls), holding one die of each face shown. */
export function fullStraightWithin(rolls: number): number {
  return sixDiceWithin(rolls, (held, rerolled) => {
    // The held faces are 1 … held, by symmetry.
    const seen = new Set(Array.from({ length: held }, (_, i) => i + 1))
    for (const face of rerolled) seen.add(face)
    return seen.size
  })
}
