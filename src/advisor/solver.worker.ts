/**
 * Web Worker entry: receives { variant }, posts { type: 'progress', done, total } as layers finish
 * and finally { type: 'done', meta, values } with the Float32 values transferred, not copied.
 * Single-threaded: one phone core solves Yatzy in roughly the time the Node CLI reports for one
 * thread (see scripts/solve.ts).
 */
import { isExactVariant } from './model'
import { solveTable } from './solve-table'
import type { SolverRequest, SolverResponse } from './worker-protocol'

interface WorkerScope {
  onmessage: ((event: MessageEvent<SolverRequest>) => void) | null
  postMessage(message: SolverResponse, transfer?: Transferable[]): void
}

const scope = self as unknown as WorkerScope

scope.onmessage = (event) => {
  const { variant } = event.data
  try {
    if (!isExactVariant(variant)) throw new Error(`No exact solver for ${variant}`)
    let lastPosted = 0
    const table = solveTable(variant, ({ done, total }) => {
      // About a hundred progress messages per solve are plenty for a progress bar.
      if (done === total || done - lastPosted >= total / 100) {
        lastPosted = done
        scope.postMessage({ type: 'progress', done, total })
      }
    })
    scope.postMessage({ type: 'done', meta: table.meta, values: table.values }, [
      table.values.buffer,
    ])
  } catch (error) {
    scope.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
