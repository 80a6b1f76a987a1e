import { FACES } from './dice'
import type { BoxDef, Face, FaceCounts } from './types'

/** Scoring primitives over face counts, shared by all variants. */

const FACES_HIGH_FIRST = [...FACES].reverse()

export function facesWithAtLeast(counts: FaceCounts, n: number): Face[] {
  return FACES_HIGH_FIRST.filter((face) => counts[face]! >= n)
}

/** n × the highest face shown at least n times; 0 if none. */
export function highestOfAKind(counts: FaceCounts, n: number): number {
  const face = facesWithAtLeast(counts, n)[0]
  return face === undefined ? 0 : n * face
}

/**
 * The `pairs` highest pairs, summed; 0 unless there are that many. Pairs are of different faces
 * unless `sameFace` lets four alike count as two pairs.
 */
export function highestPairs(counts: FaceCounts, pairs: number, sameFace = false): number {
  const found: Face[] = []
  for (const face of FACES_HIGH_FIRST) {
    const pairsOfFace = counts[face]! >> 1
    const taken = sameFace ? pairsOfFace : Math.min(1, pairsOfFace)
    for (let i = 0; i < taken; i++) found.push(face)
  }
  if (found.length < pairs) return 0
  return found.slice(0, pairs).reduce((sum, face) => sum + 2 * face, 0)
}

export function hasAllFaces(counts: FaceCounts, faces: readonly Face[]): boolean {
  return faces.every((face) => counts[face]! >= 1)
}

/** Best n of one face plus m of a different face, as n×a + m×b; 0 if no such faces. */
export function bestGroups(counts: FaceCounts, n: number, m: number): number {
  let best = 0
  for (const a of facesWithAtLeast(counts, n)) {
    for (const b of facesWithAtLeast(counts, m)) {
      if (a !== b) best = Math.max(best, n * a + m * b)
    }
  }
  return best
}

const UPPER_NAMES = ['Ones', 'Twos', 'Threes', 'Fours', 'Fives', 'Sixes'] as const
const UPPER_IDS = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const

/** Ones … Sixes, the same in every variant. */
export function upperBoxes(): BoxDef[] {
  return FACES.map((face) => ({
    id: UPPER_IDS[face - 1]!,
    name: UPPER_NAMES[face - 1]!,
    section: 'upper' as const,
    face,
    score: (counts: FaceCounts) => counts[face]! * face,
  }))
}

export function lowerBox(id: BoxDef['id'], name: string, score: BoxDef['score']): BoxDef {
  return { id, name, section: 'lower', score }
}
