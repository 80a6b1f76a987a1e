import { BatchKernel } from './batch-kernel'
import { LANES } from './batch-turn'
import type { HelperRequest, HelperResponse } from './layer-protocol'
import type { TableOptions } from '../rules'
import { exactModel, type ExactVariantId } from './model'
import { gather, scatter, statesToSolve, type SolveProgress } from './solver'

/** A helper worker as the coordinator sees it (a Worker, or an in-process stand-in in tests). */
export interface HelperPort {
  postMessage(message: HelperRequest): void
  onmessage: ((event: { data: HelperResponse }) => void) | null
}

/** Chunks per helper and layer: small enough that no helper waits long for the slowest. */
const CHUNKS_PER_HELPER = 8

/**
 * Solves a variant, layer by layer, on the helpers (none: this thread alone). Each layer is cut
 * into chunks handed out as helpers finish the one before, so a faster or less busy thread takes
 * more of them and all finish a layer together (fixed equal slices left one thread idle for a
 * fifth of the solve in a Chromium trace). This thread only hands out chunks and gathers values:
 * it answers a helper at once instead of after a slice of its own. A helper's first chunk of a
 * layer carries the layer solved before it. Without shared memory (a page needs cross-origin
 * isolation for that) this copy is the price: about 8 bytes per state per helper, small beside
 * the solve. Every thread runs the WebAssembly batch turn where the engine compiles it (about
 * 3.5× faster than JavaScript, bit-identical), else the JavaScript one.
 */
export async function solveInParallel(
  variant: ExactVariantId,
  helpers: readonly HelperPort[],
  onProgress: ((progress: SolveProgress) => void) | undefined,
  options: TableOptions,
  /** Awaited once everything is ready to solve: the model built, the helpers told to build theirs. */
  ready?: Promise<unknown>,
): Promise<Float64Array> {
  const model = exactModel(variant, options)
  const values = new Float64Array(model.stateCount)
  const total = statesToSolve(model)
  if (helpers.length === 0) {
    const kernel = new BatchKernel(model, { wasm: true })
    await ready
    let done = 0
    for (let n = model.layers.length - 2; n >= 0; n--) {
      const layer = model.layers[n]!
      kernel.solveStates(values, layer, 0, layer.length)
      done += layer.length
      onProgress?.({ done, total })
    }
    return values
  }
  for (const helper of helpers)
    helper.postMessage({ type: 'start', variant, options: model.options })
  await ready
  let done = 0
  let previous: { layer: number; values: Float64Array } | undefined
  for (let n = model.layers.length - 2; n >= 0; n--) {
    const layer = model.layers[n]!
    // Chunks in whole batches, so no lane is wasted except at the very end.
    const chunk = Math.max(
      LANES,
      Math.ceil(layer.length / helpers.length / CHUNKS_PER_HELPER / LANES) * LANES,
    )
    await solveLayer(helpers, n, layer.length, chunk, previous, (reply) => {
      scatter(values, layer.subarray(reply.from, reply.from + reply.values.length), reply.values)
      done += reply.values.length
      onProgress?.({ done, total })
    })
    previous = { layer: n, values: gather(values, layer) }
  }
  return values
}

/** Hands out layer `n`'s chunks to the helpers as they come free; resolves when all are back. */
function solveLayer(
  helpers: readonly HelperPort[],
  n: number,
  size: number,
  chunk: number,
  previous: { layer: number; values: Float64Array } | undefined,
  onReply: (reply: HelperResponse) => void,
): Promise<void> {
  return new Promise((resolve) => {
    let next = 0
    let waiting = 0
    const send = (helper: HelperPort, first: boolean) => {
      const from = next
      next = Math.min(size, next + chunk)
      waiting++
      helper.postMessage({
        type: 'slice',
        layer: n,
        from,
        to: next,
        previous: first ? previous : undefined,
      })
    }
    for (const helper of helpers) {
      helper.onmessage = ({ data }) => {
        waiting--
        onReply(data)
        if (next < size) send(helper, false)
        else if (waiting === 0) resolve()
      }
      // Every helper gets the layer solved before, even one left without a chunk: its next
      // layer's chunks build on it.
      send(helper, true)
    }
  })
}
