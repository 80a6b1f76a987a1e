/**
 * Web Worker entry: receives { variant, options }, posts { type: 'progress', done, total } as layers finish
 * and finally { type: 'done', meta, values } with the Float32 values transferred, not copied.
 * It solves on every core the browser offers (navigator.hardwareConcurrency): itself plus nested
 * helper workers (solver-helper.worker.ts), sharing each layer in chunks (parallel-solve.ts);
 * alone where workers cannot nest.
 * Every thread runs the WebAssembly batch turn, or the JavaScript one where WebAssembly is missing.
 */
import { exactModel, exactModelInSteps, isExactVariant } from './model'
import { solveInParallel, type HelperPort } from './parallel-solve'
import type { SolveProgress } from './solver'
import { pauseForOtherTasks } from './steps'
import { packTable } from './table'
import type { HelperRequest } from './layer-protocol'
import type { SolverRequest, SolverResponse } from './worker-protocol'

interface WorkerScope {
  onmessage: ((event: MessageEvent<SolverRequest>) => void) | null
  postMessage(message: SolverResponse, transfer?: Transferable[]): void
  navigator?: { hardwareConcurrency?: number }
}

const scope = self as unknown as WorkerScope
/** More threads than this gain little: the last layers are too small to share. */
const MAX_THREADS = 8

scope.onmessage = async (event) => {
  const { variant, options, storeCopy } = event.data
  const fail = (error: unknown) =>
    scope.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    })
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
    // The helpers first, told to build their models at once, beside this thread's, not after it
    // (they joined 0.25–0.3 s into the solve); this model is built in steps because a nested
    // worker starts only through tasks of this thread. The solve tells them to start again: a
    // helper whose model is built only says it is ready.
    const threads = Math.min(MAX_THREADS, scope.navigator?.hardwareConcurrency ?? 1)
    const helpers =
      threads > 1 && typeof Worker !== 'undefined'
        ? Array.from({ length: threads - 1 }, () => {
            const worker = new Worker(new URL('./solver-helper.worker.ts', import.meta.url), {
              type: 'module',
            })
            worker.onerror = (error) => fail(error.message || 'An advisor helper worker failed')
            worker.postMessage({ type: 'start', variant, options } satisfies HelperRequest)
            return worker
          })
        : []
    await exactModelInSteps(variant, options, pauseForOtherTasks)
    const started = performance.now()
    const values = await solveInParallel(
      variant,
      helpers as unknown as HelperPort[],
      onProgress,
      options,
    )
    for (const helper of helpers) helper.terminate()
    const table = packTable(exactModel(variant, options), values, performance.now() - started)
    // Copied here rather than on the page's thread, which only passes it on to storage.
    const copy = storeCopy ? table.values.slice() : undefined
    scope.postMessage(
      { type: 'done', meta: table.meta, values: table.values, copy },
      copy ? [table.values.buffer, copy.buffer] : [table.values.buffer],
    )
  } catch (error) {
    fail(error)
  }
}
