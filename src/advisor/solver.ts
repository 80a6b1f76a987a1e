import { BatchKernel } from './batch-kernel'
import type { ExactModel } from './model'

/**
 * Backward induction over a model's states, layer by layer from the full sheet to the empty one.
 * A layer (states with the same number of filled boxes) depends only on later layers, so its states
 * can be split among workers in any way; `solveStates` is the unit of work they share.
 */
export interface SolveProgress {
  done: number
  total: number
}

/** Solves states[from … to) of one layer into `values`; later layers must already be solved. */
export function solveStates(
  kernel: BatchKernel,
  values: Float64Array,
  states: Int32Array,
  from: number,
  to: number,
): void {
  kernel.solveStates(values, states, from, to)
}

/** States a full solve computes (every layer except the full sheet, whose value is 0). */
export function statesToSolve(model: ExactModel): number {
  return model.layers.slice(0, -1).reduce((sum, layer) => sum + layer.length, 0)
}

/** Filters each layer to the states reachable from the given lower code and upper state onward. */
export function layersFrom(model: ExactModel, state: number): Int32Array[] {
  const nu = model.upper.count
  const code = model.lowerCodes[Math.floor(state / nu)]!
  const upperMask = model.upper.mask[state % nu]!
  const lowerBits = code & ~model.yahtzeeFlag
  return model.layers.map((layer) =>
    layer.filter((s) => {
      const c = model.lowerCodes[Math.floor(s / nu)]!
      const u = model.upper.mask[s % nu]!
      return (c & lowerBits) === lowerBits && (u & upperMask) === upperMask
    }),
  )
}

/**
 * Single-threaded solve (the browser worker, tests). `layers` may be narrowed with `layersFrom`
 * to solve only what a mid-game sheet can still reach.
 */
export function solveSequential(
  model: ExactModel,
  onProgress?: (progress: SolveProgress) => void,
  layers: readonly Int32Array[] = model.layers,
): Float64Array {
  const values = new Float64Array(model.stateCount)
  const kernel = new BatchKernel(model)
  const total = layers.slice(0, -1).reduce((sum, layer) => sum + layer.length, 0)
  const chunk = 4096
  let done = 0
  for (let n = layers.length - 2; n >= 0; n--) {
    const layer = layers[n]!
    for (let from = 0; from < layer.length; from += chunk) {
      const to = Math.min(layer.length, from + chunk)
      solveStates(kernel, values, layer, from, to)
      done += to - from
      onProgress?.({ done, total })
    }
  }
  return values
}

/** values[layer[i]] = layerValues[i]: a layer solved elsewhere, into this thread's values. */
export function scatter(values: Float64Array, layer: Int32Array, layerValues: Float64Array): void {
  for (let i = 0; i < layer.length; i++) values[layer[i]!] = layerValues[i]!
}

/**
 * layer[i] → values[layer[i]], the reverse of scatter. A plain loop: `Float64Array.from(layer,
 * map)` goes through the iterator protocol and took a second of a traced browser solve.
 */
export function gather(values: Float64Array, layer: Int32Array): Float64Array {
  const out = new Float64Array(layer.length)
  for (let i = 0; i < layer.length; i++) out[i] = values[layer[i]!]!
  return out
}
