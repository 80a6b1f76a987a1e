import type { ExactModel, StateValues } from './model'

/**
 * One turn of one state of an exact model, for advice (the solver does four at once: batch-kernel).
 *
 * `fillFinalRollValues` writes, for each of the rolls, the best "score + expected future" over the
 * boxes the roll may go into (order and joker rules applied); the advisor then runs the three-roll
 * induction of turn.ts. Each successor state is looked up once per box (upper boxes: once per count
 * of their face), not per roll, and only the rolls that score in a box are visited for it.
 */
export class TurnKernel {
  /** Keep-indexed scratch: after `fillFinalRollValues`, rolls hold their final-roll values. */
  readonly work: Float64Array
  /** The rolls' part of `work` (index = roll), so the per-box loops index from 0. */
  private readonly finalRoll: Float64Array
  private readonly upperValue: Float64Array
  private readonly stride: number
  /** Rolls showing at least one die of each face, and how many. */
  private readonly faceHitRolls: Int32Array[]
  private readonly faceHitCounts: Uint8Array[]
  /** Per lower box: the value of the state after writing it (scratch), for the current state. */
  private readonly lowerNext: Float64Array
  private readonly jokers = new Float64Array(7)

  constructor(private readonly model: ExactModel) {
    const { space } = model
    this.work = new Float64Array(space.keepCount)
    this.finalRoll = this.work.subarray(space.rollOffset)
    this.stride = space.diceCount + 1
    this.upperValue = new Float64Array(7 * this.stride)
    this.lowerNext = new Float64Array(model.lowerBoxes.length)
    const showing = (face: number) =>
      Array.from({ length: space.rollCount }, (_, r) => r).filter(
        (r) => space.faceCount[r * 7 + face]! > 0,
      )
    this.faceHitRolls = Array.from({ length: 7 }, (_, face) => Int32Array.from(showing(face)))
    this.faceHitCounts = Array.from({ length: 7 }, (_, face) =>
      Uint8Array.from(showing(face), (r) => space.faceCount[r * 7 + face]!),
    )
  }

  fillFinalRollValues(s: number, values: StateValues): void {
    const m = this.model
    const { upper } = m
    const final = this.finalRoll
    const nu = upper.count
    const us = s % nu
    const lowerBase = s - us
    const code = m.lowerCodes[lowerBase / nu]!
    const upperMask = upper.mask[us]!
    const L = m.lowerBoxes.length
    const stride = this.stride
    const upperValue = this.upperValue
    const lowerNext = this.lowerNext

    // Forced order: only the first open box in table order may be written.
    let onlyBox = -1
    if (m.forcedOrder)
      onlyBox = upperMask === 63 ? 6 + lowestZeroBit(code) : lowestZeroBit(upperMask)

    // Pass 1: what each box is worth as a scratch (its successor's value). Every roll may be
    // written anywhere, and scores are never negative, so the best scratch is a floor for all rolls.
    let floor = -Infinity
    for (let j = 0; j < L; j++) {
      if (code & (1 << j) || (onlyBox >= 0 && onlyBox !== 6 + j)) continue
      const next = values[m.lowerIndex[code | (1 << j)]! * nu + us]!
      lowerNext[j] = next
      if (next > floor) floor = next
    }
    for (let face = 1; face <= 6; face++) {
      if (upperMask & (1 << (face - 1)) || (onlyBox >= 0 && onlyBox !== face - 1)) continue
      const at = (us * 6 + face - 1) * stride
      const base = face * stride
      for (let c = 0; c < stride; c++) {
        upperValue[base + c] =
          c * face + upper.reward[at + c]! + values[lowerBase + upper.next[at + c]!]!
      }
      if (upperValue[base]! > floor) floor = upperValue[base]!
    }
    final.fill(floor)

    // Pass 2: only the rolls that score in a box can beat the floor there. Sparse boxes (Yatzy,
    // straights, full house) touch a handful of rolls instead of all of them.
    for (let j = 0; j < L; j++) {
      if (code & (1 << j) || (onlyBox >= 0 && onlyBox !== 6 + j)) continue
      // Writing 50 in the Yahtzee box switches on the +100 bonus for later five-alikes.
      const next =
        j === m.yahtzeeBit
          ? values[m.lowerIndex[code | (1 << j) | m.yahtzeeFlag]! * nu + us]!
          : lowerNext[j]!
      const rolls = m.lowerHitRolls[j]!
      const scores = m.lowerHitScores[j]!
      for (let i = 0, n = rolls.length; i < n; i++) {
        const r = rolls[i]!
        const v = scores[i]! + next
        if (v > final[r]!) final[r] = v
      }
    }
    for (let face = 1; face <= 6; face++) {
      if (upperMask & (1 << (face - 1)) || (onlyBox >= 0 && onlyBox !== face - 1)) continue
      const base = face * stride
      const rolls = this.faceHitRolls[face]!
      const counts = this.faceHitCounts[face]!
      for (let i = 0, n = rolls.length; i < n; i++) {
        const r = rolls[i]!
        const v = upperValue[base + counts[i]!]!
        if (v > final[r]!) final[r] = v
      }
    }

    if (m.secondAllAlike && code & (1 << m.allAlikeBit))
      this.applyJoker(code, upperMask, us, values)
  }

  private applyJoker(code: number, upperMask: number, us: number, values: StateValues): void {
    const stride = this.stride
    const upperValue = (face: number, count: number) => this.upperValue[face * stride + count]!
    const plain = (face: number) => this.finalRoll[this.model.allAlikeRoll[face]!]!
    jokerValues(this.model, code, upperMask, us, values, upperValue, plain, this.jokers)
    for (let face = 1; face <= 6; face++)
      this.finalRoll[this.model.allAlikeRoll[face]!] = this.jokers[face]!
  }
}

/**
 * Five alike with the all-alike box filled (index = face), plus the extra when the box holds its
 * points. Forced joker: matching upper box, else any lower box as a joker, else an upper box for 0.
 * Free joker: any open box, lower boxes as a joker. No joker: the roll's plain value, `plain(face)`.
 * Forced order: the next box only, a lower one as a joker (see forcedJoker).
 * `upperValue(face, count)` is the value of writing count dice of face in its (open) upper box.
 */
export function jokerValues(
  m: ExactModel,
  code: number,
  upperMask: number,
  us: number,
  values: StateValues,
  upperValue: (face: number, count: number) => number,
  plain: (face: number) => number,
  out: Float64Array,
): void {
  const nu = m.upper.count
  const L = m.lowerBoxes.length
  const bonus = code & m.yahtzeeFlag ? m.yahtzeeBonus : 0
  if (m.forcedOrder && m.jokerRule !== 'none') {
    forcedJoker(m, code, upperMask, us, values, upperValue, bonus, out)
    return
  }
  const lowerOpen = ~code & ((1 << L) - 1)
  const jokerInLower = (face: number, best: number) => {
    for (let j = 0; j < L; j++) {
      if (code & (1 << j)) continue
      const v = m.jokerScore[j * 7 + face]! + values[m.lowerIndex[code | (1 << j)]! * nu + us]!
      if (v > best) best = v
    }
    return best
  }
  for (let face = 1; face <= 6; face++) {
    let best = -Infinity
    if (m.jokerRule === 'none') {
      best = plain(face)
    } else if (m.jokerRule === 'free') {
      for (let g = 1; g <= 6; g++) {
        if (upperMask & (1 << (g - 1))) continue
        const v = upperValue(g, g === face ? m.space.diceCount : 0)
        if (v > best) best = v
      }
      best = jokerInLower(face, best)
    } else if ((upperMask & (1 << (face - 1))) === 0) {
      best = upperValue(face, m.space.diceCount)
    } else if (lowerOpen !== 0) {
      best = jokerInLower(face, best)
    } else {
      for (let g = 1; g <= 6; g++) {
        if (upperMask & (1 << (g - 1))) continue
        const v = upperValue(g, 0)
        if (v > best) best = v
      }
    }
    out[face] = bonus + best
  }
}

/** Forced order: the joker goes in the next box, a lower box paying as a joker, an upper its count. */
function forcedJoker(
  m: ExactModel,
  code: number,
  upperMask: number,
  us: number,
  values: StateValues,
  upperValue: (face: number, count: number) => number,
  bonus: number,
  out: Float64Array,
): void {
  const next = upperMask === 63 ? 6 + lowestZeroBit(code) : lowestZeroBit(upperMask)
  const j = next - 6
  const lowerNext = j >= 0 ? values[m.lowerIndex[code | (1 << j)]! * m.upper.count + us]! : 0
  for (let face = 1; face <= 6; face++) {
    const best =
      j < 0
        ? upperValue(next + 1, next + 1 === face ? m.space.diceCount : 0)
        : m.jokerScore[j * 7 + face]! + lowerNext
    out[face] = bonus + best
  }
}

export function lowestZeroBit(n: number): number {
  let i = 0
  while (n & (1 << i)) i++
  return i
}
