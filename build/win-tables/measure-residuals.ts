import type { Advisor } from '../../src/advisor/types'
import type { ResidualTable } from '../../src/advisor/win/residual-table'
import { fitSpread, spreadSamples } from './spread-rows'
import type { Trajectory } from '../../scripts/lib/self-play'

/** Quantile points per row: every 2.5 %. */
export const RESIDUAL_LEVELS = 41
/** Rows measured from fewer turns than this fall back to a coarser row. */
const MIN_SAMPLES = 150

/**
 * The residual table from self-play: for every turn of every game, final score minus the
 * advisor's expected final score at that turn, sized by the expected points still to come and
 * grouped by residualKey and third of that expectation (src/advisor/win/spread.ts).
 */
export function measureResiduals(advisor: Advisor, games: readonly Trajectory[]): ResidualTable {
  const { lines, rows, totals } = fitSpread(spreadSamples(advisor, games), {
    fitMean: false,
    lead: true,
    levels: RESIDUAL_LEVELS,
    minSamples: MIN_SAMPLES,
    round: (x) => Math.round(x * 10) / 10,
  })
  return { variant: advisor.variant, games: games.length, rows, lines, totals }
}
