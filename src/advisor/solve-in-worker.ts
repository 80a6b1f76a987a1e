import type { TableOptions, VariantId } from '../rules'
import type { SolveProgress } from './solver'
import type { SolvedTable } from './table'
import type { SolverRequest, SolverResponse } from './worker-protocol'

// Imports nothing but types: the page starts a new rule set's solve with this alone, while the
// advisor's own code is still loading (its parse took 0.14–0.18 s at 4× CPU in the house-rule
// bench).

/** More threads than this gain little: the last layers are too small to share. */
const MAX_THREADS = 8

/** A solve started in a worker: its table, and a copy of the values if one was asked for. */
export interface SolveInWorker {
  table: Promise<SolvedTable & { copy?: Float32Array }>
  /** Ends the workers; `table` rejects with an AbortError. */
  stop(): void
}

/**
 * Starts a solve in a Web Worker, with a helper worker for each further core the browser offers
 * (navigator.hardwareConcurrency), each linked to the solve by a message port of its own.
 * `storeCopy`: the worker also sends a copy of the values, for storage, so the page can advise
 * from the table while the copy is stored.
 *
 * The page starts the helpers, not the solve worker: Firefox ESR at times never returned from a
 * `new Worker()` inside a worker (the solve then waited for ever; 4 of 300 stress starts with
 * nested helpers, none of 300 with the page's, research 2026-12-05), and workers cannot nest at
 * all in older Safari.
 */
export function startSolveInWorker(
  variant: VariantId,
  tableOptions: TableOptions,
  onProgress: ((progress: SolveProgress) => void) | undefined,
  signal: AbortSignal | undefined,
  { storeCopy = false }: { storeCopy?: boolean },
): SolveInWorker {
  const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' })
  const threads = Math.min(MAX_THREADS, globalThis.navigator?.hardwareConcurrency || 1)
  // `new Worker(new URL(…))` word for word: the form Vite bundles as a worker file.
  const helpers = Array.from(
    { length: threads - 1 },
    () => new Worker(new URL('./solver-helper.worker.ts', import.meta.url), { type: 'module' }),
  )
  const helperPorts = helpers.map((helper) => {
    const channel = new MessageChannel()
    helper.postMessage(null, [channel.port1])
    return channel.port2
  })
  let stop = () => {}
  const table = new Promise<SolvedTable & { copy?: Float32Array }>((resolve, reject) => {
    stop = () => {
      finish()
      reject(new DOMException('The advisor solve was aborted', 'AbortError'))
    }
    const finish = () => {
      signal?.removeEventListener('abort', stop)
      worker.terminate()
      for (const helper of helpers) helper.terminate()
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
    const failed = (fallback: string) => (event: ErrorEvent) => {
      finish()
      reject(new Error(event.message || fallback))
    }
    worker.onerror = failed('The advisor worker failed')
    for (const helper of helpers) helper.onerror = failed('An advisor helper worker failed')
    worker.postMessage(
      { variant, options: tableOptions, storeCopy, helpers: helperPorts } satisfies SolverRequest,
      helperPorts,
    )
  })
  return {
    table,
    stop: () => stop(),
  }
}
