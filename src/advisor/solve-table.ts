import type { TableOptions } from '../rules'
import { exactModel, type ExactVariantId } from './model'
import { solveSequential, type SolveProgress } from './solver'
import { packTable, type SolvedTable } from './table'

/**
 * Solves a whole variant under the table's options on this thread (the browser worker does this)
 * and packs the table.
 */
export function solveTable(
  variant: ExactVariantId,
  onProgress: ((progress: SolveProgress) => void) | undefined,
  options: TableOptions,
): SolvedTable {
  const started = performance.now()
  const model = exactModel(variant, options)
  const values = solveSequential(model, onProgress)
  return packTable(model, values, performance.now() - started)
}
