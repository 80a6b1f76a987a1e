/**
 * node --import tsx build/advisor-tables-job.ts <cache dir>
 *
 * Run by build/advisor-tables.ts in a child process, so the solver never enters Vite's config
 * bundle and the solve runs beside the bundling. For each exact variant it finds the packed file
 * in the cache, or packs it from the cached Float32 table, or first solves that (scripts/dev/solve.ts:
 * worker threads on both cores). Progress goes to stderr; the LAST stdout line is JSON:
 * [{ "fileName": "advisor/<variant>-<version>-c<codec>.bin", "path": "<cached file>" }, …].
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { EXACT_VARIANTS, type ExactVariantId } from '../src/advisor/model'
import { packShippedTable, shippedTableFile } from '../src/advisor/shipped-table'
import { solverVersion, tableFromStorage, type SolvedTable } from '../src/advisor/table'

const cache = process.argv[2]
if (!cache) throw new Error('usage: advisor-tables-job.ts <cache dir>')
await mkdir(cache, { recursive: true })
const shipped: { fileName: string; path: string }[] = []
// One variant at a time: each solve already uses both cores.
for (const variant of EXACT_VARIANTS) {
  const fileName = shippedTableFile(variant)
  const path = join(cache, basename(fileName))
  if (!existsSync(path)) {
    const started = performance.now()
    const packed = packShippedTable(await solvedTable(variant), (b) => gzipSync(b, { level: 9 }))
    await writeAtomically(path, packed)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.error(`advisor table ${fileName}: ${packed.length} bytes, made in ${seconds} s`)
  }
  shipped.push({ fileName, path })
}
console.log(JSON.stringify(shipped))

/** The Float32 table from the cache, or solved now and cached (key: solver version). */
async function solvedTable(variant: ExactVariantId): Promise<SolvedTable> {
  const prefix = join(cache!, `${variant}-${solverVersion(variant, {})}`)
  if (!existsSync(`${prefix}.json`)) {
    // Another build may be solving the same table: write elsewhere, then rename into place.
    const scratch = `${prefix}.${process.pid}`
    await solve(variant, scratch)
    await rename(`${scratch}.bin`, `${prefix}.bin`)
    await rename(`${scratch}.json`, `${prefix}.json`) // last: its presence marks a complete pair
  }
  const meta = JSON.parse(await readFile(`${prefix}.json`, 'utf8')) as Record<string, unknown>
  return tableFromStorage(meta, await readFile(`${prefix}.bin`)) // refuses a stale or cut file
}

function solve(variant: ExactVariantId, outPrefix: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/dev/solve.ts', '--variant', variant, '--out', outPrefix],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    )
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`solving ${variant} failed (${signal ?? code})`)),
    )
  })
}

async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const scratch = `${path}.${process.pid}`
  await writeFile(scratch, bytes)
  await rename(scratch, path)
}
