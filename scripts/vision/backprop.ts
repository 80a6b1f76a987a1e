/** The gradients of net.ts's forward pass, for training only. */
import {
  CLASSES,
  CONVS,
  FLAT,
  HIDDEN,
  softmax,
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
    const input = trace.inputs[layer]!
    const p = side + 2
    const padded = new Float32Array(cin * p * p)
    for (let c = 0; c < cin; c++) {
      for (let y = 0; y < side; y++) {
        const from = (c * side + y) * side
        padded.set(input.subarray(from, from + side), (c * p + y + 1) * p + 1)
      }
    }
    const area = side * side
    // The input's gradient, in the same zero frame; its frame is dropped at the end.
    const dPadded = layer > 0 ? new Float32Array(padded.length) : undefined
    const w = weights[2 * layer]!
    const gw = grads[2 * layer]!
    const gb = grads[2 * layer + 1]!
    for (let o = 0; o < cout; o++) {
      const base = o * area
      let sum = 0
      for (let q = base; q < base + area; q++) sum += dAct[q]!
      gb[o]! += sum
      for (let c = 0; c < cin; c++) {
        const k = (o * cin + c) * 9
        const src = c * p * p
        const taps = new Float64Array(9)
        for (let y = 0; y < side; y++) {
          const row = base + y * side
          for (let x = 0; x < side; x++) {
            const d = dAct[row + x]!
            if (d === 0) continue
            for (let t = 0; t < 9; t++) {
              const at = src + (y + ((t / 3) | 0)) * p + x + (t % 3)
              taps[t]! += d * padded[at]!
              if (dPadded) dPadded[at]! += w[k + t]! * d
            }
          }
        }
        for (let t = 0; t < 9; t++) gw[k + t]! += taps[t]!
      }
    }
    if (dPadded) {
      const dInput = new Float32Array(cin * area)
      for (let c = 0; c < cin; c++) {
        for (let y = 0; y < side; y++) {
          const from = (c * p + y + 1) * p + 1
          dInput.set(dPadded.subarray(from, from + side), (c * side + y) * side)
        }
      }
      dPooled = dInput
    }
  }
  return loss
}
