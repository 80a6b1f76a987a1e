import type { Advisor } from '../../../src/advisor/types'
import { STRENGTH_LEVELS } from '../../../src/advisor/win/strength'
import type { StrengthLevel, StrengthTable } from '../../../src/advisor/win/strength-table'
import { fromQuantiles, meanOf } from '../../../src/advisor/win/distribution'
import { winContext } from '../../../src/advisor/win/win-context'
import type { ResidualTable } from '../../../src/advisor/win/residual-table'
import { calibrateTables } from './calibration'
import type { Trajectory } from './self-play'
import { fitSpread, spreadSamples } from './spread-rows'

/** Rows measured from fewer turns than this fall back to the row for the open-box count. */
const MIN_SAMPLES = 200

/**
 * One level's strength from its self-play games: the mean final, the line of points still to
 * come on the advisor's expectation per open-box count, and the quantiles of what the line leaves.
 */
export function measureLevel(advisor: Advisor, games: readonly Trajectory[]): StrengthLevel {
  const { lines, rows } = fitSpread(spreadSamples(advisor, games), {
    fitMean: true,
    levels: STRENGTH_LEVELS,
    minSamples: MIN_SAMPLES,
    round: Math.round,
  })
  const typical = games.reduce((sum, g) => sum + g.final, 0) / games.length
  return { typical: round(typical, 2), lines, rows }
}

function round(x: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

export function measureStrength(
  advisor: Advisor,
  levels: readonly (readonly Trajectory[])[],
): StrengthTable {
  return {
    variant: advisor.variant,
    games: Math.min(...levels.map((l) => l.length)),
    levels: levels.map((games) => measureLevel(advisor, games)),
  }
}

/** Spread factors tried for each level's rows. */
const SPREADS = [0.8, 0.85, 0.9, 0.95, 1, 1.05]

/** The level's rows with every quantile's distance from the row's mean scaled by `factor`. */
export function scaledLevel(level: StrengthLevel, factor: number): StrengthLevel {
  const rows: Record<string, number[]> = {}
  for (const [key, row] of Object.entries(level.rows)) {
    const mean = meanOf(fromQuantiles(row, 0))
    rows[key] = row.map((q) => Math.round(mean + factor * (q - mean)))
  }
  return { ...level, rows }
}

/**
 * The rows pool every state with the same key, and a line on the advisor's expectation does not
 * follow a weaker player's mean exactly from state to state, so the pooled spread is wider than
 * a player's real spread from any one state (for Hard about 5 % in the middle of a Yatzy game;
 * perfect play has no such misfit). Each level's spread is scaled by the factor that scores best
 * (Brier) on four-player tables of its own training games, the level's players all at its
 * typical final.
 */
export function tuneSpreads(
  advisor: Advisor,
  residuals: ResidualTable | undefined,
  table: StrengthTable,
  levels: readonly (readonly Trajectory[])[],
  log: (line: string) => void = () => {},
): StrengthTable {
  const tuned = table.levels.map((level, i) => {
    const games = levels[i]!
    const tables = Array.from({ length: Math.floor(games.length / 4) }, (_, t) =>
      games.slice(4 * t, 4 * t + 4),
    )
    const scored = SPREADS.map((factor) => {
      const candidate = { ...table, levels: [scaledLevel(level, factor)] }
      const context = winContext(advisor, residuals, candidate)
      const typicalFinal = [1, 2, 3, 4].map(() => level.typical)
      return {
        factor,
        brier: calibrateTables(context, tables, { typicalFinal, writesPerGame: 6 }).brier,
      }
    })
    const best = scored.reduce((a, b) => (b.brier < a.brier ? b : a))
    log(
      `  level ${level.typical}: spread × ${best.factor} (Brier ${scored.map((s) => `${s.factor}: ${s.brier.toFixed(4)}`).join(', ')})`,
    )
    return scaledLevel(level, best.factor)
  })
  return { ...table, levels: tuned }
}
