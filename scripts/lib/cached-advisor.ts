import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createMaxiAdvisor } from '../../src/advisor/maxi/maxi-advisor'
import { isExactVariant, type ExactVariantId } from '../../src/advisor/model'
import { loadTable, solverVersion, tableFromStorage } from '../../src/advisor/table'
import type { Advisor } from '../../src/advisor/types'
import type { VariantId } from '../../src/rules'

/** Where the build keeps the solved tables (build/advisor-tables.ts); the benchmarks reuse them. */
export const ADVISOR_CACHE_DIR = 'node_modules/.cache/yatzy-pad-advisor'

/** The solved table from the build's cache, solved first if missing. */
export function exactAdvisor(variant: ExactVariantId): Advisor {
  const prefix = join(ADVISOR_CACHE_DIR, `${variant}-${solverVersion(variant, {})}`)
  if (!existsSync(`${prefix}.json`)) {
    console.error(`  solving ${variant} into ${ADVISOR_CACHE_DIR} (once) …`)
    const job = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'build/advisor-tables-job.ts', ADVISOR_CACHE_DIR],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    )
    if (job.status !== 0) throw new Error(`solving the advisor tables failed (${job.status})`)
  }
  const meta = JSON.parse(readFileSync(`${prefix}.json`, 'utf8')) as Record<string, unknown>
  const table = tableFromStorage(meta, readFileSync(`${prefix}.bin`))
  return loadTable(table.meta, table.values)
}

/** The advisor the computers and the win chances use: the cached exact table, or Maxi Yatzy's. */
export function advisorFor(variant: VariantId): Advisor {
  return isExactVariant(variant) ? exactAdvisor(variant) : createMaxiAdvisor({})
}
