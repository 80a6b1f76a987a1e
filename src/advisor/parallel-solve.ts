import { BatchKernel } from './batch-kernel'
import { LANES } from './batch-turn'
import type { HelperRequest, HelperResponse } from './layer-protocol'
import type { TableOptions } from '../rules'
import { exactModel, type ExactVariantId } from './model'
import { gather, scatter, statesToSolve, type SolveProgress } from './solver'
import { pauseForOtherTasks } from './steps'

/** A helper worker as the coordinator sees it (a Worker, or an in-process stand-in in tests). */
export interface HelperPort {
  postMessage(message: HelperRequest): void
  onmessage: ((event: { data: HelperResponse }) => void) | null
}

/** Chunks per layer: small enough that no thread waits long for the slowest. */
const CHUNKS_PER_LAYER = 24
/** Chunks a helper holds at once, so it never waits for this thread to hand it the next. */
const IN_FLIGHT = 2

/**
 * Solves a variant, layer by layer, on this thread and the helpers (none: this thread alone).
 * Each layer is cut into chunks, taken by whichever thread is free, so a faster or less busy thread
 * takes more and all finish a layer together (equal slices left a thread idle for a fifth of a
 * traced browser solve). Helpers join once they have built their model: the solve does not wait
 * for them. This thread pauses between its own chunks to read the helpers' answers and hand out
 * more; each helper holds two. A helper's first chunk of a layer carries the layer solved before
 * it. Without shared memory (a page needs cross-origin isolation for that) this copy is the price:
 * about 8 bytes per state per helper, small beside the solve. Every thread runs the WebAssembly
 * batch turn where the engine compiles it (about 3.5× faster than JavaScript, bit-identical), else
 * the JavaScript one.
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
  const total = statesToSolve(model)
  const joined = new Set<HelperPort>()
  let layer: LayerWork | null = null
  for (const helper of helpers) {
    helper.onmessage = ({ data }) => {
      if (data.type === 'ready') joined.add(helper)
      else layer?.answered(helper, data)
      layer?.handOut(helper)
    }
    helper.postMessage({ type: 'start', variant, options: model.options })
  }
  let done = 0
  let previous: { layer: number; values: Float64Array } | undefined
  for (let n = model.layers.length - 2; n >= 0; n--) {
    const states = model.layers[n]!
    // Chunks in whole batches, so no lane is wasted except at the very end.
    const chunk = Math.max(LANES, Math.ceil(states.length / CHUNKS_PER_LAYER / LANES) * LANES)
    const work: LayerWork = new LayerWork(n, states, chunk, previous, joined, (from, to, got) => {
      if (got) scatter(values, states.subarray(from, to), got)
      done += to - from
      onProgress?.({ done, total })
    })
    layer = work
    for (const helper of joined) work.handOut(helper)
    for (let range = work.take(); range; range = work.take()) {
      kernel.solveStates(values, states, range.from, range.to)
      work.finished(range.from, range.to)
      // Lets helpers join and be answered.
      await pauseForOtherTasks()
    }
    await work.allBack
    previous = { layer: n, values: gather(values, states) }
  }
  layer = null
  for (const helper of helpers) helper.onmessage = null
  return values
}

/** One layer's chunks: who holds which, and when all are back. */
class LayerWork {
  private next = 0
  private out = 0
  private readonly held = new Map<HelperPort, number>()
  private readonly given = new Set<HelperPort>()
  private resolve = () => {}
  readonly allBack = new Promise<void>((resolve) => (this.resolve = resolve))

  constructor(
    private readonly n: number,
    private readonly states: Int32Array,
    private readonly chunk: number,
    private readonly previous: { layer: number; values: Float64Array } | undefined,
    private readonly joined: ReadonlySet<HelperPort>,
    private readonly onDone: (from: number, to: number, values: Float64Array | null) => void,
  ) {
    if (states.length === 0) this.resolve()
  }

  take(): { from: number; to: number } | null {
    if (this.next >= this.states.length) return null
    const from = this.next
    this.next = Math.min(this.states.length, from + this.chunk)
    this.out++
    return { from, to: this.next }
  }

  finished(from: number, to: number, values: Float64Array | null = null): void {
    this.onDone(from, to, values)
    if (--this.out === 0 && this.next >= this.states.length) this.resolve()
  }

  handOut(helper: HelperPort): void {
    if (!this.joined.has(helper)) return
    while ((this.held.get(helper) ?? 0) < IN_FLIGHT) {
      const range = this.take()
      if (!range) return
      this.held.set(helper, (this.held.get(helper) ?? 0) + 1)
      const first = !this.given.has(helper)
      this.given.add(helper)
      helper.postMessage({
        type: 'slice',
        layer: this.n,
        ...range,
        previous: first ? this.previous : undefined,
      })
    }
  }

  answered(helper: HelperPort, reply: Extract<HelperResponse, { type: 'slice' }>): void {
    if (reply.layer !== this.n) return
    this.held.set(helper, (this.held.get(helper) ?? 1) - 1)
    this.finished(reply.from, reply.from + reply.values.length, reply.values)
  }
}
