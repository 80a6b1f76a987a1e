import type { VariantId } from '../../rules'
import { decodeLine, type SpreadLine } from './spread'

/**
 * Quantiles of (final score − expected final score) under expected-score play, measured by
 * self-play (`npm run tables:residuals`, build/win-tables/residual-tables.ts) for each
 * residualKey: `levels` values at the probabilities 0, 1/(levels−1), … 1 (the ends clipped to the
 * 0.2 % and 99.8 % points).
 */
export interface ResidualTable {
  variant: VariantId
  /** Single-player games the rows were measured from. */
  games: number
  rows: Record<string, readonly number[]>
  /** Per open-box count, how the spread follows the expectation (spread.ts); none: flat. */
  lines?: Record<string, SpreadLine>
  /** Per row, the mean points on its sheets (spread.ts); none: no lead factor. */
  totals?: Record<string, number>
}

/** As the generated files hold it: each row's quantiles as one space-separated string. */
export interface StoredResiduals {
  variant: VariantId
  games: number
  rows: Record<string, string>
  lines?: Record<string, string>
  totals?: Record<string, number>
}

export function decodeResiduals(stored: StoredResiduals): ResidualTable {
  const rows: Record<string, readonly number[]> = {}
  for (const [key, row] of Object.entries(stored.rows)) rows[key] = row.split(' ').map(Number)
  const lines = stored.lines
    ? Object.fromEntries(Object.entries(stored.lines).map(([key, line]) => [key, decodeLine(line)]))
    : undefined
  return { variant: stored.variant, games: stored.games, rows, lines, totals: stored.totals }
}
