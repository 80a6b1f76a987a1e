import type { VariantId } from '@/rules'
import type { Advisor, SolveProgress } from '@/advisor'
import { getSolverTable, putSolverTable } from '@/db'

/**
 * Gets the advisor for a variant: the strategy table stored on this device when it still fits the
 * rules, otherwise a fresh solve in a Web Worker, stored for next time. The advisor code is loaded
 * only here, so games without hints never download it.
 */
export async function loadAdvisor(
  variant: VariantId,
  onProgress: (progress: SolveProgress) => void,
): Promise<Advisor> {
  const advisorModule = await import('@/advisor')
  if (!advisorModule.isExactVariant(variant)) return advisorModule.createMaxiAdvisor()
  const version = advisorModule.solverVersion(variant)
  const stored = await getSolverTable(variant, version)
  if (stored) {
    try {
      const table = advisorModule.tableFromStorage(stored.meta, stored.data)
      return advisorModule.loadTable(table.meta, table.values)
    } catch {
      // Stored by an older build or damaged: solve again below.
    }
  }
  const table =
    typeof Worker === 'undefined'
      ? advisorModule.solveTable(variant, onProgress)
      : (await (await import('@/advisor/client')).createAdvisor(variant, onProgress)).table!
  await putSolverTable(variant, version, table.values, { ...table.meta })
  return advisorModule.loadTable(table.meta, table.values)
}
