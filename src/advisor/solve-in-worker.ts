import type { TableOptions, VariantId } from '../rules'
import type { SolveProgress } from './solver'
import type { SolvedTable } from './table'
import type { SolverRequest, SolverResponse } from './worker-protocol'

// Imports nothing but types: the page starts a new rule set's solve with this alone, while the
// advisor's own code is still loading (its parse took 0.14–0.18 s at 4× CPU in the house-rule
// bench).

/** More threads than this gain little: the last layers are too small to share. */
const MAX_THREADS = 8
/**
 * A solve that has said nothing this long after its start never started (its first progress comes
 * within 0.4–1 s at 4× CPU): its workers are ended and it starts once more. A browser's worker
 * can hang at its start (research 2026-12-05); a solve that has begun is never cut short.
 */
export const START_TIMEOUT_MS = 30_000

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
  let workers: Worker[] = []
  let stop = () => {}
  const table = new Promise<SolvedTable & { copy?: Float32Array }>((resolve, reject) => {
    let startTimer: ReturnType<typeof setTimeout> | undefined
    const endWorkers = () => {
      clearTimeout(startTimer)
      for (const worker of workers) worker.terminate()
      workers = []
    }
    const finish = () => {
      signal?.removeEventListener('abort', stop)
      endWorkers()
    }
    const fail = (error: Error) => {
      finish()
      reject(error)
    }
    stop = () => fail(new DOMException('The advisor solve was aborted', 'AbortError'))
    if (signal?.aborted) return stop()
    signal?.addEventListener('abort', stop, { once: true })

    const start = (retries: number) => {
      let started: ReturnType<typeof startWorkers>
      try {
        started = startWorkers(variant, tableOptions, storeCopy)
      } catch (error) {
        // Also when it is tried again from the guard's timer, where a throw would reach no one.
        return fail(error instanceof Error ? error : new Error(String(error)))
      }
      const { solver, helpers, request, ports } = started
      workers = [solver, ...helpers]
      startTimer = setTimeout(() => {
        endWorkers()
        if (retries > 0) start(retries - 1)
        else fail(new Error('The advisor worker did not start'))
      }, START_TIMEOUT_MS)
      solver.onmessage = (event: MessageEvent<SolverResponse>) => {
        clearTimeout(startTimer)
        const message = event.data
        if (message.type === 'progress') onProgress?.({ done: message.done, total: message.total })
        else if (message.type === 'done') {
          signal?.removeEventListener('abort', stop)
          resolve({ meta: message.meta, values: message.values, copy: message.copy })
          // In a task of their own: ending two workers took up to 45 ms of the page's thread at
          // 4× CPU, and in the table's task it made that task one of over 50 ms.
          setTimeout(endWorkers)
        } else fail(new Error(message.message))
      }
      const failed = (fallback: string) => (event: ErrorEvent) =>
        fail(new Error(event.message || fallback))
      solver.onerror = failed('The advisor worker failed')
      for (const helper of helpers) helper.onerror = failed('An advisor helper worker failed')
      solver.postMessage(request, ports)
    }
    start(1)
  })
  return {
    table,
    stop: () => stop(),
  }
}

/** The solve worker and its helpers, each helper linked to it by a port of its own. */
function startWorkers(variant: VariantId, options: TableOptions, storeCopy: boolean) {
  const solver = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' })
  const threads = Math.min(MAX_THREADS, globalThis.navigator?.hardwareConcurrency || 1)
  // `new Worker(new URL(…))` word for word: the form Vite bundles as a worker file.
  const helpers = Array.from(
    { length: threads - 1 },
    () => new Worker(new URL('./solver-helper.worker.ts', import.meta.url), { type: 'module' }),
  )
  const ports = helpers.map((helper) => {
    const channel = new MessageChannel()
    helper.postMessage(null, [channel.port1])
    return channel.port2
  })
  const request: SolverRequest = { variant, options, storeCopy, helpers: ports }
  return { solver, helpers, request, ports }
}
