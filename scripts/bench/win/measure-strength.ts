import type { Advisor } from '../../../src/advisor/types'
import { STRENGTH_PROBABILITIES } from '../../../src/advisor/win/strength'
import type { StrengthLevel, StrengthTable } from '../../../src/advisor/win/strength-table'
import { fromQuantiles, meanOf } from '../../../src/advisor/win/distribution'
import { winContext } from '../../../src/advisor/win/win-context'
import type { ResidualTable } from '../../../src/advisor/win/residual-table'
import { calibrateTables, type Calibration } from './calibration'
import type { Trajectory } from './self-play'
import { fitSpread, spreadSamples } from './spread-rows'

/** Rows measured from fewer turns than this fall back to the row for the open-box count. */
const MIN_SAMPLES = 200

/**
 * One level's strength from its self-play games: the mean final, the line of points still to
 * come on the advisor's expectation per open-box count, and the quantiles of what the line leaves.
 */
export function measureLevel(advisor: Advisor, games: readonly Trajectory[]): StrengthLevel {
  const { lines, rows, totals } = fitSpread(spreadSamples(advisor, games), {
    fitMean: true,
    lead: true,
    levels: STRENGTH_PROBABILITIES,
    minSamples: MIN_SAMPLES,
    round: Math.round,
  })
  const typical = games.reduce((sum, g) => sum + g.final, 0) / games.length
  return { typical: round(typical, 2), lines, rows, totals }
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
const SPREADS = [0.85, 0.9, 0.95, 1, 1.05]

/** The level's rows with every quantile's distance from the row's mean scaled by `factor`. */
export function scaledLevel(level: StrengthLevel, factor: number): StrengthLevel {
  const rows: Record<string, number[]> = {}
  for (const [key, row] of Object.entries(level.rows)) {
    const mean = meanOf(fromQuantiles(row, 0, STRENGTH_PROBABILITIES))
    rows[key] = row.map((q) => Math.round(mean + factor * (q - mean)))
  }
  return { ...level, rows }
}

/**
 * How far a calibration's deciles are from what was won: Σ count × (predicted − won)² / all
 * predictions (the reliability part of the Brier score, 0 when every decile is on target).
 */
export function miscalibration(calibration: Calibration): number {
  let sum = 0
  for (const bin of calibration.bins) sum += bin.count * (bin.predicted - bin.observed) ** 2
  return sum / Math.max(1, calibration.predictions)
}

/**
 * The rows pool every state with the same key, and a line on the advisor's expectation does not
 * follow a weaker player's mean exactly from state to state, so the pooled spread can be wider
 * than a player's real spread from any one state. Each level's spread is scaled by the factor
 * whose four-player tables of its own training games, the level's players all at its typical
 * final, are best calibrated (miscalibration, the deciles' gaps), since the Brier score hardly
 * tells these factors apart.
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
      const calibration = calibrateTables(context, tables, { typicalFinal, writesPerGame: 8 })
      return { factor, brier: calibration.brier, miss: miscalibration(calibration) }
    })
    const best = scored.reduce((a, b) => (b.miss < a.miss ? b : a))
    log(
      `  level ${level.typical}: spread × ${best.factor} (Brier, miscalibration × 10⁴: ${scored.map((s) => `${s.factor}: ${s.brier.toFixed(4)}, ${(s.miss * 1e4).toFixed(2)}`).join('; ')})`,
    )
    return scaledLevel(level, best.factor)
  })
  return { ...table, levels: tuned }
}
