/**
 * Web Worker entry: receives { variant, options }, posts { type: 'progress', done, total } as layers finish
 * and finally { type: 'done', meta, values } with the Float32 values transferred, not copied.
 * It solves on every core the browser offers (navigator.hardwareConcurrency): itself plus nested
 * helper workers (solver-helper.worker.ts, parallel-solve.ts); alone where workers cannot nest.
 */
import { exactModel, isExactVariant } from './model'
import { solveInParallel, type HelperPort } from './parallel-solve'
import { solveTable } from './solve-table'
import type { SolveProgress } from './solver'
import { packTable } from './table'
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
  const { variant, options = {} } = event.data
  const fail = (error: unknown) =>
    scope.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    })
  try {
    if (!isExactVariant(variant)) throw new Error(`No exact solver for ${variant}`)
    let lastPosted = 0
    const onProgress = ({ done, total }: SolveProgress) => {
      // About a hundred progress messages per solve are plenty for a progress bar.
      if (done === total || done - lastPosted >= total / 100) {
        lastPosted = done
        scope.postMessage({ type: 'progress', done, total })
      }
    }
    const threads = Math.min(MAX_THREADS, scope.navigator?.hardwareConcurrency ?? 1)
    let table
    if (threads > 1 && typeof Worker !== 'undefined') {
      const helpers = Array.from({ length: threads - 1 }, () => {
        const worker = new Worker(new URL('./solver-helper.worker.ts', import.meta.url), {
          type: 'module',
        })
        worker.onerror = (error) => fail(error.message || 'An advisor helper worker failed')
        return worker as HelperPort
      })
      const started = performance.now()
      const values = await solveInParallel(variant, helpers, onProgress, options)
      for (const helper of helpers) (helper as Worker).terminate()
      table = packTable(exactModel(variant, options), values, performance.now() - started)
    } else {
      table = solveTable(variant, onProgress, options)
    }
    scope.postMessage({ type: 'done', meta: table.meta, values: table.values }, [
      table.values.buffer,
    ])
  } catch (error) {
    fail(error)
  }
}
