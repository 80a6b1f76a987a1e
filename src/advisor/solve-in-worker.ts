import type { TableOptions, VariantId } from '../rules'
import type { SolveProgress } from './solver'
import type { SolvedTable } from './table'
import type { SolverRequest, SolverResponse } from './worker-protocol'

// Imports nothing but types: the page starts a new rule set's solve with this alone, while the
// advisor's own code is still loading (its parse took 0.14–0.18 s at 4× CPU in the house-rule
// bench).

/** A solve started in a worker: its table, and a copy of the values if one was asked for. */
export interface SolveInWorker {
  table: Promise<SolvedTable & { copy?: Float32Array }>
  /** Ends the worker; `table` rejects with an AbortError. */
  stop(): void
}

/**
 * Starts a solve in a Web Worker. `storeCopy`: the worker also sends a copy of the values, for
 * storage, so the page can advise from the table while the copy is stored.
 */
export function startSolveInWorker(
  variant: VariantId,
  tableOptions: TableOptions,
  onProgress: ((progress: SolveProgress) => void) | undefined,
  signal: AbortSignal | undefined,
  { storeCopy = false }: { storeCopy?: boolean },
): SolveInWorker {
  const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' })
  let stop = () => {}
  const table = new Promise<SolvedTable & { copy?: Float32Array }>((resolve, reject) => {
    stop = () => {
      finish()
      reject(new DOMException('The advisor solve was aborted', 'AbortError'))
    }
    const finish = () => {
      signal?.removeEventListener('abort', stop)
      worker.terminate()
    }
    if (signal?.aborted) return stop()
    signal?.addEventListener('abort', stop, { once: true })
    worker.onmessage = (event: MessageEvent<SolverResponse>) => {
      const message = event.data
      if (message.type === 'progress') onProgress?.({ done: message.done, total: message.total })
      else if (message.type === 'done') {
        finish()
        resolve({ meta: message.meta, values: message.values, copy: message.copy })
      } else {
        finish()
        reject(new Error(message.message))
      }
    }
    worker.onerror = (event) => {
      finish()
      reject(new Error(event.message || 'The advisor worker failed'))
    }
    worker.postMessage({
      variant,
      options: tableOptions,
      storeCopy,
    } satisfies SolverRequest)
  })
  return {
    table,
    stop: () => stop(),
  }
}
