/**
 * The die reader: a small convolutional network over a CROP_SIZE² brightness crop of one die.
 * Three 3×3 convolutions (each followed by ReLU and a 2×2 max-pool) and two dense layers give
 * seven scores: "not a die" and the faces 1–6. Channels first, row by row, no batching: the
 * recogniser reads a handful of crops a frame.
 */
import { conv3, convStack, layersOf, pool2 } from './conv'

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

/** Output channels of the three convolutions. */
export const CHANNELS = [12, 24, 48] as const

export const CONVS: readonly ConvShape[] = CHANNELS.map((out, layer) => ({
  in: layer === 0 ? 1 : CHANNELS[layer - 1]!,
  out,
  side: CROP_SIZE >> layer,
}))
export const HIDDEN = 64
/** The last convolution's pooled output, flattened: channels × (CROP_SIZE / 8)². */
export const FLAT = CHANNELS[CHANNELS.length - 1]! * (CROP_SIZE >> 3) ** 2

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
  /** Each convolution's input (channels first, unpadded). */
  inputs: Float32Array[]
  activated: Float32Array[]
  pooled: Float32Array[]
  poolIndex: Int32Array[]
  hidden: Float32Array
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
  if (!trace) {
    const features = convStack(crop, CROP_SIZE, CROP_SIZE, layersOf(CONVS, weights)).data
    return dense(dense(features, weights[6]!, weights[7]!, true), weights[8]!, weights[9]!, false)
  }
  let x = crop
  CONVS.forEach((shape, layer) => {
    const { in: cin, out: cout, side } = shape
    const activated = conv3(x, cin, side, side, weights[2 * layer]!, weights[2 * layer + 1]!, cout)
    const index = trace ? new Int32Array(activated.length / 4) : undefined
    const pooled = pool2(activated, cout, side, side, index)
    if (trace && index) {
      trace.inputs.push(x)
      trace.activated.push(activated)
      trace.pooled.push(pooled)
      trace.poolIndex.push(index)
    }
    x = pooled
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
