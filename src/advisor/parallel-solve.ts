import { BatchKernel } from './batch-kernel'
import { LANES } from './batch-turn'
import type { HelperRequest, HelperResponse } from './layer-protocol'
import type { TableOptions } from '../rules'
import { exactModel, type ExactVariantId } from './model'
import { scatter, statesToSolve, type SolveProgress } from './solver'

/** A helper worker as the coordinator sees it (a Worker, or an in-process stand-in in tests). */
export interface HelperPort {
  postMessage(message: HelperRequest): void
  onmessage: ((event: { data: HelperResponse }) => void) | null
}

/**
 * Solves a variant on this thread plus the helpers (none: this thread alone), layer by layer: each
 * layer is cut into one slice per thread (this one takes the last), and the next layer's requests
 * carry the finished layer to every helper. Without shared memory (a page needs cross-origin
 * isolation for that) this copy is the price: about 8 bytes per state per helper, small beside the
 * solve. Every thread runs the WebAssembly batch turn where the engine compiles it (about 3.5×
 * faster than JavaScript, bit-identical), else the JavaScript one.
 */
export async function solveInParallel(
  variant: ExactVariantId,
  helpers: readonly HelperPort[],
  onProgress: ((progress: SolveProgress) => void) | undefined,
  options: TableOptions,
): Promise<Float64Array> {
  const model = exactModel(variant, options)
  const kernel = new BatchKernel(model, { wasm: true })
  const values = new Float64Array(model.stateCount)
  for (const helper of helpers)
    helper.postMessage({ type: 'start', variant, options: model.options })
  const total = statesToSolve(model)
  let done = 0
  let previous: { layer: number; values: Float64Array } | undefined
  for (let n = model.layers.length - 2; n >= 0; n--) {
    const layer = model.layers[n]!
    const threads = helpers.length + 1
    // Slices in whole batches, so no lane is wasted except at the very end.
    const slice = Math.ceil(layer.length / threads / LANES) * LANES
    const replies = helpers.map((helper, i) => {
      const from = Math.min(layer.length, i * slice)
      const to = Math.min(layer.length, from + slice)
      return sliceFrom(helper, { type: 'slice', layer: n, from, to, previous })
    })
    kernel.solveStates(values, layer, Math.min(layer.length, helpers.length * slice), layer.length)
    for (const reply of await Promise.all(replies))
      scatter(values, layer.subarray(reply.from, reply.from + reply.values.length), reply.values)
    previous = { layer: n, values: Float64Array.from(layer, (s) => values[s]!) }
    done += layer.length
    onProgress?.({ done, total })
  }
  return values
}

function sliceFrom(
  helper: HelperPort,
  request: Extract<HelperRequest, { type: 'slice' }>,
): Promise<HelperResponse> {
  return new Promise((resolve) => {
    helper.onmessage = (event) => resolve(event.data)
    helper.postMessage(request)
  })
}
