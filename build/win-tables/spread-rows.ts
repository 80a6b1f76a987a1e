import { getVariant, sheetTotals } from '../../src/rules'
import type { Advisor } from '../../src/advisor/types'
import { residualKey } from '../../src/advisor/win/residual-key'
import type { Trajectory } from '../../scripts/lib/self-play'
import {
  expectedThird,
  LEAD_RANGE,
  rowKeys,
  spreadFactor,
  type SpreadLine,
} from '../../src/advisor/win/spread'

/** One turn of a self-play game. */
export interface SpreadSample {
  open: number
  /** residualKey of the sheet. */
  key: string
  /** The advisor's expected points still to come (E). */
  expected: number
  /** The points that did come. */
  came: number
  /** The points on the sheet. */
  total: number
}

/** Every turn but the last of every game, with the advisor's expectation and what came. */
export function spreadSamples(advisor: Advisor, games: readonly Trajectory[]): SpreadSample[] {
  const variant = getVariant(advisor.variant)
  const samples: SpreadSample[] = []
  for (const game of games) {
    for (const sheet of game.sheets.slice(0, -1)) {
      const total = sheetTotals(variant.id, sheet).total
      samples.push({
        open: variant.boxes.filter((box) => sheet.scores[box.id] === undefined).length,
        key: residualKey(variant.id, sheet),
        expected: advisor.expectedFinal(sheet).expectedFinal - total,
        came: game.final - total,
        total,
      })
    }
  }
  return samples
}

export interface SpreadFit {
  lines: Record<string, SpreadLine>
  rows: Record<string, number[]>
  totals: Record<string, number>
}

/**
 * Lines and rows (src/advisor/win/spread.ts) from self-play turns. With `fitMean` the line's a and b
 * (and with `sheetTerm` c) are fitted by least squares per open-box count; without, a = 0, b = 1
 * and c = 0 (perfect play, whose mean is the advisor's). Rows hold `levels` quantiles (ends at
 * 0.2 % and 99.8 %) rounded by `round`, from at least `minSamples` turns; a row that can never be
 * reached (its key's three thirds all have rows) is left out. With `lead`, each open-box count's j
 * (the spread's factor on the points ahead of the row's mean) is fitted within rows: the size of
 * what the line leaves, over its row's mean size, on the points ahead of the row's mean; `totals`
 * holds the rows' means.
 */
export function fitSpread(
  samples: readonly SpreadSample[],
  options: {
    fitMean: boolean
    /** With `fitMean`, also c, the slope on the points on the sheet. */
    sheetTerm?: boolean
    /** How many equally likely points, or the chance below each point (0 to 1). */
    levels: number | readonly number[]
    minSamples: number
    round: (x: number) => number
    lead?: boolean
  },
): SpreadFit {
  const byOpen = new Map<number, SpreadSample[]>()
  for (const s of samples) {
    const list = byOpen.get(s.open)
    if (list) list.push(s)
    else byOpen.set(s.open, [s])
  }
  const lines: Record<string, SpreadLine> = {}
  let previousSlope = 1
  for (const open of [...byOpen.keys()].sort((x, y) => x - y)) {
    const group = byOpen.get(open)!
    const [a, b, c] = !options.fitMean
      ? [0, 1, 0]
      : options.sheetTerm
        ? fitMeanLine(group, previousSlope)
        : [...fitLine(group, previousSlope), 0]
    previousSlope = b
    // The spread: the size of what the line leaves, |left| ≈ α + β E, as a factor around the mean E.
    const sizes = group.map((s) => ({
      ...s,
      came: Math.abs(s.came - a - b * s.expected - c * s.total),
    }))
    const [alpha, beta] = fitLine(sizes, 0)
    const m = sizes.reduce((sum, s) => sum + s.expected, 0) / sizes.length
    const k = alpha + beta * m > 0 ? beta / (alpha + beta * m) : 0
    const sorted = group.map((s) => s.expected).sort((x, y) => x - y)
    const cut = (q: number) => round(sorted[Math.floor(q * (sorted.length - 1))]!, 1)
    lines[String(open)] = [
      round(a, 2),
      round(b, 4),
      round(m, 1),
      round(k, 5),
      cut(1 / 3),
      cut(2 / 3),
      0,
      round(c, 4),
    ]
  }
  // What the line leaves, over the factor on E, and the keys of the rows it goes into.
  const left = samples.map((s) => {
    const line = lines[String(s.open)]!
    const mean = line[0] + line[1] * s.expected + line[7] * s.total
    return (s.came - mean) / spreadFactor(line, s.expected)
  })
  const keysOf = samples.map((s) =>
    rowKeys(s.key, expectedThird(lines[String(s.open)]!, s.expected)),
  )
  const counts = new Map<string, { n: number; total: number; sum: number }>()
  samples.forEach((s, i) => {
    for (const key of keysOf[i]!) {
      const c = counts.get(key) ?? { n: 0, total: 0, sum: 0 }
      c.n++
      c.total += s.total
      c.sum += left[i]!
      counts.set(key, c)
    }
  })
  const has = new Set([...counts].filter(([, c]) => c.n >= options.minSamples).map(([k]) => k))
  const totals: Record<string, number> = {}
  for (const key of has) totals[key] = round(counts.get(key)!.total / counts.get(key)!.n, 1)
  if (options.lead) fitLead(samples, left, keysOf, has, totals, lines)
  const groups = new Map<string, number[]>()
  samples.forEach((s, i) => {
    const line = lines[String(s.open)]!
    for (const key of keysOf[i]!) {
      if (!has.has(key)) continue
      const factor = Math.min(
        Math.max(1 + line[6] * (s.total - totals[key]!), LEAD_RANGE[0]),
        LEAD_RANGE[1],
      )
      const list = groups.get(key)
      if (list) list.push(left[i]! / factor)
      else groups.set(key, [left[i]! / factor])
    }
  })
  const { levels } = options
  const probabilities =
    typeof levels === 'number' ? Array.from({ length: levels }, (_, i) => i / (levels - 1)) : levels
  const rows: Record<string, number[]> = {}
  const kept: Record<string, number> = {}
  for (const [key, values] of [...groups].sort(([x], [y]) => x.localeCompare(y))) {
    // Plain rows are only read when a third of them has none.
    const reachable = key.includes('~') || [0, 1, 2].some((t) => !has.has(`${key}~${t}`))
    if (!reachable) continue
    values.sort((x, y) => x - y)
    rows[key] = probabilities.map((p) => {
      const level = Math.min(Math.max(p, 0.002), 0.998)
      return options.round(values[Math.floor(level * (values.length - 1))]!)
    })
    kept[key] = totals[key]!
  }
  return { lines, rows, totals: options.lead ? kept : {} }
}

/**
 * Each open-box count's j, within rows. What matters for the chances is the tails, so j is fitted
 * on how often a turn lands outside its row's 10–90 % band: by least squares on the points ahead
 * of the row's mean points (both taken from their row's means), then turned into a factor on the
 * spread (a normal shape's share outside its 10–90 % band grows by 0.45 per unit of its scale).
 */
function fitLead(
  samples: readonly SpreadSample[],
  left: readonly number[],
  keysOf: readonly string[][],
  has: ReadonlySet<string>,
  totals: Readonly<Record<string, number>>,
  lines: Record<string, SpreadLine>,
): void {
  const rowOf = keysOf.map((keys) => keys.find((k) => has.has(k)))
  const values = new Map<string, number[]>()
  samples.forEach((_, i) => {
    const key = rowOf[i]
    if (key === undefined) return
    const list = values.get(key)
    if (list) list.push(left[i]!)
    else values.set(key, [left[i]!])
  })
  const bands = new Map<string, { low: number; high: number; outside: number }>()
  for (const [key, list] of values) {
    list.sort((x, y) => x - y)
    const low = list[Math.floor(0.1 * (list.length - 1))]!
    const high = list[Math.floor(0.9 * (list.length - 1))]!
    const outside = list.filter((v) => v < low || v > high).length / list.length
    bands.set(key, { low, high, outside })
  }
  const fits = new Map<number, { xy: number; xx: number }>()
  samples.forEach((sample, i) => {
    const key = rowOf[i]
    if (key === undefined) return
    const band = bands.get(key)!
    const out = left[i]! < band.low || left[i]! > band.high ? 1 : 0
    const lead = sample.total - totals[key]!
    const f = fits.get(sample.open) ?? { xy: 0, xx: 0 }
    f.xy += lead * (out - band.outside)
    f.xx += lead * lead
    fits.set(sample.open, f)
  })
  for (const [open, { xy, xx }] of fits) {
    const line = lines[String(open)]!
    const j = xx > 0 ? xy / xx / NORMAL_OUTSIDE_SLOPE : 0
    lines[String(open)] = [
      line[0],
      line[1],
      line[2],
      line[3],
      line[4],
      line[5],
      round(j, 5),
      line[7],
    ]
  }
}

/**
 * Least squares of `came` on `expected` (E) and the points on the sheet: [a, b, c]. Where one of
 * them hardly varies (E on the empty sheet, the points with one box filled in some variants) its
 * slope cannot be fitted: b falls back to `fallbackSlope`, c to 0.
 */
function fitMeanLine(
  group: readonly SpreadSample[],
  fallbackSlope: number,
): [number, number, number] {
  const n = group.length
  const mx = group.reduce((s, g) => s + g.expected, 0) / n
  const mt = group.reduce((s, g) => s + g.total, 0) / n
  const my = group.reduce((s, g) => s + g.came, 0) / n
  let sxx = 0
  let stt = 0
  let sxt = 0
  let sxy = 0
  let sty = 0
  for (const g of group) {
    const dx = g.expected - mx
    const dt = g.total - mt
    const dy = g.came - my
    sxx += dx * dx
    stt += dt * dt
    sxt += dx * dt
    sxy += dx * dy
    sty += dt * dy
  }
  const det = sxx * stt - sxt * sxt
  if (stt / n <= 1 || det / (n * n) <= 1) {
    const [a, b] = fitLine(group, fallbackSlope)
    return [a, b, 0]
  }
  if (sxx / n <= 1) {
    const c = (sty - fallbackSlope * sxt) / stt
    return [my - fallbackSlope * mx - c * mt, fallbackSlope, c]
  }
  const b = (sxy * stt - sty * sxt) / det
  const c = (sty * sxx - sxy * sxt) / det
  return [my - b * mx - c * mt, b, c]
}

/** d/ds of P(|Z| > 1.2816 / s) at s = 1, for a standard normal Z. */
const NORMAL_OUTSIDE_SLOPE = 0.45
/**
 * Least squares of `came` on `expected`. Where the expectation hardly varies (the empty sheet) the
 * slope cannot be fitted: `fallbackSlope` is kept.
 */
function fitLine(group: readonly SpreadSample[], fallbackSlope: number): [number, number] {
  const n = group.length
  const mx = group.reduce((s, g) => s + g.expected, 0) / n
  const my = group.reduce((s, g) => s + g.came, 0) / n
  let sxx = 0
  let sxy = 0
  for (const g of group) {
    sxx += (g.expected - mx) ** 2
    sxy += (g.expected - mx) * (g.came - my)
  }
  const slope = sxx / n > 1 ? sxy / sxx : fallbackSlope
  return [my - slope * mx, slope]
}

function round(x: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}
