import type { VariantId } from '../../rules'

/**
 * How players weaker than perfect finish, measured by self-play of the computer levels
 * (scripts/bench/win-strength.ts --write-table). For each level, weakest first:
 *
 * - `typical`: the mean final score of its games (the strength it stands for);
 * - `lines[open]`: [a, b] with points still to come ≈ a + b × the advisor's expected points still
 *   to come, fitted by least squares over every turn with that many boxes open;
 * - `rows[residualKey]` (and rows per open-box count as the fallback): quantiles of what is left
 *   over, at `levels` equally spaced probabilities (the ends clipped to 0.5 % and 99.5 %).
 */
export interface StrengthLevel {
  typical: number
  lines: Record<string, readonly [number, number]>
  rows: Record<string, readonly number[]>
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
  levels: { typical: number; lines: Record<string, string>; rows: Record<string, string> }[]
}

const numbers = (text: string) => text.split(' ').map(Number)

export function decodeStrength(stored: StoredStrength): StrengthTable {
  return {
    variant: stored.variant,
    games: stored.games,
    levels: stored.levels.map((level) => ({
      typical: level.typical,
      lines: Object.fromEntries(
        Object.entries(level.lines).map(([key, line]) => {
          const [a = 0, b = 1] = numbers(line)
          return [key, [a, b] as const]
        }),
      ),
      rows: Object.fromEntries(Object.entries(level.rows).map(([key, row]) => [key, numbers(row)])),
    })),
  }
}
