import { getVariant, sheetTotals } from '../../../src/rules'
import type { Advisor } from '../../../src/advisor/types'
import { residualKey } from '../../../src/advisor/win/residual-key'
import type { Trajectory } from './self-play'
import {
  expectedThird,
  rowKeys,
  spreadFactor,
  type SpreadLine,
} from '../../../src/advisor/win/spread'

/** One turn of a self-play game. */
export interface SpreadSample {
  open: number
  /** residualKey of the sheet. */
  key: string
  /** The advisor's expected points still to come (E). */
  expected: number
  /** The points that did come. */
  came: number
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
      })
    }
  }
  return samples
}

export interface SpreadFit {
  lines: Record<string, SpreadLine>
  rows: Record<string, number[]>
}

/**
 * Lines and rows (src/advisor/win/spread.ts) from self-play turns. With `fitMean` the line's a and b
 * are fitted by least squares per open-box count; without, a = 0 and b = 1 (perfect play, whose
 * mean is the advisor's). Rows hold `levels` quantiles (ends at 0.2 % and 99.8 %) rounded by
 * `round`, from at least `minSamples` turns; a row that can never be reached (its key's three
 * thirds all have rows) is left out.
 */
export function fitSpread(
  samples: readonly SpreadSample[],
  options: { fitMean: boolean; levels: number; minSamples: number; round: (x: number) => number },
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
    const [a, b] = options.fitMean ? fitLine(group, previousSlope) : [0, 1]
    previousSlope = b
    // The spread: the size of what the line leaves, |left| ≈ α + β E, as a factor around the mean E.
    const sizes = group.map((s) => ({
      ...s,
      came: Math.abs(s.came - a - b * s.expected),
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
    ]
  }
  const groups = new Map<string, number[]>()
  const add = (key: string, value: number) => {
    const list = groups.get(key)
    if (list) list.push(value)
    else groups.set(key, [value])
  }
  for (const s of samples) {
    const line = lines[String(s.open)]!
    const left = (s.came - (line[0] + line[1] * s.expected)) / spreadFactor(line, s.expected)
    const third = expectedThird(line, s.expected)
    for (const key of rowKeys(s.key, third)) add(key, left)
  }
  const measured = [...groups].filter(([, values]) => values.length >= options.minSamples)
  const has = new Set(measured.map(([key]) => key))
  const rows: Record<string, number[]> = {}
  for (const [key, values] of measured.sort(([x], [y]) => x.localeCompare(y))) {
    // Plain rows are only read when a third of them has none.
    const reachable = key.includes('~') || [0, 1, 2].some((t) => !has.has(`${key}~${t}`))
    if (!reachable) continue
    values.sort((x, y) => x - y)
    rows[key] = Array.from({ length: options.levels }, (_, i) => {
      const level = Math.min(Math.max(i / (options.levels - 1), 0.002), 0.998)
      return options.round(values[Math.floor(level * (values.length - 1))]!)
    })
  }
  return { lines, rows }
}

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
