import { getVariant, sheetTotals, type Sheet } from '../../rules'
import { fromQuantiles, meanOf, shifted } from './distribution'
import { EXACT_OPEN_BOXES, exactRemaining } from './endgame'
import { residualKey } from './residual-key'
import { FLAT_LINE, spreadRow } from './spread'
import type { ResidualTable } from './residual-table'
import type { Outlook, WinContext } from './win-context'

/** Expected-score play: exact in small endgames, fitted elsewhere. */
export function perfectOutlook(context: WinContext, sheet: Sheet): Outlook {
  const { advisor } = context
  const variant = getVariant(advisor.variant)
  const total = sheetTotals(advisor.rules, sheet).total
  const open = variant.boxes.filter((box) => sheet.scores[box.id] === undefined).length
  if (open <= EXACT_OPEN_BOXES && variant.diceCount === 5 && !variant.savedRolls) {
    const dist = shifted(exactRemaining(advisor, sheet, context.memo), total)
    return { dist, expected: meanOf(dist), exact: true, optimal: true }
  }
  const { expectedFinal, optimal } = advisor.expectedFinal(sheet)
  const quantiles = residualsFor(
    context.residuals,
    variant.id,
    sheet,
    open,
    expectedFinal - total,
    total,
  )
  // The fitted shape's mean is nudged onto the advisor's exact expectation.
  const first = fromQuantiles(quantiles, expectedFinal)
  const dist = fromQuantiles(quantiles, expectedFinal - (meanOf(first) - expectedFinal))
  return { dist, expected: expectedFinal, exact: false, optimal }
}

/**
 * The residual quantiles (final − expected final) for this state, whose expected points still to
 * come are `toCome` and whose points on the sheet are `total`: its row sized for them (spread.ts),
 * else a normal shape whose spread grows with the turns left.
 */
export function residualsFor(
  residuals: ResidualTable | undefined,
  variant: string,
  sheet: Sheet,
  open: number,
  toCome: number,
  total: number,
): readonly number[] {
  if (residuals) {
    const line = residuals.lines?.[String(open)] ?? FLAT_LINE
    const key = residualKey(residuals.variant, sheet)
    const row = spreadRow(residuals, line, key, toCome, total)
    if (row) return row
  }
  return unmeasuredSpread(variant, open)
}

/**
 * The residual quantiles where no table has a row for the state: a normal shape whose standard
 * deviation grows with the root of the open boxes, 14 points a box in Maxi Yatzy (six dice, more
 * boxes) and 10 in the five-dice games.
 */
export function unmeasuredSpread(variant: string, open: number): number[] {
  return normalQuantiles((variant === 'maxi-yatzy' ? 14 : 10) * Math.sqrt(open))
}

const NORMAL_LEVELS = 41

function normalQuantiles(sd: number): number[] {
  return Array.from({ length: NORMAL_LEVELS }, (_, i) => {
    const level = Math.min(Math.max(i / (NORMAL_LEVELS - 1), 0.002), 0.998)
    return sd * probit(level)
  })
}

/** Inverse of the standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
function probit(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ]
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972,
    -13.28068155288572,
  ]
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ]
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416]
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)))
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)))
  const q = p - 0.5
  const r = q * q
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  )
}
