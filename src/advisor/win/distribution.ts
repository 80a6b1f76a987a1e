/**
 * A probability distribution over whole points: p[i] is the chance of `offset + i`.
 * Final scores are integers in every variant, so this is exact where the inputs are.
 */
export interface PointsDistribution {
  readonly offset: number
  readonly p: Float64Array
}

export function pointMass(points: number): PointsDistribution {
  return { offset: points, p: Float64Array.of(1) }
}

export function shifted(dist: PointsDistribution, by: number): PointsDistribution {
  return { offset: dist.offset + by, p: dist.p }
}

/** Σ weight × distribution, for weights that sum to 1. */
export function mixture(
  parts: readonly { weight: number; dist: PointsDistribution }[],
): PointsDistribution {
  let low = Infinity
  let high = -Infinity
  for (const { dist } of parts) {
    low = Math.min(low, dist.offset)
    high = Math.max(high, dist.offset + dist.p.length - 1)
  }
  const p = new Float64Array(high - low + 1)
  for (const { weight, dist } of parts) {
    const at = dist.offset - low
    for (let i = 0; i < dist.p.length; i++) p[at + i] = p[at + i]! + weight * dist.p[i]!
  }
  return { offset: low, p }
}

export function meanOf(dist: PointsDistribution): number {
  let sum = 0
  for (let i = 0; i < dist.p.length; i++) sum += dist.p[i]! * (dist.offset + i)
  return sum
}

/** The smallest score whose cumulative chance reaches q (0 < q < 1). */
export function quantileOf(dist: PointsDistribution, q: number): number {
  let cumulative = 0
  for (let i = 0; i < dist.p.length; i++) {
    cumulative += dist.p[i]!
    if (cumulative >= q - 1e-12) return dist.offset + i
  }
  return dist.offset + dist.p.length - 1
}

/**
 * A smooth distribution over whole points from quantile points: the chance between each pair of
 * neighbours is spread evenly between them (a piecewise-linear CDF), then read off at half-points
 * so each integer gets the mass of [s − ½, s + ½). `levels` is the chance below each point (from 0
 * to 1); without it the points are equally likely, 1/(n−1) apart.
 */
export function fromQuantiles(
  quantiles: readonly number[],
  shift: number,
  levels?: readonly number[],
): PointsDistribution {
  const q = quantiles.map((v) => v + shift)
  const n = q.length
  const level = (i: number) => (levels ? levels[i]! : i / (n - 1))
  const low = Math.floor(q[0]! - 0.5)
  const high = Math.ceil(q[n - 1]! + 0.5)
  const cdf = (x: number): number => {
    if (x <= q[0]!) return 0
    if (x >= q[n - 1]!) return 1
    let i = 0
    while (q[i + 1]! < x) i++
    const width = q[i + 1]! - q[i]!
    const within = width > 0 ? (x - q[i]!) / width : 1
    return level(i) + within * (level(i + 1) - level(i))
  }
  const p = new Float64Array(high - low + 1)
  let previous = cdf(low - 0.5)
  for (let s = low; s <= high; s++) {
    const next = cdf(s + 0.5)
    p[s - low] = next - previous
    previous = next
  }
  return { offset: low, p }
}

/**
 * The distribution with every chance below `floor` moved onto `floor`: no score can fall, so a
 * fitted shape that reaches below the points already on the sheet means "nothing more to come".
 */
export function floored(dist: PointsDistribution, floor: number): PointsDistribution {
  const cut = floor - dist.offset
  if (cut <= 0) return dist
  if (cut >= dist.p.length) return pointMass(floor)
  const p = dist.p.slice(cut)
  for (let i = 0; i < cut; i++) p[0] = p[0]! + dist.p[i]!
  return { offset: floor, p }
}
