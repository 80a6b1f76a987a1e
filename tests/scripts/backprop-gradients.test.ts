import { describe, expect, it } from 'vitest'
import { backward } from '../../scripts/vision/backprop'
import { mulberry32 } from '../../scripts/vision/random'
import {
  CROP_SIZE,
  forward,
  softmax,
  tensorSizes,
  type Trace,
  type Weights,
} from '../../src/vision/net'

/**
 * backprop.ts against central finite differences of net.ts's forward pass, tensor by tensor: the
 * three convolutions (each with its ReLU and max-pool; the first passes no gradient on to the
 * crop), the hidden dense layer with its ReLU, the output layer and softmax cross-entropy.
 *
 * The forward pass works in Float32 and has kinks (ReLU, max-pool), so each difference is taken
 * over a step of 1e-3: large enough to stand above float noise, small enough to cross few kinks.
 * On this network a right gradient misses by under 0.6 % of its tensor's gradient norm along a
 * random direction and under 2.2 % at its largest entries; the bounds leave some room above that.
 */

const random = mulberry32(31)
const uniform = (size: number, scale: number) =>
  Float32Array.from({ length: size }, () => (random() * 2 - 1) * scale)

/** He-sized kernels and small random biases, so that some ReLUs are off and pools choose. */
const weights: Weights = tensorSizes().map((size, t, sizes) =>
  t % 2 === 1 ? uniform(size, 0.1) : uniform(size, Math.sqrt(6 / (size / sizes[t + 1]!))),
)
const crop = uniform(CROP_SIZE * CROP_SIZE, 1)
const LABEL = 3
const STEP = 1e-3
const TENSORS = ['conv 1', 'conv 2', 'conv 3', 'hidden', 'output'].flatMap((layer, i) => [
  [`${layer} kernel`, 2 * i] as const,
  [`${layer} bias`, 2 * i + 1] as const,
])

function loss(net: Weights): number {
  return -Math.log(softmax(forward(crop, net))[LABEL]!)
}

function gradients(weight = 1): { grads: Weights; loss: number } {
  const trace: Trace = {
    inputs: [],
    activated: [],
    pooled: [],
    poolIndex: [],
    hidden: new Float32Array(),
  }
  const logits = forward(crop, weights, trace)
  const grads = weights.map((w) => new Float32Array(w.length))
  return { grads, loss: backward(logits, LABEL, trace, weights, grads, weight) }
}

/** The loss's slope along `direction` in tensor `t`, by central differences. */
function numericSlope(t: number, direction: Float32Array): number {
  const at = (sign: number) => {
    const moved = weights.slice()
    moved[t] = weights[t]!.map((w, i) => w + sign * STEP * direction[i]!)
    return loss(moved)
  }
  return (at(1) - at(-1)) / (2 * STEP)
}

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i]!, 0)

describe('the dice reader’s backprop against finite differences', () => {
  const { grads, loss: reported } = gradients()

  it('returns the cross-entropy of the forward pass', () => {
    expect(reported).toBeCloseTo(loss(weights), 5)
  })

  it('scales every gradient by the crop’s weight', () => {
    const { grads: quarter } = gradients(0.25)
    const misses = quarter.flatMap((tensor, t) =>
      [...tensor].map((g, i) => Math.abs(g - 0.25 * grads[t]![i]!)),
    )
    expect(misses.reduce((a, b) => Math.max(a, b), 0)).toBeLessThan(1e-6)
  })

  // Every entry of the tensor counts in a random direction's slope.
  it.each(TENSORS)('%s: along random directions', (_name, t) => {
    const norm = Math.sqrt(dot(grads[t]!, grads[t]!))
    expect(norm).toBeGreaterThan(1e-3)
    for (let k = 0; k < 3; k++) {
      const raw = uniform(weights[t]!.length, 1)
      const length = Math.sqrt(dot(raw, raw))
      const direction = raw.map((x) => x / length)
      expect(Math.abs(numericSlope(t, direction) - dot(grads[t]!, direction))).toBeLessThan(
        0.02 * norm,
      )
    }
  })

  it.each(TENSORS)('%s: at its four largest entries', (_name, t) => {
    const tensor = grads[t]!
    const largest = [...tensor.keys()]
      .sort((a, b) => Math.abs(tensor[b]!) - Math.abs(tensor[a]!))
      .slice(0, 4)
    for (const i of largest) {
      const direction = new Float32Array(tensor.length)
      direction[i] = 1
      expect(Math.abs(numericSlope(t, direction) - tensor[i]!)).toBeLessThan(
        0.05 * Math.abs(tensor[i]!),
      )
    }
  })
})
