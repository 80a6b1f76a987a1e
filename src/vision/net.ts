/**
 * The die reader: a small convolutional network over a CROP_SIZE² brightness crop of one die.
 * Three 3×3 convolutions (each followed by ReLU and a 2×2 max-pool) and two dense layers give
 * seven scores: "not a die" and the faces 1–6. Channels first, row by row, no batching: the
 * recogniser reads a handful of crops a frame.
 */
export const CROP_SIZE = 32
/** The crop covers this many times the die's side, so the die's edges are always in view. */
export const CROP_SPAN = 1.25
export const CLASSES = 7

export interface ConvShape {
  in: number
  out: number
  /** Input side (square), before the layer's pooling. */
  side: number
}

export const CONVS: readonly ConvShape[] = [
  { in: 1, out: 8, side: 32 },
  { in: 8, out: 16, side: 16 },
  { in: 16, out: 32, side: 8 },
]
export const HIDDEN = 32
export const FLAT = 32 * 4 * 4

/** The tensors in the order they are stored: [weights, bias] for each layer. */
export function tensorSizes(): number[] {
  const sizes: number[] = []
  for (const c of CONVS) sizes.push(c.out * c.in * 9, c.out)
  sizes.push(HIDDEN * FLAT, HIDDEN, CLASSES * HIDDEN, CLASSES)
  return sizes
}

export type Weights = Float32Array[]

/** What a forward pass leaves behind for training to go back through. */
export interface Trace {
  columns: Float32Array[]
  activated: Float32Array[]
  pooled: Float32Array[]
  poolIndex: Int32Array[]
  hidden: Float32Array
}

/**
 * Walks the 3×3 "same" unrolling: for each input channel c, kernel offset k and output row y,
 * `visit(pixel, entry, length)` pairs `length` input pixels from `pixel` with the unrolled
 * entries from `entry` (row c·9 + k). Pixels outside the image are skipped: they read as zero.
 */
export function unrolledSpans(
  channels: number,
  side: number,
  visit: (pixel: number, entry: number, length: number) => void,
) {
  const area = side * side
  for (let c = 0; c < channels; c++) {
    for (let k = 0; k < 9; k++) {
      const dy = ((k / 3) | 0) - 1
      const dx = (k % 3) - 1
      const row = (c * 9 + k) * area
      for (let y = 0; y < side; y++) {
        const sy = y + dy
        if (sy < 0 || sy >= side) continue
        const x0 = Math.max(0, -dx)
        const x1 = Math.min(side, side - dx)
        visit((c * side + sy) * side + dx + x0, row + y * side + x0, x1 - x0)
      }
    }
  }
}

/**
 * The input unrolled for a 3×3 "same" convolution: row (c·9 + k) holds, for every output pixel,
 * the input pixel at kernel offset k of channel c (zero outside). The convolution is then one long
 * multiply-add per weight, which is what JavaScript engines run fastest.
 */
export function unroll(input: Float32Array, channels: number, side: number): Float32Array {
  const out = new Float32Array(channels * 9 * side * side)
  unrolledSpans(channels, side, (pixel, entry, length) => {
    for (let x = 0; x < length; x++) out[entry + x] = input[pixel + x]!
  })
  return out
}

export function convRelu(
  columns: Float32Array,
  shape: ConvShape,
  weights: Float32Array,
  bias: Float32Array,
): Float32Array {
  const { in: cin, out: cout, side } = shape
  const area = side * side
  const taps = cin * 9
  const out = new Float32Array(cout * area)
  for (let o = 0; o < cout; o++) {
    const base = o * area
    out.fill(bias[o]!, base, base + area)
    for (let j = 0; j < taps; j++) {
      const w = weights[o * taps + j]!
      if (w === 0) continue
      const row = j * area
      for (let p = 0; p < area; p++) out[base + p]! += w * columns[row + p]!
    }
    for (let p = base; p < base + area; p++) if (out[p]! < 0) out[p] = 0
  }
  return out
}

/** 2×2 max-pool; `index` (if given) records which input each output came from. */
export function maxPool(
  input: Float32Array,
  channels: number,
  side: number,
  index?: Int32Array,
): Float32Array {
  const half = side / 2
  const out = new Float32Array(channels * half * half)
  for (let c = 0; c < channels; c++) {
    for (let y = 0; y < half; y++) {
      for (let x = 0; x < half; x++) {
        const a = (c * side + 2 * y) * side + 2 * x
        let best = a
        if (input[a + 1]! > input[best]!) best = a + 1
        if (input[a + side]! > input[best]!) best = a + side
        if (input[a + side + 1]! > input[best]!) best = a + side + 1
        const o = (c * half + y) * half + x
        out[o] = input[best]!
        if (index) index[o] = best
      }
    }
  }
  return out
}

/** out = W·x + b, with W stored row by row (one row per output). */
export function dense(x: Float32Array, weights: Float32Array, bias: Float32Array, relu: boolean) {
  const n = bias.length
  const m = x.length
  const out = new Float32Array(n)
  for (let o = 0; o < n; o++) {
    let sum = bias[o]!
    const row = o * m
    for (let j = 0; j < m; j++) sum += weights[row + j]! * x[j]!
    out[o] = relu && sum < 0 ? 0 : sum
  }
  return out
}

/** The seven raw scores (logits) for one normalised crop; `trace` keeps what training needs. */
export function forward(crop: Float32Array, weights: Weights, trace?: Trace): Float32Array {
  let x = crop
  CONVS.forEach((shape, layer) => {
    const columns = unroll(x, shape.in, shape.side)
    const activated = convRelu(columns, shape, weights[2 * layer]!, weights[2 * layer + 1]!)
    const index = trace ? new Int32Array(activated.length / 4) : undefined
    x = maxPool(activated, shape.out, shape.side, index)
    if (trace && index) {
      trace.columns.push(columns)
      trace.activated.push(activated)
      trace.pooled.push(x)
      trace.poolIndex.push(index)
    }
  })
  const hidden = dense(x, weights[6]!, weights[7]!, true)
  if (trace) trace.hidden = hidden
  return dense(hidden, weights[8]!, weights[9]!, false)
}

export function softmax(logits: Float32Array): Float32Array {
  let max = -Infinity
  for (const v of logits) max = Math.max(max, v)
  const out = new Float32Array(logits.length)
  let sum = 0
  for (let i = 0; i < logits.length; i++) sum += out[i] = Math.exp(logits[i]! - max)
  for (let i = 0; i < out.length; i++) out[i]! /= sum
  return out
}
