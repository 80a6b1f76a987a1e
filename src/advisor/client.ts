import type { TableOptions, VariantId } from '../rules'
import { adviceOptions } from './advisor-key'
import { createMaxiAdvisor } from './maxi/maxi-advisor'
import { isExactVariant } from './model'
import type { SolveProgress } from './solver'
import { loadTable, type SolvedTable } from './table'
import type { Advisor } from './types'
import type { SolverRequest, SolverResponse } from './worker-protocol'

export interface CreateAdvisorOptions {
  /** A table stored earlier (IndexedDB): used as is when it still matches the rules. */
  table?: SolvedTable
  /** Stops the solve and terminates the worker. */
  signal?: AbortSignal
  /**
   * The game's table options ({} for the rule book): the advice scores with them (house rules,
   * Maxi's full straight). Required, so a caller cannot get rule-book advice by forgetting them.
   */
  tableOptions: TableOptions
}

/** An advisor plus, for the exact variants, the table to store so the next start needs no solve. */
export type AppAdvisor = Advisor & { readonly table: SolvedTable | null }

/**
 * The UI's entry point. Exact variants: load the stored table if it is still valid, otherwise
 * solve it in a Web Worker (progress reported as states done / total) and hand back the table for
 * storage. Maxi Yatzy: a heuristic advisor for the game's table options right away (no table; see
 * maxi/).
 */
export async function createAdvisor(
  variant: VariantId,
  onProgress: ((progress: SolveProgress) => void) | undefined,
  options: CreateAdvisorOptions,
): Promise<AppAdvisor> {
  if (!isExactVariant(variant)) {
    return withTable(createMaxiAdvisor(adviceOptions(variant, options.tableOptions)), null)
  }
  if (options.table) {
    try {
      return withTable(loadTable(options.table.meta, options.table.values), options.table)
    } catch {
      // A stale or foreign table: solve again below.
    }
  }
  const table = await solveTableInWorker(variant, options.tableOptions, onProgress, options.signal)
  return withTable(loadTable(table.meta, table.values), table)
}

function withTable(advisor: Advisor, table: SolvedTable | null): AppAdvisor {
  return Object.assign(advisor, { table })
}

/**
 * Solves the variant's table under the options in a Web Worker (progress as states done / total),
 * the table alone: for a caller that stores it and builds its own advisor.
 */
export function solveTableInWorker(
  variant: VariantId,
  tableOptions: TableOptions,
  onProgress: ((progress: SolveProgress) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<SolvedTable> {
  return startSolveInWorker(variant, tableOptions, onProgress, signal, {}).table
}

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
