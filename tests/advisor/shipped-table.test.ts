import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { solveTable } from '@/advisor/solve-table'
import { loadTable, solverVersion, TableMismatchError } from '@/advisor/table'
import {
  packShippedTable,
  SHIPPED_SCALE,
  shippedTableFile,
  unpackShippedTable,
} from '@/advisor/shipped-table'
import { fetchShippedTable, gunzip } from '@/advisor/shipped-fetch'
import { compareDecisions } from '../../scripts/bench/decision-check'
import { seeded } from '../helpers/advisor'

const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 })

// Forced Yatzy solves in a fraction of a second; Yatzy and Yahtzee: npm run bench (scripts/bench/advice.ts).
describe('shipped tables', () => {
  const table = solveTable('forced-yatzy', undefined, {})
  const file = packShippedTable(table, gzip)

  it('round-trip to within half a quantum, and far smaller than the Float32 table', async () => {
    const back = await unpackShippedTable(file, gunzip)
    expect(back.meta).toEqual({ ...table.meta, solveMs: 0 }) // same values, same bytes
    let maxError = 0
    back.values.forEach((v, i) => (maxError = Math.max(maxError, Math.abs(v - table.values[i]!))))
    // Half of 1/256 point, plus Float32 rounding of values up to ~160.
    expect(maxError).toBeLessThanOrEqual(0.5 / SHIPPED_SCALE + 1e-5)
    expect(maxError).toBeGreaterThan(0) // it is quantised: the bound above is the real one
    expect(file.length).toBeLessThan(table.values.byteLength / 5)
  })

  it('never change the best keep or box against the Float32 table', async () => {
    const back = await unpackShippedTable(file, gunzip)
    const check = compareDecisions(
      loadTable(table.meta, table.values),
      loadTable(back.meta, back.values),
      3000,
      seeded(2024),
    )
    expect(check.decisions).toBe(9000)
    expect(check).toMatchObject({ changed: 0, worstLoss: 0 })
    expect(check.maxBestDiff).toBeLessThanOrEqual(0.5 / SHIPPED_SCALE + 1e-5)
  })

  it('are refused when they are not a table this build can use', async () => {
    const refused = (bytes: Uint8Array) =>
      expect(unpackShippedTable(bytes, gunzip)).rejects.toThrow(TableMismatchError)
    await refused(new TextEncoder().encode('<!doctype html><title>Yatzy Pad</title>'))
    const otherCodec = file.slice()
    otherCodec[4] = 99
    await refused(otherCodec)
    await refused(file.subarray(0, file.length - 40)) // cut short: gzip notices
    const otherRules = packShippedTable(
      { ...table, meta: { ...table.meta, rulesFingerprint: 'deadbeef' } },
      gzip,
    )
    await refused(otherRules)
  })

  it('are named by variant, solver version and codec', () => {
    expect(shippedTableFile('forced-yatzy')).toBe(
      `advisor/forced-yatzy-${solverVersion('forced-yatzy', {})}-c1.bin`,
    )
  })

  it('are fetched from the base URL, and a missing or broken file gives null (then we solve)', async () => {
    const asked: string[] = []
    const serve =
      (body: BodyInit, status = 200): typeof fetch =>
      async (url) => {
        asked.push(String(url))
        return new Response(body, { status })
      }
    const fetched = await fetchShippedTable('forced-yatzy', '/app/', serve(file.slice().buffer))
    expect(asked).toEqual([`/app/${shippedTableFile('forced-yatzy')}`])
    expect(fetched?.meta.expectedEmpty).toBeCloseTo(150.2168, 4)
    expect(await fetchShippedTable('forced-yatzy', '/', serve('Not found', 404))).toBeNull()
    expect(await fetchShippedTable('forced-yatzy', '/', serve('<!doctype html>'))).toBeNull()
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await fetchShippedTable('forced-yatzy', '/', offline)).toBeNull()
  })
})
