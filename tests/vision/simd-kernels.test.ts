import { describe, expect, it } from 'vitest'
import { scalarConvStack, type ConvLayer } from '../../src/vision/conv'
import { simdConvStack } from '../../src/vision/conv-simd'
import { DETECTOR_LAYERS } from '../../src/vision/detector'

/** A fixed pseudo-random sequence in −1 … 1, so a failure can be run again. */
function values(count: number, seed: number): Float32Array {
  let state = seed
  return Float32Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 30 - 1
  })
}

function layersOf(shapes: { in: number; out: number; pool: boolean }[]): ConvLayer[] {
  return shapes.map((shape, i) => ({
    cin: shape.in,
    cout: shape.out,
    weights: values(shape.out * shape.in * 9, 10 + i).map((v) => v / Math.sqrt(shape.in * 3)),
    bias: values(shape.out, 20 + i).map((v) => v / 4),
    pool: shape.pool,
  }))
}

describe('The WebAssembly SIMD layers', () => {
  const simd = simdConvStack()

  it('run in Node, as in the app’s worker', () => {
    expect(simd).toBeTypeOf('function')
  })

  // The finder's layers on pictures whose pooled rows are not whole groups of four, the reader's
  // shape, and a single layer with no pool.
  it.each([
    ['the finder’s layers, 240×320', DETECTOR_LAYERS, 240, 320],
    ['the finder’s layers, 120×228', DETECTOR_LAYERS, 120, 228],
    [
      'a reader’s layers, 32×32',
      [
        { in: 1, out: 12, pool: true },
        { in: 12, out: 24, pool: true },
        { in: 24, out: 48, pool: true },
      ],
      32,
      32,
    ],
    ['one layer, 5×7', [{ in: 3, out: 2, pool: false }], 5, 7],
  ])('give the JavaScript layers’ maps: %s', (_, shapes, h, w) => {
    const layers = layersOf([...shapes])
    const input = values(layers[0]!.cin * h * w, 1)
    const expected = scalarConvStack(input, h, w, layers)
    const got = simd!(input, h, w, layers)
    expect([got.h, got.w]).toEqual([expected.h, expected.w])
    expect(got.data).toHaveLength(expected.data.length)
    let worst = 0
    let zeros = 0
    for (let i = 0; i < got.data.length; i++) {
      worst = Math.max(worst, Math.abs(got.data[i]! - expected.data[i]!))
      if (got.data[i] === 0) zeros++
    }
    expect(worst).toBeLessThan(1e-4)
    // ReLU left zeros and kept the rest, so the comparison covers both sides of it.
    expect(zeros).toBeGreaterThan(0)
    expect(zeros).toBeLessThan(got.data.length)
  })

  it('give the same maps again after a larger picture has left its values in memory', () => {
    const layers = layersOf([...DETECTOR_LAYERS])
    const small = values(60 * 84, 2)
    const first = simd!(small, 60, 84, layers).data
    simd!(values(240 * 320, 3), 240, 320, layers)
    expect(simd!(small, 60, 84, layers).data).toEqual(first)
  })
})
