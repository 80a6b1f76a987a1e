import { describe, expect, it } from 'vitest'
import { decodeResiduals } from '../../src/advisor/win/residual-table'
import {
  decodeLine,
  expectedThird,
  FLAT_LINE,
  leadFactor,
  lineMean,
  spreadFactor,
  spreadRow,
} from '../../src/advisor/win/spread'

// Seven boxes open; E's terciles at 40 and 60; the spread grows by 1 % a point of E above 50.
const line = decodeLine('-3 0.9 50 0.01 40 60')
const rows = {
  rows: {
    '7|live|open~2': [-20, 0, 30],
    '7~0': [-5, 0, 5],
    '7|live|open': [-10, 0, 10],
    '7': [-8, 0, 8],
  },
}
// The same, narrower by 1 % a point ahead of its row's mean points on the sheet (100).
const leading = decodeLine('-3 0.9 50 0.01 40 60 -0.01')
const withTotals = { ...rows, totals: { '7|live|open': 100 } }

describe('rows sized by the expected points still to come', () => {
  it('reads a stored line with the mean line first, then the spread and the terciles', () => {
    expect(line).toEqual([-3, 0.9, 50, 0.01, 40, 60, 0, 0])
    expect(decodeLine('-3 0.9')).toEqual([-3, 0.9, 0, 0, Infinity, Infinity, 0, 0])
  })

  it('expects fewer points to come on a sheet further ahead where the line says so', () => {
    // a = -3, b = 0.9, c = -0.05: with E = 40, 36 - 3 = 33 points, less 5 for 100 on the sheet.
    const weighed = decodeLine('-3 0.9 50 0.01 40 60 0 -0.05')
    expect(lineMean(weighed, 40, 0)).toBeCloseTo(33, 12)
    expect(lineMean(weighed, 40, 100)).toBeCloseTo(28, 12)
    expect(lineMean(line, 40, 100)).toBeCloseTo(33, 12)
    expect(lineMean(FLAT_LINE, 40, 100)).toBe(40)
  })

  it('puts an expectation in its third', () => {
    expect(expectedThird(line, 39.9)).toBe(0)
    expect(expectedThird(line, 40)).toBe(1)
    expect(expectedThird(line, 59.9)).toBe(1)
    expect(expectedThird(line, 60)).toBe(2)
    expect(expectedThird(FLAT_LINE, 1000)).toBe(0)
  })

  it('widens the spread above the mean expectation and narrows it below, within bounds', () => {
    expect(spreadFactor(line, 50)).toBe(1)
    expect(spreadFactor(line, 70)).toBeCloseTo(1.2, 12)
    expect(spreadFactor(line, 30)).toBeCloseTo(0.8, 12)
    expect(spreadFactor(line, -500)).toBeGreaterThan(0)
    expect(spreadFactor(FLAT_LINE, 70)).toBe(1)
  })

  it('takes the row of the key and third, else of the open count and third, else the key’s', () => {
    // Top third, its own row, scaled by 1.2.
    const top = spreadRow(rows, line, '7|live|open', 70, 100)!
    ;[-24, 0, 36].forEach((q, i) => expect(top[i]).toBeCloseTo(q, 10))
    // Bottom third: no row for the key, so the open count's (scaled by 0.7).
    const bottom = spreadRow(rows, line, '7|live|open', 20, 100)!
    ;[-3.5, 0, 3.5].forEach((q, i) => expect(bottom[i]).toBeCloseTo(q, 10))
    // Middle third: neither, so the key's own row (scaled by 1).
    expect(spreadRow(rows, line, '7|live|open', 50, 100)).toEqual([-10, 0, 10])
    // Another key with nothing for its third: the open count's row.
    expect(spreadRow(rows, line, '7|settled|closed', 50, 100)).toEqual([-8, 0, 8])
    expect(spreadRow(rows, line, '3|live|open', 50, 100)).toBeUndefined()
  })

  it('leaves a residual table stored without lines as measured', () => {
    const table = decodeResiduals({ variant: 'yatzy', games: 1, rows: { '7': '-8 0 8' } })
    expect(table.lines).toBeUndefined()
    expect(spreadRow(table, FLAT_LINE, '7|live|open', 90, 100)).toEqual([-8, 0, 8])
  })

  it('narrows the spread of a sheet ahead of its row and widens one behind, within bounds', () => {
    expect(leadFactor(leading, 0)).toBe(1)
    expect(leadFactor(leading, 20)).toBeCloseTo(0.8, 12)
    expect(leadFactor(leading, -20)).toBeCloseTo(1.2, 12)
    expect(leadFactor(leading, 500)).toBeGreaterThan(0)
    expect(leadFactor(line, 20)).toBe(1)
    // Middle third, the key's own row: 20 points ahead of its mean 100.
    const ahead = spreadRow(withTotals, leading, '7|live|open', 50, 120)!
    ;[-8, 0, 8].forEach((q, i) => expect(ahead[i]).toBeCloseTo(q, 10))
    // A row without a stored mean is not sized by the lead.
    expect(spreadRow(withTotals, leading, '7|settled|closed', 50, 120)).toEqual([-8, 0, 8])
  })
})
