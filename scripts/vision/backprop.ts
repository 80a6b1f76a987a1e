/** The gradients of net.ts's forward pass, for training only. */
import {
  CLASSES,
  CONVS,
  FLAT,
  HIDDEN,
  softmax,
  unrolledSpans,
  type Trace,
  type Weights,
} from '../../src/vision/net'

/**
 * Adds this crop's gradients (cross-entropy against `label`, times `weight`) into `grads`;
 * returns the loss.
 */
export function backward(
  logits: Float32Array,
  label: number,
  trace: Trace,
  weights: Weights,
  grads: Weights,
  weight = 1,
): number {
  const p = softmax(logits)
  const loss = -Math.log(Math.max(p[label]!, 1e-12))
  const dLogits = new Float32Array(CLASSES)
  for (let c = 0; c < CLASSES; c++) dLogits[c] = (p[c]! - (c === label ? 1 : 0)) * weight

  // Dense 2: hidden → logits.
  const hidden = trace.hidden
  const dHidden = new Float32Array(HIDDEN)
  for (let o = 0; o < CLASSES; o++) {
    const g = dLogits[o]!
    grads[9]![o]! += g
    for (let j = 0; j < HIDDEN; j++) {
      grads[8]![o * HIDDEN + j]! += g * hidden[j]!
      dHidden[j]! += g * weights[8]![o * HIDDEN + j]!
    }
  }
  // Dense 1: flat → hidden (ReLU).
  const flat = trace.pooled[2]!
  const dFlat = new Float32Array(FLAT)
  for (let o = 0; o < HIDDEN; o++) {
    if (hidden[o]! <= 0) continue
    const g = dHidden[o]!
    grads[7]![o]! += g
    const row = o * FLAT
    for (let j = 0; j < FLAT; j++) {
      grads[6]![row + j]! += g * flat[j]!
      dFlat[j]! += g * weights[6]![row + j]!
    }
  }
  // Convolutions, last to first.
  let dPooled: Float32Array = dFlat
  for (let layer = CONVS.length - 1; layer >= 0; layer--) {
    const { in: cin, out: cout, side } = CONVS[layer]!
    const activated = trace.activated[layer]!
    const index = trace.poolIndex[layer]!
    const dAct = new Float32Array(activated.length)
    for (let o = 0; o < index.length; o++) {
      const at = index[o]!
      if (activated[at]! > 0) dAct[at]! += dPooled[o]!
    }
    const columns = trace.columns[layer]!
    const area = side * side
    const taps = cin * 9
    const dColumns = layer > 0 ? new Float32Array(columns.length) : undefined
    const w = weights[2 * layer]!
    const gw = grads[2 * layer]!
    const gb = grads[2 * layer + 1]!
    for (let o = 0; o < cout; o++) {
      const base = o * area
      let sum = 0
      for (let p = base; p < base + area; p++) sum += dAct[p]!
      gb[o]! += sum
      for (let j = 0; j < taps; j++) {
        const row = j * area
        let g = 0
        for (let p = 0; p < area; p++) g += dAct[base + p]! * columns[row + p]!
        gw[o * taps + j]! += g
        if (dColumns) {
          const wv = w[o * taps + j]!
          for (let p = 0; p < area; p++) dColumns[row + p]! += wv * dAct[base + p]!
        }
      }
    }
    if (dColumns) dPooled = fold(dColumns, cin, side)
  }
  return loss
}

/** The reverse of net.ts's unroll: each unrolled entry's gradient back onto its input pixel. */
function fold(dColumns: Float32Array, channels: number, side: number): Float32Array {
  const out = new Float32Array(channels * side * side)
  unrolledSpans(channels, side, (pixel, entry, length) => {
    for (let x = 0; x < length; x++) out[pixel + x]! += dColumns[entry + x]!
  })
  return out
}
