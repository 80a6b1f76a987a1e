import type { Sheet } from '../../rules'
import { winShares } from './combine'
import { quantileOf } from './distribution'
import { perfectOutlook } from './perfect-outlook'
import { strengthOutlook } from './strength'
import type { Outlook, WinContext } from './win-context'

export { winContext, type Outlook, type WinContext } from './win-context'

/** Every player's outlook, in player order. */
export interface WinChances {
  /** Chance to finish first, ties split equally (sums to 1). */
  win: number[]
  /** Expected final score. */
  expected: number[]
  /** 10th and 90th percentile of the final score. */
  low: number[]
  high: number[]
  /** Per player: the distribution is exact (two boxes or fewer open, or a full sheet). */
  exact: boolean[]
  /** False when any number rests on a heuristic strategy (Maxi Yatzy before its endgame). */
  optimal: boolean
  /**
   * Set (true) when the game plays house rules and any player's distribution is not exact: its
   * shape was fitted for the variant's own rules, so the chances are an estimate (label them so).
   */
  estimated?: true
}

export interface WinOptions {
  /**
   * Each player's typical final score in this variant, in player order: how well they play.
   * Undefined (or no entry) for a player: taken as perfect expected-score play.
   */
  typicalFinal?: readonly (number | undefined)[]
}

/**
 * Win chances for every player from their sheets. Each player goes on playing as well as their
 * typical final score says (`options.typicalFinal`; unknown: perfect expected-score play). No
 * one's choices depend on another's sheet, so the final scores are independent: each player's
 * distribution is found alone and the chances come from combining them (combine.ts).
 * `nextPlayer` is checked but does not change the answer: the open boxes already say how many
 * turns each player has left.
 */
export function winChances(
  context: WinContext,
  sheets: readonly Sheet[],
  nextPlayer: number | null,
  options: WinOptions = {},
): WinChances {
  if (sheets.length === 0) throw new RangeError('Win chances need at least one player')
  if (
    nextPlayer !== null &&
    (!Number.isInteger(nextPlayer) || nextPlayer < 0 || nextPlayer >= sheets.length)
  ) {
    throw new RangeError(
      `nextPlayer must be a player index below ${sheets.length}, not ${nextPlayer}`,
    )
  }
  const outlooks = sheets.map((sheet, i) =>
    finalDistribution(context, sheet, options.typicalFinal?.[i]),
  )
  const finals = outlooks.map((o) => o.dist)
  const chances: WinChances = {
    win: winShares(finals),
    expected: outlooks.map((o) => o.expected),
    low: finals.map((d) => quantileOf(d, 0.1)),
    high: finals.map((d) => quantileOf(d, 0.9)),
    exact: outlooks.map((o) => o.exact),
    optimal: outlooks.every((o) => o.optimal),
  }
  if (context.standIn && outlooks.some((o) => !o.exact)) chances.estimated = true
  return chances
}

/**
 * One player's final-score distribution. Perfect play (or unknown strength): exact in small
 * endgames, fitted elsewhere. A weaker player: the strength model (strength.ts).
 */
export function finalDistribution(
  context: WinContext,
  sheet: Sheet,
  typicalFinal?: number,
): Outlook {
  if (typicalFinal !== undefined) {
    const weaker = strengthOutlook(context, sheet, typicalFinal)
    if (weaker) return weaker
  }
  return perfectOutlook(context, sheet)
}
