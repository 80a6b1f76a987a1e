import type { TableOptions, VariantId } from '../rules'
import type { TableMeta } from './table'

/** Messages between the page (solve-in-worker.ts) and solver.worker.ts. */
export interface SolverRequest {
  variant: VariantId
  /** The table's options (house rules); {} = the variant's own rules. */
  options: TableOptions
  /** Also send a copy of the values (made here), for the page to hand on to storage. */
  storeCopy?: boolean
  /** One port to each helper worker the page started (layer-protocol), none to solve alone. */
  helpers?: MessagePort[]
}

export type SolverResponse =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; meta: TableMeta; values: Float32Array; copy?: Float32Array }
  | { type: 'error'; message: string }
