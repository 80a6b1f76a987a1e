import type { AdvisedGame, Advisor, SolveProgress } from '@/advisor'
import { getSolverTable, putSolverTable } from '@/db'

/**
 * Gets the advisor for a game. Maxi Yatzy: the heuristic advisor for the game's full straight,
 * made on the spot. The exact variants, whose tables no table option changes, fastest source first:
 * 1. the strategy table stored on this device (IndexedDB) when it still fits the rules;
 * 2. the table the build shipped (production builds; from the service worker's precache, so also
 *    offline): a fraction of a second instead of a solve. It is not copied to IndexedDB: the
 *    precache already keeps it (compressed, about 7× smaller than the Float32 copy) and drops it
 *    when an update brings a new one;
 * 3. a fresh solve in a Web Worker with progress (no usable file), stored for next time.
 * The advisor code is loaded only here, so games without hints never download it.
 */
export async function loadAdvisor(
  { variant, options }: AdvisedGame,
  onProgress: (progress: SolveProgress) => void,
): Promise<Advisor> {
  const advisorModule = await import('@/advisor')
  if (!advisorModule.isExactVariant(variant)) {
    return advisorModule.createMaxiAdvisor(advisorModule.adviceOptions(variant, options))
  }
  const version = advisorModule.solverVersion(variant)
  const stored = await getSolverTable(variant, version)
  if (stored) {
    try {
      const table = advisorModule.tableFromStorage(stored.meta, stored.data)
      return advisorModule.loadTable(table.meta, table.values)
    } catch {
      // Stored by an older build or damaged: try the shipped table or solve again below.
    }
  }
  // The dev server and Vitest have no shipped files (build/advisor-tables.ts runs at build time).
  const shipped = import.meta.env.PROD
    ? await advisorModule.fetchShippedTable(variant, import.meta.env.BASE_URL)
    : null
  if (shipped) return advisorModule.loadTable(shipped.meta, shipped.values)
  const table =
    typeof Worker === 'undefined'
      ? advisorModule.solveTable(variant, onProgress)
      : (await (await import('@/advisor/client')).createAdvisor(variant, onProgress)).table!
  await putSolverTable(variant, version, table.values, { ...table.meta })
  return advisorModule.loadTable(table.meta, table.values)
}
