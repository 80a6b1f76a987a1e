import type { DiceSpace } from './dice-space'

/**
 * The turn induction of turn.ts for LANES states at once (the solver's hot path).
 *
 * The scratch array is interleaved: work[k * LANES + lane] is keep k of the lane-th state. Every
 * index read from the keep tables then serves LANES values, so the index loads, their bounds checks
 * and the loop overhead — most of the scalar loop's cost — are shared by four states. Results are
 * bit-identical to turn.ts: the same additions in the same order.
 */
export const LANES = 4

/**
 * How a final roll can score, for `fillFinal`: roll r may take column c's value plus score, where
 * a column is "the value of the sheet after writing a box" (one per lower box, one per upper box
 * and count of its face). Closed boxes hold −Infinity, so every lane runs the same entries.
 * The hits come box by box (the lower boxes, then the upper boxes by face): box b's are
 * [boxStart[b], boxStart[b + 1]), so a box closed in every lane is skipped whole.
 */
export interface FinalHits {
  columnCount: number
  roll: Int32Array
  column: Int32Array
  score: Float64Array
  boxStart: Int32Array
}

/** What the solver needs of a batch turn (this JavaScript one, or wasm-turn's). */
export interface BatchTurnLike {
  /** Interleaved keep values; rolls at (rollOffset + r) * LANES + lane. */
  readonly work: Float64Array
  /** Per lane: column values (column * LANES + lane) and the floor (best scratch), for fillFinal. */
  readonly columns: Float64Array
  readonly floor: Float64Array
  /**
   * Every roll's final value: the floor, raised by each hit that beats it. Only the hits of the
   * boxes in `openBoxes` (bit b: box b of FinalHits, open in at least one lane) are run: a closed
   * box's column is −Infinity, so its hits never beat anything, and at mid-game about half the
   * boxes are closed.
   */
  fillFinal(openBoxes: number): void
  expectKeeps(): void
  bestSubKeeps(): void
  expectRoll(out: Float64Array): void
}

export interface TurnTables {
  /** addDie with each keep as `unit × keep` (an element or byte offset into the keep values). */
  add: Int32Array
  /**
   * The keeps one die smaller, grouped by how many there are (a keep with w distinct faces has w):
   * group w is a run of [keep, w sub-keeps] records ending at groupEnd[w], keeps as in `add`.
   */
  subKeeps: Int32Array
  groupEnd: Int32Array
}

export function turnTables(space: DiceSpace, unit: number): TurnTables {
  // Each keep needs only the keeps one die smaller, and those are all of a smaller size: so any
  // order within a size is right, and regrouping by width gives fixed-width inner loops with
  // no padding (1 260 comparisons for five dice instead of 2 310).
  const list: number[] = []
  const groupEnd = new Int32Array(space.diceCount + 1)
  for (let width = 1; width <= space.diceCount; width++) {
    for (let size = 1; size <= space.diceCount; size++) {
      for (let k = 0; k < space.keepCount; k++) {
        const from = space.removeStart[k]!
        if (space.keepSize[k] !== size || space.removeStart[k + 1]! - from !== width) continue
        list.push(k * unit)
        for (let i = 0; i < width; i++) list.push(space.removeIndex[from + i]! * unit)
      }
    }
    groupEnd[width] = list.length
  }
  return {
    add: Int32Array.from(space.addDie, (k) => k * unit),
    subKeeps: Int32Array.from(list),
    groupEnd,
  }
}

export class BatchTurn implements BatchTurnLike {
  readonly work: Float64Array
  readonly columns: Float64Array
  readonly floor = new Float64Array(LANES)
  private readonly hitRoll: Int32Array
  private readonly hitColumn: Int32Array
  private readonly add: Int32Array
  private readonly subKeeps: Int32Array
  private readonly groupEnd: Int32Array
  private readonly rollProbability: Float64Array

  constructor(
    private readonly space: DiceSpace,
    private readonly hits: FinalHits,
  ) {
    this.work = new Float64Array(space.keepCount * LANES)
    this.columns = new Float64Array(hits.columnCount * LANES)
    this.hitRoll = Int32Array.from(hits.roll, (r) => (space.rollOffset + r) * LANES)
    this.hitColumn = Int32Array.from(hits.column, (c) => c * LANES)
    const tables = turnTables(space, LANES)
    this.add = tables.add
    this.subKeeps = tables.subKeeps
    this.groupEnd = tables.groupEnd
    this.rollProbability = space.rollProbability
  }

  fillFinal(openBoxes: number): void {
    const w = this.work
    const f = this.floor
    for (let o = this.space.rollOffset * LANES; o < w.length; o += LANES) {
      w[o] = f[0]!
      w[o + 1] = f[1]!
      w[o + 2] = f[2]!
      w[o + 3] = f[3]!
    }
    const cols = this.columns
    const rolls = this.hitRoll
    const columns = this.hitColumn
    const scores = this.hits.score
    const boxStart = this.hits.boxStart
    for (let box = 0; box < boxStart.length - 1; box++) {
      if ((openBoxes & (1 << box)) === 0) continue
      for (let i = boxStart[box]!; i < boxStart[box + 1]!; i++) {
        const o = rolls[i]!
        const c = columns[i]!
        const score = scores[i]!
        let v = score + cols[c]!
        if (v > w[o]!) w[o] = v
        v = score + cols[c + 1]!
        if (v > w[o + 1]!) w[o + 1] = v
        v = score + cols[c + 2]!
        if (v > w[o + 2]!) w[o + 2] = v
        v = score + cols[c + 3]!
        if (v > w[o + 3]!) w[o + 3] = v
      }
    }
  }

  /** Every keep smaller than a roll gets the expected value of rerolling its missing dice. */
  expectKeeps(): void {
    const w = this.work
    const add = this.add
    for (let k = this.space.rollOffset - 1; k >= 0; k--) {
      const a = k * 6
      const i0 = add[a]!
      const i1 = add[a + 1]!
      const i2 = add[a + 2]!
      const i3 = add[a + 3]!
      const i4 = add[a + 4]!
      const i5 = add[a + 5]!
      const o = k * LANES
      w[o] = (w[i0]! + w[i1]! + w[i2]! + w[i3]! + w[i4]! + w[i5]!) / 6
      w[o + 1] = (w[i0 + 1]! + w[i1 + 1]! + w[i2 + 1]! + w[i3 + 1]! + w[i4 + 1]! + w[i5 + 1]!) / 6
      w[o + 2] = (w[i0 + 2]! + w[i1 + 2]! + w[i2 + 2]! + w[i3 + 2]! + w[i4 + 2]! + w[i5 + 2]!) / 6
      w[o + 3] = (w[i0 + 3]! + w[i1 + 3]! + w[i2 + 3]! + w[i3 + 3]! + w[i4 + 3]! + w[i5 + 3]!) / 6
    }
  }

  /** Each keep becomes the best value over the keeps it contains (itself included). */
  bestSubKeeps(): void {
    const w = this.work
    const list = this.subKeeps
    const groups = this.groupEnd
    let a = 0
    for (let width = 1; width < groups.length; width++) {
      for (const end = groups[width]!; a < end;) {
        const o = list[a++]!
        let b0 = w[o]!
        let b1 = w[o + 1]!
        let b2 = w[o + 2]!
        let b3 = w[o + 3]!
        for (const stop = a + width; a < stop; a++) {
          const i = list[a]!
          const v0 = w[i]!
          const v1 = w[i + 1]!
          const v2 = w[i + 2]!
          const v3 = w[i + 3]!
          if (v0 > b0) b0 = v0
          if (v1 > b1) b1 = v1
          if (v2 > b2) b2 = v2
          if (v3 > b3) b3 = v3
        }
        w[o] = b0
        w[o + 1] = b1
        w[o + 2] = b2
        w[o + 3] = b3
      }
    }
  }

  expectRoll(out: Float64Array): void {
    const w = this.work
    const p = this.rollProbability
    let s0 = 0
    let s1 = 0
    let s2 = 0
    let s3 = 0
    for (let r = 0, o = this.space.rollOffset * LANES; r < p.length; r++, o += LANES) {
      const pr = p[r]!
      s0 += pr * w[o]!
      s1 += pr * w[o + 1]!
      s2 += pr * w[o + 2]!
      s3 += pr * w[o + 3]!
    }
    out[0] = s0
    out[1] = s1
    out[2] = s2
    out[3] = s3
  }
}
