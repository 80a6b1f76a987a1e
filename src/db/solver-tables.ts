import type { VariantId } from '../rules'
import type { YatzyPadDatabase } from './database'
import type { SolverTableRecord } from './types'

/**
 * `yatzy@f1-…` for a variant's own rules; a table solved for house rules is named by its rule set
 * (the advisor key, `yatzy:fullHouse=25@f1-…`), so each rule set keeps its own table.
 */
export function solverTableKey(
  variant: VariantId,
  solverVersion: string,
  rules: string = variant,
): string {
  return `${rules}@${solverVersion}`
}

/**
 * The advisor's cache of solved strategy tables, one per variant (or house rule set, `rules`: its
 * advisor key) and solver version.
 */
export function solverTableCache(database: YatzyPadDatabase, now: () => number = Date.now) {
  const { solverTables } = database

  function getSolverTable(
    variant: VariantId,
    solverVersion: string,
    rules: string = variant,
  ): Promise<SolverTableRecord | undefined> {
    return solverTables.get(solverTableKey(variant, solverVersion, rules))
  }

  /**
   * The solver versions a rule set has a table of (putSolverTable keeps one): its keys only, so
   * no table's bytes are read.
   */
  async function storedSolverVersions(rules: string): Promise<string[]> {
    const keys = await solverTables.where('key').startsWith(`${rules}@`).primaryKeys()
    return keys.map((key) => key.slice(rules.length + 1))
  }

  /**
   * Stores the table and drops the same rule set's tables from other solver versions (now
   * useless); other rule sets keep theirs.
   */
  async function putSolverTable(
    variant: VariantId,
    solverVersion: string,
    data: SolverTableRecord['data'],
    meta: SolverTableRecord['meta'] = {},
    rules: string = variant,
  ): Promise<void> {
    const key = solverTableKey(variant, solverVersion, rules)
    await database.transaction('rw', solverTables, async () => {
      const keys = await solverTables.where('key').startsWith(`${rules}@`).primaryKeys()
      await solverTables.bulkDelete(keys.filter((other) => other !== key))
      await solverTables.put({ key, variant, solverVersion, data, meta, createdAt: now() })
    })
  }

  async function clearSolverTables(): Promise<void> {
    await solverTables.clear()
  }

  return { getSolverTable, storedSolverVersions, putSolverTable, clearSolverTables }
}

export type SolverTableCache = ReturnType<typeof solverTableCache>
