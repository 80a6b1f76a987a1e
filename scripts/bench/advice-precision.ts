// Shipped table vs the Float32 table it was packed from: sizes, value error, decision changes.
// Reads what `vite build` left: dist/advisor/*.bin and the solved tables in the build cache.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { loadTable, solverVersion, tableFromStorage } from '../../src/advisor/table'
import { shippedTableFile, unpackShippedTable } from '../../src/advisor/shipped-table'
import { gunzip } from '../../src/advisor/shipped-fetch'
import type { ExactVariantId } from '../../src/advisor/model'
import { compareDecisions } from './decision-check'
import { seededRandom as seeded } from '../../tests/fixtures/games'

const CACHE = 'node_modules/.cache/yatzy-pad-advisor'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

export async function measurePrecision(variant: ExactVariantId, sheets: number): Promise<string[]> {
  const prefix = `${CACHE}/${variant}-${solverVersion(variant, {})}`
  const float32 = tableFromStorage(
    JSON.parse(readFileSync(`${prefix}.json`, 'utf8')) as Record<string, unknown>,
    readFileSync(`${prefix}.bin`),
  )
  const file = readFileSync(`dist/${shippedTableFile(variant)}`)
  const started = performance.now()
  const shipped = await unpackShippedTable(file, gunzip)
  const decodeMs = performance.now() - started
  let maxError = 0
  shipped.values.forEach(
    (v, i) => (maxError = Math.max(maxError, Math.abs(v - float32.values[i]!))),
  )
  const raw = new Uint8Array(float32.values.buffer)
  const check = compareDecisions(
    loadTable(float32.meta, float32.values),
    loadTable(shipped.meta, shipped.values),
    sheets,
    seeded(20240611),
  )
  return [
    `${variant}: ${float32.values.length} states`,
    `  Float32 table ${kb(raw.byteLength)}, gzip -9 ${kb(gzipSync(raw, { level: 9 }).length)};` +
      ` shipped ${kb(file.length)} (already compressed), decoded in ${decodeMs.toFixed(0)} ms (Node)`,
    `  max |shipped − Float32| ${maxError.toFixed(5)} points;` +
      ` best option's expected final score differs by at most ${check.maxBestDiff.toFixed(5)}`,
    `  best keep/box changed in ${check.changed} of ${check.decisions} decisions` +
      ` (${sheets} random sheets × rolls 1-3; ties within 1e-9 are the same choice),` +
      ` worst expected loss ${check.worstLoss.toFixed(5)} points`,
  ]
}
