import { runSteps, type Steps } from './steps'

/**
 * The upper section as the solver sees it: which of Ones … Sixes are filled and their sum.
 *
 * Sums at or above the threshold are one state, and so are sums that can no longer reach it:
 * in both cases the bonus is decided, so the future no longer depends on the sum ("settled").
 * This merges most states — a solver state's value is the expected *future* score, and the
 * future is the same whether the bonus was won or lost.
 */
export const SETTLED = -1

export interface UpperStates {
  readonly count: number
  readonly threshold: number
  readonly bonus: number
  readonly diceCount: number
  /** Filled upper boxes of each state: bit face − 1. */
  readonly mask: Uint8Array
  /** Upper sum of each state, or SETTLED. */
  readonly sum: Int16Array
  /**
   * next[(i * 6 + face − 1) * (diceCount + 1) + count]: the state after writing `count` dice of
   * `face` into its (open) box; −1 when that box is already filled.
   */
  readonly next: Int32Array
  /** The upper bonus won by that same move (0 or the bonus). */
  readonly reward: Float64Array
  /** State index of a filled-mask and upper sum as read from a sheet; −1 if not reachable. */
  indexOf(mask: number, sum: number): number
}

export interface UpperRules {
  diceCount: number
  threshold: number
  bonus: number
  /** Boxes are filled in order (Forced Yatzy): only the lowest open face can be written. */
  forcedOrder: boolean
}

export function maxRemainingUpper(mask: number, diceCount: number): number {
  let most = 0
  for (let face = 1; face <= 6; face++)
    if ((mask & (1 << (face - 1))) === 0) most += diceCount * face
  return most
}

export function buildUpperStates(rules: UpperRules): UpperStates {
  return runSteps(upperStatesInSteps(rules))
}

/** States per step of a build in steps (the standard Yatzy section has about 1 300 of them). */
const STATES_PER_STEP = 32

/** buildUpperStates, yielding every STATES_PER_STEP states of each pass (see exactModelInSteps). */
export function* upperStatesInSteps(rules: UpperRules): Steps<UpperStates> {
  const { diceCount, threshold, bonus, forcedOrder } = rules
  const stride = diceCount + 1
  // Everything per mask is worked out once, and states live in typed arrays of their greatest
  // possible size: this runs on the page's thread for every new rule set, and plain arrays,
  // closures and a filtered face list per state made it 20–60 ms there (4× that on a slow phone).
  const maxRemaining = Int16Array.from({ length: 64 }, (_, mask) =>
    maxRemainingUpper(mask, diceCount),
  )
  const faces = Array.from({ length: 64 }, (_, mask) => {
    const open = [1, 2, 3, 4, 5, 6].filter((face) => (mask & (1 << (face - 1))) === 0)
    return Int8Array.from(forcedOrder ? open.slice(0, 1) : open)
  })
  const settledIndex = new Int32Array(64).fill(-1)
  const liveIndex = new Int32Array(64 * threshold).fill(-1)
  const capacity = 64 * (threshold + 1)
  const masks = new Uint8Array(capacity)
  const sums = new Int16Array(capacity)
  let count = 0

  const settle = (mask: number, sum: number) =>
    sum >= threshold || sum + maxRemaining[mask]! < threshold ? SETTLED : sum
  const lookup = (mask: number, sum: number) =>
    sum === SETTLED ? settledIndex[mask]! : liveIndex[mask * threshold + sum]!
  const add = (mask: number, sum: number) => {
    if (lookup(mask, sum) >= 0) return
    masks[count] = mask
    sums[count] = sum
    if (sum === SETTLED) settledIndex[mask] = count
    else liveIndex[mask * threshold + sum] = count
    count++
  }

  // Breadth-first from the empty section, so only sums that dice can make get a state.
  add(0, settle(0, 0))
  for (let i = 0; i < count; i++) {
    if (i % STATES_PER_STEP === STATES_PER_STEP - 1) yield
    const mask = masks[i]!
    const sum = sums[i]!
    for (const face of faces[mask]!) {
      const nextMask = mask | (1 << (face - 1))
      for (let c = 0; c <= diceCount; c++) {
        add(nextMask, sum === SETTLED ? SETTLED : settle(nextMask, sum + c * face))
      }
    }
  }

  yield
  const next = new Int32Array(count * 6 * stride).fill(-1)
  const reward = new Float64Array(count * 6 * stride)
  for (let i = 0; i < count; i++) {
    if (i % STATES_PER_STEP === STATES_PER_STEP - 1) yield
    const mask = masks[i]!
    const sum = sums[i]!
    for (const face of faces[mask]!) {
      const nextMask = mask | (1 << (face - 1))
      for (let c = 0; c <= diceCount; c++) {
        const raw = sum === SETTLED ? SETTLED : sum + c * face
        const at = (i * 6 + face - 1) * stride + c
        next[at] = lookup(nextMask, raw === SETTLED ? SETTLED : settle(nextMask, raw))
        reward[at] = raw !== SETTLED && raw >= threshold ? bonus : 0
      }
    }
  }

  return {
    count,
    threshold,
    bonus,
    diceCount,
    mask: masks.slice(0, count),
    sum: sums.slice(0, count),
    next,
    reward,
    indexOf: (mask, sum) => lookup(mask, settle(mask, sum)),
  }
}
