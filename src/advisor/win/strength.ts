import { getVariant, sheetTotals, type Sheet } from '../../rules'
import { perfectTypical } from './computer-strength'
import { floored, fromQuantiles, meanOf, mixture, type PointsDistribution } from './distribution'
import { NOTHING_MORE_OPEN, openBoxesKey, withNothingMore } from './nothing-more'
import { perfectOutlook, unmeasuredSpread } from './perfect-outlook'
import { residualKey } from './residual-key'
import { FLAT_LINE, lineMean, spreadRow } from './spread'
import type { StrengthLevel } from './strength-table'
import type { Outlook, WinContext } from './win-context'

/**
 * The chance below each quantile point of a row: every 5 %, and 1, 2.5, 97.5 and 99 % in the
 * tails, the ends measured at 0.2 / 99.8 % and read as 0 and 1. With few boxes left a weaker
 * player's upper tail is a few lumps (a Yatzy, a bonus) and a straight line from the 95 % point to
 * the 99.8 % one put too much on the far end: finals passed its 98 % point 1.1–1.4 % of the time,
 * not 2 %, so a player far behind was given too much chance to catch up and the leaders of
 * four-player beginners' games won more often than predicted. Strength rows of the earlier form
 * (every 5 %) are read at these points.
 */
export const STRENGTH_PROBABILITIES: readonly number[] = [
  0,
  0.01,
  0.025,
  ...Array.from({ length: 19 }, (_, k) => (k + 1) / 20),
  0.975,
  0.99,
  1,
]

/** A player below the weakest measured level is extrapolated this far at most (in levels' gaps). */
const MAX_EXTRAPOLATION = 1.5

/**
 * The final-score distribution of a player whose typical final is `typical`, weaker than perfect
 * play: null when perfect play (or nothing measured) applies. The measured levels and perfect play
 * are anchors at their typical finals. A player between two anchors finishes as a mixture of the
 * two, weighted by where their typical final lies between them: they play some turns more like
 * the one and some more like the other. (Interpolating the two shapes point by point, as before,
 * gave a player between levels the narrower spread of a single level: a stand-in playing each
 * turn as Easy or as Hard finished outside the model's 5–95 % band 19 % of the time, not 10 %.)
 * Below the weakest level its expected points to come are extrapolated, and its shape is kept.
 */
export function strengthOutlook(
  context: WinContext,
  sheet: Sheet,
  typical: number,
): Outlook | null {
  const { advisor, strength } = context
  const top = perfectTypical(advisor.variant)
  if (!strength || strength.levels.length === 0 || !(typical < top)) return null
  const variant = getVariant(advisor.variant)
  const open = variant.boxes.filter((box) => sheet.scores[box.id] === undefined).length
  if (open === 0) return null
  const anchors: { typical: number; level: StrengthLevel | null }[] = [
    ...strength.levels.map((level) => ({ typical: level.typical, level })),
    { typical: top, level: null },
  ]
  let i = 0
  while (i < anchors.length - 2 && typical > anchors[i + 1]!.typical) i++
  const low = anchors[i]!
  const high = anchors[i + 1]!
  const w = Math.max((typical - low.typical) / (high.typical - low.typical), -MAX_EXTRAPOLATION)
  const total = sheetTotals(advisor.rules, sheet).total
  const { expectedFinal, optimal } = advisor.expectedFinal(sheet)
  const toCome = expectedFinal - total
  const lineOf = (level: StrengthLevel | null) =>
    level ? (level.lines[String(open)] ?? FLAT_LINE) : FLAT_LINE
  /** A level's points still to come from this sheet on its line. */
  const comingOn = (level: StrengthLevel | null) => lineMean(lineOf(level), toCome, total)
  /** A measured level's distribution: its row around its line, moved by `shift` points. */
  const levelDist = (level: StrengthLevel, shift = 0) => {
    const row =
      spreadRow(level, lineOf(level), residualKey(variant.id, sheet), toCome, total) ??
      unmeasuredSpread(variant.id, open)
    const dist = fromQuantiles(
      resampled(row),
      total + comingOn(level) + shift,
      STRENGTH_PROBABILITIES,
    )
    const nothing = open <= NOTHING_MORE_OPEN ? level.zeros?.[openBoxesKey(variant.id, sheet)] : 0
    return withNothingMore(dist, total, nothing ?? 0)
  }
  const anchorDist = (level: StrengthLevel | null) =>
    level ? levelDist(level) : perfectOutlook(context, sheet).dist
  let mixed: PointsDistribution
  if (w <= 0) {
    // Below the weakest level: its shape, moved down by the same share of the gap between its
    // points to come from this sheet and the next level's. Extrapolating the intercept and the
    // slope apart did not stay below: where the weakest level's slope is the flatter, the slope
    // went negative (read as zero) while the intercept grew, and a player who scores about 135
    // with a Yatzy on the sheet was expected to finish at 235, above a Medium player.
    const below = Math.min(0, w * (comingOn(high.level) - comingOn(low.level)))
    mixed = levelDist(low.level!, below)
  } else if (w >= 1) {
    mixed = anchorDist(high.level)
  } else {
    mixed = mixture([
      { weight: 1 - w, dist: anchorDist(low.level) },
      { weight: w, dist: anchorDist(high.level) },
    ])
  }
  // No score can fall: a shape that reaches below the points on the sheet means nothing more comes.
  const dist = floored(mixed, total)
  return { dist, expected: meanOf(dist), exact: false, optimal }
}

/**
 * A row of quantiles read at STRENGTH_PROBABILITIES, by linear interpolation (the same piecewise-
 * linear shape fromQuantiles makes of it). A row of another length has its points equally likely:
 * strength rows of the earlier form and the normal stand-in.
 */
function resampled(row: readonly number[]): readonly number[] {
  if (row.length === STRENGTH_PROBABILITIES.length) return row
  return STRENGTH_PROBABILITIES.map((p) => {
    const at = p * (row.length - 1)
    const below = Math.floor(at)
    const above = Math.min(below + 1, row.length - 1)
    return row[below]! + (at - below) * (row[above]! - row[below]!)
  })
}
