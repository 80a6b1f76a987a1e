import type { TableOptions, VariantId } from '../rules'
import { adviceOptions } from './advisor-key'
import { createMaxiAdvisor } from './maxi/maxi-advisor'
import { isExactVariant } from './model'
import type { SolveProgress } from './solver'
import { loadTable, type SolvedTable } from './table'
import { startSolveInWorker } from './solve-in-worker'
import type { Advisor } from './types'

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
