import type { MaxiModel } from './maxi-model'
import { expectFreshRoll, rollValues } from './multi-roll-turn'

/**
 * EXACT Maxi Yatzy endgame: once few boxes are open, every sheet play can still reach is solved by
 * backward induction, saved rolls included. A position's value is a vector over the bank at the
 * start of its turn (0 … maxBank): V(S, bank) = expected points still to come.
 *
 * Each sub-position costs (maxBank + 3) roll levels × one turn's work, so the tables are built per
 * endgame (open box set) on first use and cached; later advice in the same endgame is instant.
 */
export class MaxiEndgame {
  private readonly memo = new Map<number, Float64Array>()

  constructor(
    readonly model: MaxiModel,
    /** Highest bank any reachable position can have; larger banks are treated as this one. */
    readonly maxBank: number,
  ) {}

  /** Value vector (by bank) of the position with these boxes filled and this upper state. */
  value(filled: number, upperState: number): Float64Array {
    const all = (1 << this.model.boxes.length) - 1
    if (filled === all) return new Float64Array(this.maxBank + 1)
    const key = filled * this.model.upper.count + upperState
    let vector = this.memo.get(key)
    if (!vector) {
      vector = this.solve(filled, upperState)
      this.memo.set(key, vector)
    }
    return vector
  }

  /**
   * Fills out[r] with the best "score + V(next, bank = rollsLeft)" over the open boxes: the value
   * of writing roll r now with `rollsLeft` rolls unused (they go to the bank).
   */
  fillStop(filled: number, upperState: number, rollsLeft: number, out: Float64Array): void {
    const { model } = this
    const { upper, space } = model
    const stride = space.diceCount + 1
    const bank = Math.min(rollsLeft, this.maxBank)
    const upperBase = filled & ~63
    out.fill(-Infinity)
    for (let b = 0; b < model.boxes.length; b++) {
      if (filled & (1 << b)) continue
      if (b < 6) {
        const face = b + 1
        const at = (upperState * 6 + b) * stride
        const byCount = new Float64Array(stride)
        for (let c = 0; c < stride; c++) {
          const nextFilled = upperBase | (upper.mask[upper.next[at + c]!]! & 63)
          byCount[c] =
            c * face + upper.reward[at + c]! + this.value(nextFilled, upper.next[at + c]!)[bank]!
        }
        for (let r = 0; r < space.rollCount; r++) {
          const v = byCount[space.faceCount[r * 7 + face]!]!
          if (v > out[r]!) out[r] = v
        }
      } else {
        const next = this.value(filled | (1 << b), upperState)[bank]!
        const score = model.score[b]!
        for (let r = 0; r < space.rollCount; r++) {
          const v = score[r]! + next
          if (v > out[r]!) out[r] = v
        }
      }
    }
  }

  private solve(filled: number, upperState: number): Float64Array {
    const { space, rollsPerTurn } = this.model
    // The first roll of a turn with `bank` saved rolls leaves rollsPerTurn − 1 + bank.
    const finals = rollValues(space, rollsPerTurn - 1 + this.maxBank, (left, out) =>
      this.fillStop(filled, upperState, left, out),
    )
    return Float64Array.from({ length: this.maxBank + 1 }, (_, bank) =>
      expectFreshRoll(space, finals[rollsPerTurn - 1 + bank]!),
    )
  }
}
