import type { VariantId } from '../../rules'
import { decodeLine, type SpreadLine } from './spread'

/**
 * How players weaker than perfect finish, measured by self-play of the computer levels
 * (`npm run tables:strength`, build/win-tables/strength-tables.ts). For each level, weakest first:
 *
 * - `typical`: the mean final score of its games (the strength it stands for);
 * - `lines[open]` and `rows`: the points still to come as a line on the advisor's expectation and
 *   the quantiles of what it leaves (spread.ts);
 * - `totals`: per row, the mean points on its sheets (spread.ts; none: no lead factor);
 * - `zeros`: late in the game, the share of turns from which not one more point came, per set of
 *   open boxes (openBoxesKey; none: the rows alone).
 */
export interface StrengthLevel {
  typical: number
  lines: Record<string, SpreadLine>
  rows: Record<string, readonly number[]>
  totals?: Record<string, number>
  zeros?: Record<string, number>
}

export interface StrengthTable {
  variant: VariantId
  /** Single-player games per level the table was measured from. */
  games: number
  levels: StrengthLevel[]
}

/** As the generated files hold it: numbers joined by spaces. */
export interface StoredStrength {
  variant: VariantId
  games: number
  levels: {
    typical: number
    lines: Record<string, string>
    rows: Record<string, string>
    totals?: Record<string, number>
    zeros?: Record<string, number>
  }[]
}

const numbers = (text: string) => text.split(' ').map(Number)

export function decodeStrength(stored: StoredStrength): StrengthTable {
  return {
    variant: stored.variant,
    games: stored.games,
    levels: stored.levels.map((level) => ({
      typical: level.typical,
      lines: Object.fromEntries(
        Object.entries(level.lines).map(([key, line]) => [key, decodeLine(line)]),
      ),
      rows: Object.fromEntries(Object.entries(level.rows).map(([key, row]) => [key, numbers(row)])),
      totals: level.totals,
      zeros: level.zeros,
    })),
  }
}
