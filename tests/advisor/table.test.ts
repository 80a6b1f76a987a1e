import { describe, expect, it } from 'vitest'
import { emptySheet } from '@/rules'
import { solveTable } from '@/advisor/solve-table'
import { loadTable, TableMismatchError } from '@/advisor/table'

describe('stored tables', () => {
  const table = solveTable('forced-yatzy', undefined, {})

  it('packs values as Float32 with the metadata needed to load them back', () => {
    expect(table.values).toBeInstanceOf(Float32Array)
    expect(table.meta).toMatchObject({
      format: 1,
      variant: 'forced-yatzy',
      stateCount: table.values.length,
    })
    expect(table.meta.expectedEmpty).toBeCloseTo(150.2168, 4)
    const advisor = loadTable(table.meta, table.values)
    expect(advisor.expectedFinal(emptySheet('forced-yatzy')).expectedFinal).toBeCloseTo(150.2168, 3)
  })

  it('refuses a table solved under other rules, for another variant or of the wrong size', () => {
    expect(() => loadTable({ ...table.meta, rulesFingerprint: 'deadbeef' }, table.values)).toThrow(
      TableMismatchError,
    )
    expect(() => loadTable({ ...table.meta, variant: 'yatzy' }, table.values)).toThrow(
      TableMismatchError,
    )
    expect(() => loadTable(table.meta, table.values.subarray(1))).toThrow(TableMismatchError)
  })
})

describe('storage round trip', () => {
  it('rebuilds a table from a plain meta record and bytes, keyed by a rules-dependent version', async () => {
    const { solverVersion, tableFromStorage } = await import('@/advisor/table')
    const table = solveTable('forced-yatzy', undefined, {})
    const bytes = new Float32Array(table.values).buffer
    const back = tableFromStorage({ ...table.meta }, bytes)
    expect(back.values).toEqual(table.values)
    expect(() => tableFromStorage({ ...table.meta, format: 99 }, bytes)).toThrow(TableMismatchError)
    expect(solverVersion('forced-yatzy', {})).toMatch(/^f1-[0-9a-f]{8}$/)
  })
})

describe('formatCost', () => {
  it('shows a true minus sign and rounds to one decimal', async () => {
    const { formatCost } = await import('@/advisor/format')
    expect([formatCost(-3.44), formatCost(-0.04), formatCost(0), formatCost(1.25)]).toEqual([
      '\u22123.4',
      '0.0',
      '0.0',
      '+1.3',
    ])
  })
})
