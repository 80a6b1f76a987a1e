import { getVariant, type Sheet, type VariantId } from '../../rules'
import { floored, type PointsDistribution } from './distribution'

/** With this many boxes open or fewer a strength table says how often nothing more comes. */
export const NOTHING_MORE_OPEN = 4

/**
 * Which boxes are open, by their places on the sheet ("3.12"): what decides how often a weaker
 * player scores nothing more late in the game (a Yatzy box left open is crossed out far more often
 * than Chance).
 */
export function openBoxesKey(variant: VariantId, sheet: Sheet): string {
  return getVariant(variant)
    .boxes.flatMap((box, i) => (sheet.scores[box.id] === undefined ? [i] : []))
    .join('.')
}

/**
 * The distribution cut at the points on the sheet (no score can fall), with at least `nothing` of
 * its chance on those points: the lowest part of it moves onto them. Late in the game a weaker
 * player often scores nothing more (the last boxes crossed out), a lump that a row of quantiles,
 * pooled over many sets of open boxes, smears over the first few points above: from sheets where
 * the rows gave 5 % for nothing more, Easy Yatzy players with two boxes open scored nothing more
 * 40 % of the time. The points just above keep what is left.
 */
export function withNothingMore(
  dist: PointsDistribution,
  points: number,
  nothing: number,
): PointsDistribution {
  const cut = floored(dist, points)
  const below = cut.offset - points
  if (!(nothing > (below > 0 ? 0 : cut.p[0]!))) return cut
  // Reaches from the sheet's points up (what the row put on them, if anything, first).
  const p = new Float64Array(below + cut.p.length)
  p.set(cut.p, below)
  let moved = p[0]!
  let i = 1
  for (; i < p.length && moved + p[i]! <= nothing; i++) {
    moved += p[i]!
    p[i] = 0
  }
  if (i < p.length) p[i] = p[i]! - (nothing - moved)
  p[0] = Math.min(1, nothing)
  return { offset: points, p }
}
