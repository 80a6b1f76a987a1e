import type { VariantId } from '../rules'
import type { TableMeta } from './table'

/** Messages between client.ts and solver.worker.ts. */
export interface SolverRequest {
  variant: VariantId
}

export type SolverResponse =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; meta: TableMeta; values: Float32Array }
  | { type: 'error'; message: string }
