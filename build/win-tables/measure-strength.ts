import type { Advisor } from '../../src/advisor/types'
import type { VariantId } from '../../src/rules'
import { sheetTotals } from '../../src/rules'
import { NOTHING_MORE_OPEN, openBoxesKey } from '../../src/advisor/win/nothing-more'
import { STRENGTH_PROBABILITIES } from '../../src/advisor/win/strength'
import type { StrengthLevel, StrengthTable } from '../../src/advisor/win/strength-table'
import { fromQuantiles, meanOf } from '../../src/advisor/win/distribution'
import { winContext } from '../../src/advisor/win/win-context'
import type { ResidualTable } from '../../src/advisor/win/residual-table'
import { calibrateTables, type Calibration } from '../../scripts/lib/calibration'
import type { Trajectory } from '../../scripts/lib/self-play'
import { fitSpread, spreadSamples } from './spread-rows'

/** Rows measured from fewer turns than this fall back to the row for the open-box count. */
const MIN_SAMPLES = 200

/**
 * The variants whose lines also lean on the points on the sheet (c, src/advisor/win/spread.ts).
 * Fitted on Yahtzee too (2 December 2026), c came out large and of both signs (Easy up to +0.26
 * a point, Medium down to −0.30: a Yahtzee and its bonuses are in both the points and E), and the
 * calibration at seeds 21 + 22 got worse (Σ z² 528 → 613 over both variants, Yahtzee's four Easy
 * players 14 → 30 summed over two checks), so Yahtzee's lines keep c = 0.
 */
const SHEET_TERM: ReadonlySet<VariantId> = new Set(['yatzy'])

/**
 * One level's strength from its self-play games: the mean final, the line of points still to
 * come on the advisor's expectation per open-box count, and the quantiles of what the line leaves.
 */
export function measureLevel(
  advisor: Advisor,
  games: readonly Trajectory[],
  rowRound: (x: number) => number = Math.round,
): StrengthLevel {
  const { lines, rows, totals } = fitSpread(spreadSamples(advisor, games), {
    fitMean: true,
    sheetTerm: SHEET_TERM.has(advisor.variant),
    lead: true,
    levels: STRENGTH_PROBABILITIES,
    minSamples: MIN_SAMPLES,
    round: rowRound,
  })
  const typical = games.reduce((sum, g) => sum + g.final, 0) / games.length
  return { typical: round(typical, 2), lines, rows, totals, zeros: nothingMore(advisor, games) }
}

/** A set of open boxes gets its own share of "nothing more" from this many turns. */
const MIN_SET_TURNS = 30
/** Turns' worth of the open-box count's share a set's own share is shrunk toward. */
const SET_PRIOR_TURNS = 10
/** Smaller shares are left out: the rows put about as much on the sheet's points by themselves. */
const MIN_SHARE = 0.02

/**
 * Per set of open boxes (NOTHING_MORE_OPEN or fewer open), how often not one more point came: the
 * set's own share, shrunk toward its open-box count's by SET_PRIOR_TURNS turns' worth, for sets seen
 * in at least MIN_SET_TURNS turns, and at least MIN_SHARE.
 */
export function nothingMore(
  advisor: Advisor,
  games: readonly Trajectory[],
): Record<string, number> {
  const variant = advisor.variant
  const bySet = new Map<string, { turns: number; nothing: number; open: number }>()
  const byOpen = new Map<number, { turns: number; nothing: number }>()
  for (const game of games) {
    for (const sheet of game.sheets.slice(0, -1)) {
      const key = openBoxesKey(variant, sheet)
      const open = key.split('.').length
      if (open > NOTHING_MORE_OPEN) continue
      const nothing = game.final === sheetTotals(variant, sheet).total ? 1 : 0
      const set = bySet.get(key) ?? { turns: 0, nothing: 0, open }
      set.turns++
      set.nothing += nothing
      bySet.set(key, set)
      const all = byOpen.get(open) ?? { turns: 0, nothing: 0 }
      all.turns++
      all.nothing += nothing
      byOpen.set(open, all)
    }
  }
  const zeros: Record<string, number> = {}
  for (const [key, set] of [...bySet].sort(([x], [y]) => x.localeCompare(y))) {
    if (set.turns < MIN_SET_TURNS) continue
    const all = byOpen.get(set.open)!
    const share =
      (set.nothing + (SET_PRIOR_TURNS * all.nothing) / all.turns) / (set.turns + SET_PRIOR_TURNS)
    if (share >= MIN_SHARE) zeros[key] = round(share, 3)
  }
  return zeros
}

function round(x: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

export function measureStrength(
  advisor: Advisor,
  levels: readonly (readonly Trajectory[])[],
  rowRound?: (x: number) => number,
): StrengthTable {
  return {
    variant: advisor.variant,
    games: Math.min(...levels.map((l) => l.length)),
    levels: levels.map((games) => measureLevel(advisor, games, rowRound)),
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
