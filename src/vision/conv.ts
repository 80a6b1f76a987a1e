/** The 3×3 convolution and the 2×2 max-pool that both networks (finder and reader) run on. */
import { simdConvStack, type ConvLayer } from './conv-simd'

export type { ConvLayer } from './conv-simd'

const simdStack = simdConvStack()

/**
 * A network's layers one after another, keeping nothing between them (reading, not training): on
 * the WebAssembly SIMD kernel where it runs (conv-simd.ts), else in JavaScript.
 */
export function convStack(
  input: Float32Array,
  h: number,
  w: number,
  layers: readonly ConvLayer[],
): { data: Float32Array; h: number; w: number } {
  return (simdStack ?? scalarConvStack)(input, h, w, layers)
}

/**
 * A network's layers as convStack takes them: each shape's channels with its [weights, bias]
 * from `weights` (stored two a layer, in order); a layer pools unless its shape says not.
 */
export function layersOf(
  shapes: readonly { in: number; out: number; pool?: boolean }[],
  weights: readonly Float32Array[],
): ConvLayer[] {
  return shapes.map((shape, i) => ({
    cin: shape.in,
    cout: shape.out,
    weights: weights[2 * i]!,
    bias: weights[2 * i + 1]!,
    pool: shape.pool ?? true,
  }))
}

/** The layers in JavaScript, one convolution and pool at a time. */
export function scalarConvStack(
  input: Float32Array,
  h: number,
  w: number,
  layers: readonly ConvLayer[],
): { data: Float32Array; h: number; w: number } {
  let data = input
  for (const layer of layers) {
    data = conv3(data, layer.cin, h, w, layer.weights, layer.bias, layer.cout)
    if (layer.pool) {
      data = pool2(data, layer.cout, h, w)
      h >>= 1
      w >>= 1
    }
  }
  return { data, h, w }
}

/**
 * 3×3 "same" convolution of a channels-first h×w picture, then ReLU; `cout` must be even. The
 * finder spends nearly all of a frame's time here, so it is written for speed: each input channel
 * is first copied into a frame of zeros one pixel wide (no edge cases inside the loop), two output
 * channels are made in one pass, and each row slides a 3×3 window along, loading three new pixels
 * a step instead of nine. The sums are taken in the plain order, so the result is the same.
 */
export function conv3(
  input: Float32Array,
  cin: number,
  h: number,
  w: number,
  weights: Float32Array,
  bias: Float32Array,
  cout: number,
): Float32Array {
  if (cout % 2 !== 0) throw new Error('conv3 makes output channels in pairs')
  const area = h * w
  const pw = w + 2
  const padded = new Float32Array(cin * (h + 2) * pw)
  for (let c = 0; c < cin; c++) {
    for (let y = 0; y < h; y++) {
      const from = c * area + y * w
      padded.set(input.subarray(from, from + w), (c * (h + 2) + y + 1) * pw + 1)
    }
  }
  const out = new Float32Array(cout * area)
  for (let o = 0; o < cout; o += 2) {
    const first = o * area
    const second = first + area
    out.fill(bias[o]!, first, second)
    out.fill(bias[o + 1]!, second, second + area)
    for (let c = 0; c < cin; c++) {
      const k = (o * cin + c) * 9
      const w0 = weights[k]!
      const w1 = weights[k + 1]!
      const w2 = weights[k + 2]!
      const w3 = weights[k + 3]!
      const w4 = weights[k + 4]!
      const w5 = weights[k + 5]!
      const w6 = weights[k + 6]!
      const w7 = weights[k + 7]!
      const w8 = weights[k + 8]!
      const q = k + cin * 9
      const v0 = weights[q]!
      const v1 = weights[q + 1]!
      const v2 = weights[q + 2]!
      const v3 = weights[q + 3]!
      const v4 = weights[q + 4]!
      const v5 = weights[q + 5]!
      const v6 = weights[q + 6]!
      const v7 = weights[q + 7]!
      const v8 = weights[q + 8]!
      const src = c * (h + 2) * pw
      for (let y = 0; y < h; y++) {
        const r0 = src + y * pw
        const r1 = r0 + pw
        const r2 = r1 + pw
        const d = first + y * w
        const e = second + y * w
        let a0 = padded[r0]!
        let a1 = padded[r0 + 1]!
        let b0 = padded[r1]!
        let b1 = padded[r1 + 1]!
        let c0 = padded[r2]!
        let c1 = padded[r2 + 1]!
        for (let x = 0; x < w; x++) {
          const a2 = padded[r0 + x + 2]!
          const b2 = padded[r1 + x + 2]!
          const c2 = padded[r2 + x + 2]!
          out[d + x] =
            out[d + x]! +
            w0 * a0 +
            w1 * a1 +
            w2 * a2 +
            w3 * b0 +
            w4 * b1 +
            w5 * b2 +
            w6 * c0 +
            w7 * c1 +
            w8 * c2
          out[e + x] =
            out[e + x]! +
            v0 * a0 +
            v1 * a1 +
            v2 * a2 +
            v3 * b0 +
            v4 * b1 +
            v5 * b2 +
            v6 * c0 +
            v7 * c1 +
            v8 * c2
          a0 = a1
          a1 = a2
          b0 = b1
          b1 = b2
          c0 = c1
          c1 = c2
        }
      }
    }
  }
  for (let p = 0; p < out.length; p++) if (out[p]! < 0) out[p] = 0
  return out
}

/** 2×2 max-pool of a channels-first h×w picture (h, w even); `index` records the winners. */
export function pool2(
  input: Float32Array,
  channels: number,
  h: number,
  w: number,
  index?: Int32Array,
): Float32Array {
  const hh = h >> 1
  const hw = w >> 1
  const out = new Float32Array(channels * hh * hw)
  for (let c = 0; c < channels; c++) {
    for (let y = 0; y < hh; y++) {
      for (let x = 0; x < hw; x++) {
        const a = (c * h + 2 * y) * w + 2 * x
        let best = a
        if (input[a + 1]! > input[best]!) best = a + 1
        if (input[a + w]! > input[best]!) best = a + w
        if (input[a + w + 1]! > input[best]!) best = a + w + 1
        const o = (c * hh + y) * hw + x
        out[o] = input[best]!
        if (index) index[o] = best
      }
    }
  }
  return out
}
