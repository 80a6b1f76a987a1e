import { allRolls } from '../../rules'

/**
 * The five dice of one turn as multisets, for following a whole turn's probabilities exactly:
 * the 252 sorted rolls, the chance of each on a fresh roll, and for every keep (a sub-multiset of
 * a roll) where rerolling the other dice lands.
 */
export interface TurnDice {
  readonly rolls: readonly (readonly number[])[]
  /** Probability of each roll when all five dice are thrown. */
  readonly fresh: Float64Array
  /** Sub-keeps of each roll, as keep indexes (the whole roll — stopping — included). */
  readonly subKeeps: readonly Int32Array[]
  /** For keep k: the rolls it can become and their probabilities. */
  readonly keepRolls: readonly Int32Array[]
  readonly keepChances: readonly Float64Array[]
  readonly keepCount: number
}

const DICE = 5
let cached: TurnDice | null = null

/** Base-6 code of sorted faces: equal codes, equal multisets. */
function codeOf(faces: readonly number[]): number {
  let code = 0
  for (const face of faces) code = code * 7 + face
  return code * 8 + faces.length
}

function sorted(faces: readonly number[]): number[] {
  return [...faces].sort((a, b) => a - b)
}

/** Every multiset of `count` faces with its chance (count! / Π c! / 6^count). */
function throws(count: number): { faces: number[]; chance: number }[] {
  const byCode = new Map<number, { faces: number[]; chance: number }>()
  const all = 6 ** count
  const visit = (prefix: number[]) => {
    if (prefix.length === count) {
      const faces = sorted(prefix)
      const code = codeOf(faces)
      const found = byCode.get(code)
      if (found) found.chance += 1 / all
      else byCode.set(code, { faces, chance: 1 / all })
      return
    }
    for (let face = 1; face <= 6; face++) visit([...prefix, face])
  }
  visit([])
  return [...byCode.values()]
}

function subMultisets(faces: readonly number[]): number[][] {
  const result: number[][] = [[]]
  for (let i = 0; i < faces.length; i++) {
    // Skip repeats so each sub-multiset appears once.
    const face = faces[i]!
    const size = result.length
    for (let j = 0; j < size; j++) {
      const candidate = [...result[j]!, face]
      if (!result.some((r) => codeOf(r) === codeOf(candidate))) result.push(candidate)
    }
  }
  return result
}

export function turnDice(): TurnDice {
  if (cached) return cached
  const rolls = allRolls(DICE)
  const rollIndex = new Map(rolls.map((roll, i) => [codeOf(roll), i]))
  const fresh = new Float64Array(rolls.length)
  for (const t of throws(DICE)) fresh[rollIndex.get(codeOf(t.faces))!] = t.chance
  const throwsOf = Array.from({ length: DICE + 1 }, (_, n) => throws(n))
  const keepIndex = new Map<number, number>()
  const keepRolls: Int32Array[] = []
  const keepChances: Float64Array[] = []
  const subKeeps = rolls.map((roll) =>
    Int32Array.from(
      subMultisets(roll).map((keep) => {
        const code = codeOf(keep)
        let k = keepIndex.get(code)
        if (k === undefined) {
          k = keepRolls.length
          keepIndex.set(code, k)
          const outcomes = throwsOf[DICE - keep.length]!
          keepRolls.push(
            Int32Array.from(
              outcomes.map((o) => rollIndex.get(codeOf(sorted([...keep, ...o.faces])))!),
            ),
          )
          keepChances.push(Float64Array.from(outcomes.map((o) => o.chance)))
        }
        return k
      }),
    ),
  )
  cached = { rolls, fresh, subKeeps, keepRolls, keepChances, keepCount: keepRolls.length }
  return cached
}
