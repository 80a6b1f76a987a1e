import { BatchTurn, LANES, type BatchTurnLike, type FinalHits } from './batch-turn'
import { jokerValues, lowestZeroBit } from './kernel'
import type { ExactModel } from './model'
import { wasmBatchTurn } from './wasm-turn'

/**
 * The solver's hot path: one turn of LANES states at once (kernel.ts does one state, for advice).
 *
 * Per state, only the "columns" are looked up here: the value of the sheet after writing each open
 * box (upper boxes: once per count of their face), −Infinity for a box that may not be written.
 * The batch turn (JavaScript, or WebAssembly in Node) then gives every final roll the best of the
 * floor (best scratch) and each scoring column, and runs the three-roll induction on all lanes.
 * Results are bit-identical to TurnKernel.solveState.
 */
export class BatchKernel {
  readonly turn: BatchTurnLike
  private readonly out = new Float64Array(LANES)
  private readonly jokers = new Float64Array(7)
  private readonly upperColumn: number
  private readonly flagColumn: number

  constructor(
    private readonly model: ExactModel,
    options: { wasm?: boolean } = {},
  ) {
    const hits = finalHits(model)
    this.flagColumn = model.lowerBoxes.length
    this.upperColumn = this.flagColumn + 1
    this.turn =
      (options.wasm ? wasmBatchTurn(model.space, hits) : null) ?? new BatchTurn(model.space, hits)
    this.turn.columns.fill(-Infinity)
  }

  /** Solves states[from … to) of one layer into `values`; later layers must already be solved. */
  solveStates(values: Float64Array, states: Int32Array, from: number, to: number): void {
    const turn = this.turn
    const out = this.out
    for (let i = from; i < to; i += LANES) {
      // A short last batch repeats its last state in the spare lanes.
      let openBoxes = 0
      for (let lane = 0; lane < LANES; lane++)
        openBoxes |= this.fillColumns(states[Math.min(i + lane, to - 1)]!, values, lane)
      turn.fillFinal(openBoxes)
      if (this.model.secondAllAlike) {
        for (let lane = 0; lane < LANES; lane++)
          this.applyJoker(states[Math.min(i + lane, to - 1)]!, values, lane)
      }
      turn.expectKeeps()
      turn.bestSubKeeps()
      turn.expectKeeps()
      turn.bestSubKeeps()
      turn.expectRoll(out)
      for (let lane = 0; lane < LANES && i + lane < to; lane++)
        values[states[i + lane]!] = out[lane]!
    }
  }

  /** Fills the lane's columns; gives the boxes it may write (bits as FinalHits' boxes). */
  private fillColumns(s: number, values: Float64Array, lane: number): number {
    const m = this.model
    const { upper } = m
    const cols = this.turn.columns
    const nu = upper.count
    const us = s % nu
    const lowerBase = s - us
    const code = m.lowerCodes[lowerBase / nu]!
    const upperMask = upper.mask[us]!
    const L = m.lowerBoxes.length
    const stride = m.space.diceCount + 1

    // Forced order: only the first open box in table order may be written.
    let onlyBox = -1
    if (m.forcedOrder)
      onlyBox = upperMask === 63 ? 6 + lowestZeroBit(code) : lowestZeroBit(upperMask)

    let floor = -Infinity
    let open = 0
    for (let j = 0; j < L; j++) {
      let next = -Infinity
      if ((code & (1 << j)) === 0 && (onlyBox < 0 || onlyBox === 6 + j)) {
        open |= 1 << j
        next = values[m.lowerIndex[code | (1 << j)]! * nu + us]!
        if (next > floor) floor = next
        // Writing 50 in the Yahtzee box switches on the +100 bonus for later five-alikes.
        if (j === m.yahtzeeBit) {
          cols[this.flagColumn * LANES + lane] =
            values[m.lowerIndex[code | (1 << j) | m.yahtzeeFlag]! * nu + us]!
        }
      } else if (j === m.yahtzeeBit) cols[this.flagColumn * LANES + lane] = -Infinity
      cols[j * LANES + lane] = next
    }
    for (let face = 1; face <= 6; face++) {
      const column = (this.upperColumn + (face - 1) * stride) * LANES + lane
      if (upperMask & (1 << (face - 1)) || (onlyBox >= 0 && onlyBox !== face - 1)) {
        for (let c = 0; c < stride; c++) cols[column + c * LANES] = -Infinity
        continue
      }
      open |= 1 << (L + face - 1)
      const at = (us * 6 + face - 1) * stride
      for (let c = 0; c < stride; c++) {
        cols[column + c * LANES] =
          c * face + upper.reward[at + c]! + values[lowerBase + upper.next[at + c]!]!
      }
      if (cols[column]! > floor) floor = cols[column]!
    }
    this.turn.floor[lane] = floor
    return open
  }

  private applyJoker(s: number, values: Float64Array, lane: number): void {
    const m = this.model
    const nu = m.upper.count
    const us = s % nu
    const code = m.lowerCodes[(s - us) / nu]!
    if ((code & (1 << m.allAlikeBit)) === 0) return
    const stride = m.space.diceCount + 1
    const cols = this.turn.columns
    const work = this.turn.work
    const upperValue = (face: number, count: number) =>
      cols[(this.upperColumn + (face - 1) * stride + count) * LANES + lane]!
    const at = (face: number) => (m.space.rollOffset + m.allAlikeRoll[face]!) * LANES + lane
    const plain = (face: number) => work[at(face)]!
    jokerValues(m, code, m.upper.mask[us]!, us, values, upperValue, plain, this.jokers)
    for (let face = 1; face <= 6; face++) work[at(face)] = this.jokers[face]!
  }
}

/** The model's scoring rolls per column (see FinalHits): lower boxes, then upper box and count. */
function finalHits(model: ExactModel): FinalHits {
  const { space } = model
  const L = model.lowerBoxes.length
  // One bit per box in an i32 (fillFinal's openBoxes).
  if (L + 6 > 31) throw new Error(`${L} lower boxes: too many for the batch turn`)
  const stride = space.diceCount + 1
  const roll: number[] = []
  const column: number[] = []
  const score: number[] = []
  const boxStart: number[] = []
  model.lowerHitRolls.forEach((rolls, j) => {
    boxStart.push(roll.length)
    rolls.forEach((r, i) => {
      roll.push(r)
      column.push(j === model.yahtzeeBit ? L : j)
      score.push(model.lowerHitScores[j]![i]!)
    })
  })
  for (let face = 1; face <= 6; face++) {
    boxStart.push(roll.length)
    for (let r = 0; r < space.rollCount; r++) {
      const count = space.faceCount[r * 7 + face]!
      if (count === 0) continue
      roll.push(r)
      column.push(L + 1 + (face - 1) * stride + count)
      score.push(0)
    }
  }
  return {
    columnCount: L + 1 + 6 * stride,
    roll: Int32Array.from(roll),
    column: Int32Array.from(column),
    score: Float64Array.from(score),
    boxStart: Int32Array.from([...boxStart, roll.length]),
  }
}
