import type { SolverTableRecord } from './types'

/** Where a table is kept: its variant, solver version and rule set (see solverTableKey). */
export interface SolverTableAddress {
  variant: SolverTableRecord['variant']
  solverVersion: string
  rules: string
}

/** Messages between solver-tables-api.ts (the page) and solver-tables.worker.ts. */
export type SolverTablesRequest =
  | ({ id: number; type: 'get' } & SolverTableAddress)
  | ({
      id: number
      type: 'put'
      data: ArrayBuffer
      meta: SolverTableRecord['meta']
    } & SolverTableAddress)

export type SolverTablesResponse =
  /** A get's table, its values as one ArrayBuffer (transferred); null when none is stored. */
  | {
      id: number
      type: 'got'
      table: { meta: SolverTableRecord['meta']; data: ArrayBuffer } | null
    }
  /** A put's bytes, handed back (transferred) once IndexedDB has its copy. */
  | { id: number; type: 'put'; data: ArrayBuffer }
  | { id: number; type: 'failed'; message: string }
