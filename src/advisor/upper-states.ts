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
  const { diceCount, threshold, bonus, forcedOrder } = rules
  const stride = diceCount + 1
  const settledIndex = new Int32Array(64).fill(-1)
  const liveIndex = new Int32Array(64 * threshold).fill(-1)
  const masks: number[] = []
  const sums: number[] = []

  const settle = (mask: number, sum: number) =>
    sum >= threshold || sum + maxRemainingUpper(mask, diceCount) < threshold ? SETTLED : sum
  const lookup = (mask: number, sum: number) =>
    sum === SETTLED ? settledIndex[mask]! : liveIndex[mask * threshold + sum]!
  const add = (mask: number, sum: number) => {
    if (lookup(mask, sum) >= 0) return
    const i = masks.length
    masks.push(mask)
    sums.push(sum)
    if (sum === SETTLED) settledIndex[mask] = i
    else liveIndex[mask * threshold + sum] = i
  }
  const writableFaces = (mask: number) => {
    const open = [1, 2, 3, 4, 5, 6].filter((face) => (mask & (1 << (face - 1))) === 0)
    return forcedOrder ? open.slice(0, 1) : open
  }

  // Breadth-first from the empty section, so only sums that dice can make get a state.
  add(0, settle(0, 0))
  for (let i = 0; i < masks.length; i++) {
    const mask = masks[i]!
    const sum = sums[i]!
    for (const face of writableFaces(mask)) {
      const nextMask = mask | (1 << (face - 1))
      for (let count = 0; count <= diceCount; count++) {
        add(nextMask, sum === SETTLED ? SETTLED : settle(nextMask, sum + count * face))
      }
    }
  }

  const count = masks.length
  const next = new Int32Array(count * 6 * stride).fill(-1)
  const reward = new Float64Array(count * 6 * stride)
  for (let i = 0; i < count; i++) {
    const mask = masks[i]!
    const sum = sums[i]!
    for (const face of writableFaces(mask)) {
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
    mask: Uint8Array.from(masks),
    sum: Int16Array.from(sums),
    next,
    reward,
    indexOf: (mask, sum) => lookup(mask, settle(mask, sum)),
  }
}
