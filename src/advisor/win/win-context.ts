import { hasHouseRules } from '../advisor-key'
import type { Advisor } from '../types'
import type { PointsDistribution } from './distribution'
import type { ResidualTable } from './residual-table'
import type { StrengthTable } from './strength-table'

/** Reused between calls: exact endgames are worked out once per state. */
export interface WinContext {
  readonly advisor: Advisor
  /** The shape of expected-score play's points still to come (residualTableFor). */
  readonly residuals: ResidualTable | undefined
  /** How weaker players finish (strengthTableFor); without it every player is taken as perfect. */
  readonly strength: StrengthTable | undefined
  /**
   * The game plays house rules, for which no shapes were fitted: the variant's own stand in, so
   * every fitted distribution is an estimate (its mean is still the advisor's, solved for them).
   */
  readonly standIn: boolean
  readonly memo: Map<string, PointsDistribution>
}

export function winContext(
  advisor: Advisor,
  residuals: ResidualTable | undefined,
  strength?: StrengthTable,
): WinContext {
  const standIn = hasHouseRules(advisor.variant, advisor.options)
  return { advisor, residuals, strength, standIn, memo: new Map() }
}

/** One player's final-score distribution and what it rests on. */
export interface Outlook {
  dist: PointsDistribution
  expected: number
  /** Exact: a small endgame under expected-score play, or a full sheet. */
  exact: boolean
  /** False when the strategy behind it is a heuristic (Maxi Yatzy before its endgame). */
  optimal: boolean
}
