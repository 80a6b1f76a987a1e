import { runSteps, type Steps } from './steps'

/**
 * Every roll and every keep of a fixed number of dice, with the tables the turn computation walks.
 *
 * A "keep" is the multiset of dice held back before a reroll (0 … n dice). Keeps are numbered by
 * size first, so the keeps of all n dice — the rolls themselves — come last, at `rollOffset + r`.
 * That ordering lets the turn computation work in one array: expectations run from big keeps to
 * small, best-sub-keep maxima from small to big.
 *
 * Instead of a dense keep → outcome probability matrix (4 368 entries for five dice), a keep's
 * expectation is the average over the six faces of the keep one die larger: 210 × 6 additions for
 * five dice. Same numbers, a third of the work; `outcomeProbabilities` unfolds it for the tests.
 */
export interface DiceSpace {
  readonly diceCount: number
  /** Number of keeps of 0 … diceCount dice (462 for five dice, 924 for six). */
  readonly keepCount: number
  /** Index of the first full-size keep; keep `rollOffset + r` is roll r. */
  readonly rollOffset: number
  /** Number of distinct rolls (252 for five dice, 462 for six). */
  readonly rollCount: number
  /** Sorted faces of each keep. */
  readonly keepDice: readonly (readonly number[])[]
  /** keepSize[k] = number of dice in keep k. */
  readonly keepSize: Uint8Array
  /** addDie[k * 6 + face - 1] = keep k with one more die showing face (keeps below full size). */
  readonly addDie: Int32Array
  /** Keeps one die smaller: removeIndex[removeStart[k] … removeStart[k + 1]), one per distinct face. */
  readonly removeStart: Int32Array
  readonly removeIndex: Int32Array
  /**
   * The same, padded to `removeWidth` entries per keep with the keep itself (a no-op in a max):
   * a fixed-width, branch-free inner loop runs about twice as fast as the ragged one.
   */
  readonly removeWidth: number
  readonly removePadded: Int32Array
  /** Probability of each roll when all dice are thrown. */
  readonly rollProbability: Float64Array
  /** faceCount[r * 7 + face] = how many dice of roll r show face. */
  readonly faceCount: Uint8Array
  /** Keep index of the sorted dice (any size 0 … diceCount). */
  keepIndexOf(sortedDice: readonly number[]): number
}

const cache = new Map<number, DiceSpace>()

export function diceSpace(diceCount: number): DiceSpace {
  return runSteps(diceSpaceInSteps(diceCount))
}

/** diceSpace, yielding between the steps of a first build (see exactModelInSteps). */
export function* diceSpaceInSteps(diceCount: number): Steps<DiceSpace> {
  let space = cache.get(diceCount)
  if (!space) {
    space = yield* buildDiceSpace(diceCount)
    cache.set(diceCount, space)
  }
  return space
}

function multisets(size: number): number[][] {
  const out: number[][] = []
  const build = (prefix: number[], from: number) => {
    if (prefix.length === size) {
      out.push(prefix)
      return
    }
    for (let face = from; face <= 6; face++) build([...prefix, face], face)
  }
  build([], 1)
  return out
}

const keyOf = (sortedDice: readonly number[]) => sortedDice.join('')

function factorial(n: number): number {
  let f = 1
  for (let i = 2; i <= n; i++) f *= i
  return f
}

/** Keeps per step of a build in steps (see buildDiceSpace). */
const KEEPS_PER_STEP = 8

function* buildDiceSpace(diceCount: number): Steps<DiceSpace> {
  const keepDice: number[][] = []
  for (let size = 0; size <= diceCount; size++) keepDice.push(...multisets(size))
  yield
  const index = new Map(keepDice.map((dice, k) => [keyOf(dice), k]))
  const keepIndexOf = (sortedDice: readonly number[]) => {
    const k = index.get(keyOf(sortedDice))
    if (k === undefined) throw new Error(`Not a keep of ${diceCount} dice: ${sortedDice.join(',')}`)
    return k
  }
  const keepCount = keepDice.length
  const rollOffset = keepDice.findIndex((dice) => dice.length === diceCount)
  const rollCount = keepCount - rollOffset

  yield
  const keepSize = new Uint8Array(keepCount)
  const addDie = new Int32Array(rollOffset * 6)
  const removeStart = new Int32Array(keepCount + 1)
  const removeList: number[] = []
  for (let k = 0; k < keepCount; k++) {
    // A step every KEEPS_PER_STEP keeps: each looks up about nine others by their dice, and all 462
    // of five dice in one go were a 150 ms task on the page's thread at 4× CPU throttle.
    if (k % KEEPS_PER_STEP === KEEPS_PER_STEP - 1) yield
    const dice = keepDice[k]!
    keepSize[k] = dice.length
    if (dice.length < diceCount) {
      for (let face = 1; face <= 6; face++) {
        addDie[k * 6 + face - 1] = keepIndexOf([...dice, face].sort((a, b) => a - b))
      }
    }
    removeStart[k] = removeList.length
    for (const face of new Set(dice)) {
      const smaller = [...dice]
      smaller.splice(smaller.indexOf(face), 1)
      removeList.push(keepIndexOf(smaller))
    }
  }
  removeStart[keepCount] = removeList.length
  yield
  const removeWidth = Math.min(diceCount, 6)
  const removePadded = new Int32Array(keepCount * removeWidth)
  for (let k = 0; k < keepCount; k++) {
    const from = removeStart[k]!
    const count = removeStart[k + 1]! - from
    for (let i = 0; i < removeWidth; i++) {
      removePadded[k * removeWidth + i] = i < count ? removeList[from + i]! : k
    }
  }

  const rollProbability = new Float64Array(rollCount)
  const faceCount = new Uint8Array(rollCount * 7)
  const outcomes = 6 ** diceCount
  for (let r = 0; r < rollCount; r++) {
    const dice = keepDice[rollOffset + r]!
    let arrangements = factorial(diceCount)
    for (let face = 1; face <= 6; face++) {
      const n = dice.filter((d) => d === face).length
      faceCount[r * 7 + face] = n
      arrangements /= factorial(n)
    }
    rollProbability[r] = arrangements / outcomes
  }

  return {
    diceCount,
    keepCount,
    rollOffset,
    rollCount,
    keepDice,
    keepSize,
    addDie,
    removeStart,
    removeIndex: Int32Array.from(removeList),
    removeWidth,
    removePadded,
    rollProbability,
    faceCount,
    keepIndexOf,
  }
}

/** Probability of each roll (by roll index) after rerolling every die not in keep k. */
export function outcomeProbabilities(space: DiceSpace, keep: number): Float64Array {
  const p = new Float64Array(space.keepCount)
  p[keep] = 1
  // Push probability mass one added die at a time, small keeps first.
  for (let k = keep; k < space.rollOffset; k++) {
    const mass = p[k]!
    if (mass === 0) continue
    for (let face = 0; face < 6; face++) p[space.addDie[k * 6 + face]!]! += mass / 6
  }
  return p.slice(space.rollOffset)
}

/** Every distinct keep that can be held back from a roll (sub-multisets, including all and none). */
export function subKeeps(space: DiceSpace, roll: number): number[] {
  const seen = new Set<number>([space.rollOffset + roll])
  const queue = [space.rollOffset + roll]
  while (queue.length > 0) {
    const k = queue.pop()!
    for (let i = space.removeStart[k]!; i < space.removeStart[k + 1]!; i++) {
      const smaller = space.removeIndex[i]!
      if (!seen.has(smaller)) {
        seen.add(smaller)
        queue.push(smaller)
      }
    }
  }
  return [...seen]
}
