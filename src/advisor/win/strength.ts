import { getVariant, sheetTotals, type Sheet } from '../../rules'
import { perfectTypical } from './computer-strength'
import { floored, fromQuantiles, meanOf, quantileOf } from './distribution'
import { normalQuantiles, perfectOutlook, residualsFor } from './perfect-outlook'
import { residualKey } from './residual-key'
import { FLAT_LINE, spreadRow } from './spread'
import type { StrengthLevel } from './strength-table'
import type { Outlook, WinContext } from './win-context'

/**
 * The chance below each quantile point of a row: every 5 %, and 1, 2.5, 97.5 and 99 % in the
 * tails, the ends measured at 0.2 / 99.8 % and read as 0 and 1. With few boxes left a weaker
 * player's upper tail is a few lumps (a Yatzy, a bonus) and a straight line from the 95 % point to
 * the 99.8 % one put too much on the far end: finals passed its 98 % point 1.1–1.4 % of the time,
 * not 2 %, so a player far behind was given too much chance to catch up and the leaders of
 * four-player beginners' games won more often than predicted. Perfect play's rows (every 2.5 %)
 * and strength rows of the earlier form (every 5 %) are read at these points.
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

/** One anchor's answer for a sheet: points still to come ≈ a + b × expected + quantiles. */
interface Shape {
  a: number
  b: number
  quantiles: readonly number[]
}

/**
 * The final-score distribution of a player whose typical final is `typical`, weaker than perfect
 * play: null when perfect play (or nothing measured) applies. The measured levels and perfect play
 * are anchors at their typical finals; a player between two is interpolated (the line's a and b,
 * and the quantiles point by point, which moves the distribution's position and spread together).
 * Below the weakest level only the line is extrapolated, and the weakest level's shape is kept.
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
  const total = sheetTotals(variant.id, sheet).total
  const { expectedFinal, optimal } = advisor.expectedFinal(sheet)
  const toCome = expectedFinal - total
  const from = shapeOf(context, sheet, open, toCome, total, low.level)
  const to = shapeOf(context, sheet, open, toCome, total, high.level)
  const a = from.a + w * (to.a - from.a)
  const b = Math.max(0, from.b + w * (to.b - from.b))
  const shapeWeight = Math.max(0, w)
  const quantiles = from.quantiles.map((q, k) => q + shapeWeight * (to.quantiles[k]! - q))
  // No score can fall: a shape that reaches below the points on the sheet means nothing more comes.
  const dist = floored(
    fromQuantiles(quantiles, total + a + b * toCome, STRENGTH_PROBABILITIES),
    total,
  )
  return { dist, expected: meanOf(dist), exact: false, optimal }
}

/** A measured level's line and row for this sheet; `null`: perfect play, centred on its mean. */
function shapeOf(
  context: WinContext,
  sheet: Sheet,
  open: number,
  toCome: number,
  total: number,
  level: StrengthLevel | null,
): Shape {
  const variant = context.advisor.variant
  if (level) {
    const line = level.lines[String(open)] ?? FLAT_LINE
    const quantiles =
      spreadRow(level, line, residualKey(variant, sheet), toCome, total) ??
      normalQuantiles((variant === 'maxi-yatzy' ? 14 : 10) * Math.sqrt(open))
    return { a: line[0], b: line[1], quantiles: resampled(quantiles) }
  }
  const perfect = perfectOutlook(context, sheet)
  if (perfect.exact) {
    // The exact endgame as quantiles around its mean, so it can be interpolated.
    const quantiles = STRENGTH_PROBABILITIES.map(
      (p) => quantileOf(perfect.dist, Math.min(Math.max(p, 0.002), 0.998)) - perfect.expected,
    )
    return { a: 0, b: 1, quantiles }
  }
  const row = residualsFor(context.residuals, variant, sheet, open, toCome, total)
  const centre = meanOf(fromQuantiles(row, 0))
  return { a: 0, b: 1, quantiles: resampled(row).map((q) => q - centre) }
}

/**
 * A row of quantiles read at STRENGTH_PROBABILITIES, by linear interpolation (the same piecewise-
 * linear shape fromQuantiles makes of it). A row of another length has its points equally likely:
 * perfect play's residual rows and strength rows of the earlier form.
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
