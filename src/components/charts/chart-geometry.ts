export interface ChartPoint {
  x: number
  y: number
}

export interface ChartSeries {
  /** Shown in the legend and the data table. */
  name: string
  points: readonly ChartPoint[]
}

export interface Tick {
  value: number
  /** Pixels from the left (x) or the top (y) of the chart. */
  position: number
}

export interface PlotArea {
  left: number
  top: number
  right: number
  bottom: number
}

export interface ChartLayout {
  width: number
  height: number
  plot: PlotArea
  xTicks: Tick[]
  yTicks: Tick[]
  /** Per series, its points in pixels. */
  lines: ChartPoint[][]
}

export interface LayoutOptions {
  width: number
  height: number
  /** The tick label font size in pixels: margins and tick spacing follow it. */
  fontPx: number
  /** Where x ticks may go (every round, say); spread evenly over the data when not given. */
  xTickCandidates?: readonly number[]
  /** The widest x and y tick labels, in characters. */
  xLabelChars: number
  yLabelChars: number
}

const round = (value: number, step: number) => {
  // Strip float noise (0.30000000000000004) to the precision of the step.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)))
  return Number(value.toFixed(decimals))
}

/** Round tick values (steps of 1, 2 or 5 × 10ⁿ) covering min…max, about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1]
  if (min === max) return max === 0 ? [0, 1] : niceTicks(Math.min(0, min), Math.max(0, max), count)
  const rough = (max - min) / Math.max(1, count - 1)
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power
  const ticks: number[] = []
  for (let value = Math.floor(min / step) * step; value < max + step / 2; value += step) {
    ticks.push(round(value, step))
  }
  if (ticks.at(-1)! < max) ticks.push(round(ticks.at(-1)! + step, step))
  return ticks
}

/** Every k-th candidate, so that at most `fit` labels are drawn (always the first). */
export function thinTicks(candidates: readonly number[], fit: number): number[] {
  const every = Math.max(1, Math.ceil(candidates.length / Math.max(1, fit)))
  return candidates.filter((_, index) => index % every === 0)
}

/** Spreads `count` values evenly over min…max. */
function spread(min: number, max: number, count: number): number[] {
  if (min === max || count < 2) return [min]
  return Array.from({ length: count }, (_, i) => min + ((max - min) * i) / (count - 1))
}

/** Where every axis, tick and point goes in a width × height chart. Pure, for tests. */
export function layoutChart(series: readonly ChartSeries[], options: LayoutOptions): ChartLayout {
  const { width, height, fontPx } = options
  const points = series.flatMap((s) => s.points)
  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  const xMin = xs.length ? Math.min(...xs) : 0
  const xMax = xs.length ? Math.max(...xs) : 1
  const yValues = niceTicks(Math.min(0, ...ys), ys.length ? Math.max(...ys) : 1)
  const yMin = yValues[0]!
  const yMax = yValues.at(-1)!

  const charWidth = fontPx * 0.62
  const plot: PlotArea = {
    // Room for the y tick labels and the rotated y axis title.
    left: Math.ceil(options.yLabelChars * charWidth + fontPx * 2.2),
    top: Math.ceil(fontPx * 0.8),
    right: width - Math.ceil(Math.max(fontPx, (options.xLabelChars * charWidth) / 2)),
    // Room for the x tick labels and the x axis title.
    bottom: height - Math.ceil(fontPx * 3.2),
  }
  // A single x value sits in the middle rather than on an axis.
  const [x0, x1] = xMin === xMax ? [xMin - 1, xMax + 1] : [xMin, xMax]
  const toX = (x: number) => plot.left + ((x - x0) / (x1 - x0)) * (plot.right - plot.left)
  const toY = (y: number) => plot.bottom - ((y - yMin) / (yMax - yMin)) * (plot.bottom - plot.top)

  const labelSpace = options.xLabelChars * charWidth + fontPx
  const fit = Math.max(1, Math.floor((plot.right - plot.left) / labelSpace) + 1)
  const candidates = options.xTickCandidates ?? spread(xMin, xMax, Math.min(fit, 6))
  const xTicks = thinTicks(candidates, fit).map((value) => ({ value, position: toX(value) }))
  const yTicks = yValues.map((value) => ({ value, position: toY(value) }))
  const lines = series.map((s) => s.points.map((p) => ({ x: toX(p.x), y: toY(p.y) })))
  return { width, height, plot, xTicks, yTicks, lines }
}
