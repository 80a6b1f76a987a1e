import type { TableOptions, VariantId } from '../rules'
import type { TableMeta } from './table'

/** Messages between client.ts and solver.worker.ts. */
export type SolverRequest =
  | {
      variant: VariantId
      /** The table's options (house rules); {} = the variant's own rules. */
      options: TableOptions
      /**
       * Get ready (the helper workers, their models, WebAssembly) but solve only on `{ go: true }`:
       * the page starts a solve while it still looks for a stored table, and ends the worker if it
       * finds one.
       */
      held?: boolean
      /** Also send a copy of the values (made here), for the page to hand on to storage. */
      storeCopy?: boolean
    }
  | { go: true }

export type SolverResponse =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; meta: TableMeta; values: Float32Array; copy?: Float32Array }
  | { type: 'error'; message: string }
