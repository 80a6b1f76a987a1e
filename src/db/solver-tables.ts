import type { VariantId } from '../rules'
import type { YatzyPadDatabase } from './database'
import type { SolverTableRecord } from './types'

export function solverTableKey(variant: VariantId, solverVersion: string): string {
  return `${variant}@${solverVersion}`
}

/** The advisor's cache of solved strategy tables, one per variant and solver version. */
export function solverTableCache(database: YatzyPadDatabase, now: () => number = Date.now) {
  const { solverTables } = database

  function getSolverTable(
    variant: VariantId,
    solverVersion: string,
  ): Promise<SolverTableRecord | undefined> {
    return solverTables.get(solverTableKey(variant, solverVersion))
  }

  /** Stores the table and drops the variant's tables from other solver versions (now useless). */
  async function putSolverTable(
    variant: VariantId,
    solverVersion: string,
    data: SolverTableRecord['data'],
    meta: SolverTableRecord['meta'] = {},
  ): Promise<void> {
    const key = solverTableKey(variant, solverVersion)
    await database.transaction('rw', solverTables, async () => {
      const keys = await solverTables.where('key').startsWith(`${variant}@`).primaryKeys()
      await solverTables.bulkDelete(keys.filter((other) => other !== key))
      await solverTables.put({ key, variant, solverVersion, data, meta, createdAt: now() })
    })
  }

  async function clearSolverTables(): Promise<void> {
    await solverTables.clear()
  }

  return { getSolverTable, putSolverTable, clearSolverTables }
}

export type SolverTableCache = ReturnType<typeof solverTableCache>
