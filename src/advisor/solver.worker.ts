/**
 * Web Worker entry: receives { variant, options, helpers }, posts { type: 'progress', done, total }
 * as layers finish and finally { type: 'done', meta, values } with the Float32 values transferred,
 * not copied. It solves on this thread and on the helper workers the page started
 * (solver-helper.worker.ts), one message port to each, sharing each layer in chunks
 * (parallel-solve.ts); alone when it is given none.
 * Every thread runs the WebAssembly batch turn, or the JavaScript one where WebAssembly is missing.
 */
import { exactModel, isExactVariant } from './model'
import { solveInParallel, type HelperPort } from './parallel-solve'
import type { SolveProgress } from './solver'
import { packTable } from './table'
import type { HelperRequest } from './layer-protocol'
import type { SolverRequest, SolverResponse } from './worker-protocol'

interface WorkerScope {
  onmessage: ((event: MessageEvent<SolverRequest>) => void) | null
  postMessage(message: SolverResponse, transfer?: Transferable[]): void
}

const scope = self as unknown as WorkerScope

scope.onmessage = async (event) => {
  const { variant, options, storeCopy, helpers = [] } = event.data
  try {
    if (!isExactVariant(variant)) throw new Error(`No exact solver for ${variant}`)
    let lastPosted = 0
    const onProgress = ({ done, total }: SolveProgress) => {
      // 4 % steps: each one re-renders and repaints the page (a main-thread task of 40–100 ms at
      // 4× throttle in a trace), and a bar that moves every tenth of a second is plenty.
      if (done === total || done - lastPosted >= total / 25) {
        lastPosted = done
        scope.postMessage({ type: 'progress', done, total })
      }
    }
    // The helpers build their models beside this thread's, not after it (they joined 0.25–0.3 s
    // into the solve). The solve tells them to start again: a helper whose model is built only
    // says it is ready, and a port keeps that answer until the solve listens.
    for (const port of helpers)
      port.postMessage({ type: 'start', variant, options } satisfies HelperRequest)
    const model = exactModel(variant, options)
    const started = performance.now()
    const values = await solveInParallel(
      variant,
      helpers as unknown as HelperPort[],
      onProgress,
      options,
    )
    for (const port of helpers) port.close()
    const table = packTable(model, values, performance.now() - started)
    // Copied here rather than on the page's thread, which only passes it on to storage.
    const copy = storeCopy ? table.values.slice() : undefined
    scope.postMessage(
      { type: 'done', meta: table.meta, values: table.values, copy },
      copy ? [table.values.buffer, copy.buffer] : [table.values.buffer],
    )
  } catch (error) {
    scope.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
