import { coarseKey } from './residual-key'

/**
 * How a row of quantiles is chosen and sized for a sheet, the same for perfect play's residual
 * table and for the strength table's levels. Per open-box count a line [a, b, m, k, t1, t2, j, c]:
 *
 * - a, b: points still to come ≈ a + b × E + c × the points on the sheet, where E is the
 *   advisor's expected points still to come (perfect play: a = 0, b = 1, c = 0). A weaker player
 *   does not turn a sheet into points the way perfect play does, so E alone misreads some sheets:
 *   with as many boxes open and the same E, an Easy Yatzy player far behind its pace went on to
 *   score about 1.5 points more than one ahead (c, the last number, fitted with a and b);
 * - m, k: what the line leaves is wider or narrower by 1 + k × (E − m), m being the mean E of the
 *   turns with that many boxes open (at the same count of open boxes, a sheet whose big boxes are
 *   still open spreads wider, a beginner's most of all);
 * - t1, t2: E's terciles there. A row is kept per residual key and third of E, because the shape
 *   changes too (a 50-point coin still to toss leaves a long lower tail);
 * - j: the spread is also wider or narrower by 1 + j × (points on the sheet − the mean points on
 *   the sheets of the row). Within one row a sheet ahead has a narrower future than one behind
 *   (measured late in the game: about 10 % narrower 10 points ahead), which four-player games
 *   show most, as they read three rivals' tails at once.
 *
 * Rows hold quantiles of what the line leaves divided by the factors; the first of
 * `key~third`, `open~third`, `key`, `open` measured from enough turns is used. `totals` holds each
 * row's mean points on the sheet (none: no lead factor).
 */
export type SpreadLine = readonly [
  a: number,
  b: number,
  m: number,
  k: number,
  t1: number,
  t2: number,
  j: number,
  c: number,
]

/** A line that leaves the rows as measured. */
export const FLAT_LINE: SpreadLine = [0, 1, 0, 0, Infinity, Infinity, 0, 0]

/** The points still to come on a line, for E = `expected` and `total` points on the sheet. */
export function lineMean(line: readonly number[], expected: number, total: number): number {
  const [a = 0, b = 1] = line
  return a + Math.max(0, b) * expected + (line[7] ?? 0) * total
}

/** Rows of quantiles and, per row, the mean points on its sheets. */
export interface SpreadRows {
  rows: Readonly<Record<string, readonly number[]>>
  totals?: Readonly<Record<string, number>>
}

/** The spread's factor stays within these. */
const FACTOR_RANGE = [0.35, 2.5] as const
/** The lead's factor stays within these. */
export const LEAD_RANGE = [0.6, 1.6] as const

/** The spread's factor for expectation `expected`. */
export function spreadFactor(line: readonly number[], expected: number): number {
  const [, , m = 0, k = 0] = line
  return Math.min(Math.max(1 + k * (expected - m), FACTOR_RANGE[0]), FACTOR_RANGE[1])
}

/** The lead's factor for a sheet `lead` points ahead of the mean of its row. */
export function leadFactor(line: readonly number[], lead: number): number {
  const j = line[6] ?? 0
  return Math.min(Math.max(1 + j * lead, LEAD_RANGE[0]), LEAD_RANGE[1])
}

/** Which third of the turns with as many boxes open the expectation falls in (0, 1, 2). */
export function expectedThird(line: readonly number[], expected: number): number {
  const [, , , , t1 = Infinity, t2 = Infinity] = line
  return expected < t1 ? 0 : expected < t2 ? 1 : 2
}

/** The row keys to try for a sheet, best first. */
export function rowKeys(key: string, third: number): string[] {
  return [`${key}~${third}`, `${coarseKey(key)}~${third}`, key, coarseKey(key)]
}

/**
 * The quantiles of points still to come minus the line's a + b × E for a sheet with residual key
 * `key`, expectation `expected` (E) and `total` points on it, scaled by the spread factors;
 * undefined if no row fits.
 */
export function spreadRow(
  table: SpreadRows,
  line: readonly number[],
  key: string,
  expected: number,
  total: number,
): number[] | undefined {
  const rowKey = rowKeys(key, expectedThird(line, expected)).find((k) => table.rows[k])
  if (rowKey === undefined) return undefined
  const mean = table.totals?.[rowKey]
  const factor =
    spreadFactor(line, expected) * (mean === undefined ? 1 : leadFactor(line, total - mean))
  return table.rows[rowKey]!.map((q) => q * factor)
}

/** A stored line, numbers joined by spaces; missing numbers as in FLAT_LINE. */
export function decodeLine(text: string): SpreadLine {
  const [a = 0, b = 1, m = 0, k = 0, t1 = Infinity, t2 = Infinity, j = 0, c = 0] = text
    .split(' ')
    .map(Number)
  return [a, b, m, k, t1, t2, j, c]
}
