/**
 * npx tsx scripts/research/win/pool.ts run1.jsonl [run2.jsonl …]
 *
 * Sums the tables of calibration runs written with WIN_JSON (scripts/bench/win-calibration.ts),
 * e.g. two seeds of the same tables, and per table prints the largest decile gap, the largest in
 * standard errors, and how likely a perfectly calibrated model would be to keep every decile within
 * 3 points with that many games (each decile's gap taken as normal with its standard error). At
 * the end: how many tables miss the target beside how many chance alone would make miss, and
 * Σ z² over all deciles beside its count (a calibrated model: about equal).
 */
import { readFileSync } from 'node:fs'
import type { Calibration, CalibrationRecord } from '../../lib/calibration'

const TARGET = 0.03

interface Pooled {
  variant: string
  name: string
  players: number
  games: number
  seeds: number[]
  mine: Calibration
  today: Calibration
}

function added(a: Calibration, b: Calibration): Calibration {
  const predictions = a.predictions + b.predictions
  return {
    games: a.games + b.games,
    predictions,
    brier: (a.brier * a.predictions + b.brier * b.predictions) / predictions,
    bins: a.bins.map((x, i) => {
      const y = b.bins[i]!
      const count = x.count + y.count
      const mean = (f: (bin: typeof x) => number) =>
        count > 0 ? (f(x) * x.count + f(y) * y.count) / count : 0
      const squares = (x.error * x.count) ** 2 + (y.error * y.count) ** 2
      return {
        from: x.from,
        to: x.to,
        count,
        predicted: mean((bin) => bin.predicted),
        observed: mean((bin) => bin.observed),
        error: count > 0 ? Math.sqrt(squares) / count : 0,
      }
    }),
  }
}

/** P(|N(0, 1)| < z). */
function within(z: number): number {
  // Abramowitz–Stegun 7.1.26 for erf.
  const x = z / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  return 1 - poly * Math.exp(-x * x)
}

const tables = new Map<string, Pooled>()
for (const file of process.argv.slice(2)) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue
    const r = JSON.parse(line) as CalibrationRecord
    const key = `${r.variant}|${r.name}|${r.players}`
    const seen = tables.get(key)
    if (!seen) tables.set(key, { ...r, seeds: [...r.seeds] })
    else {
      seen.games += r.games
      seen.seeds.push(...r.seeds)
      seen.mine = added(seen.mine, r.mine)
      seen.today = added(seen.today, r.today)
    }
  }
}

const pct = (x: number) => (x * 100).toFixed(1)
let misses = 0
let expectedMisses = 0
let chi = 0
let deciles = 0
let variant = ''
for (const t of tables.values()) {
  if (t.variant !== variant) {
    variant = t.variant
    console.log(`\n### ${variant}`)
    console.log(
      '| table | players | games | Brier: strengths / perfect assumed | largest gap | in standard errors | worst decile: predicted → won ± se | a calibrated model within 3 |',
    )
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
  }
  const bins = t.mine.bins.filter((b) => b.count > 0 && b.error > 0)
  const gap = (b: (typeof bins)[number]) => Math.abs(b.observed - b.predicted)
  const worst = bins.reduce((a, b) => (gap(b) > gap(a) ? b : a))
  const z = Math.max(...bins.map((b) => gap(b) / b.error))
  const pass = bins.reduce((p, b) => p * within(TARGET / b.error), 1)
  for (const b of bins) chi += (gap(b) / b.error) ** 2
  deciles += bins.length
  if (gap(worst) > TARGET) misses++
  expectedMisses += 1 - pass
  console.log(
    `| ${t.name} | ${t.players} | ${t.games} | ${t.mine.brier.toFixed(4)} / ${t.today.brier.toFixed(4)} | ` +
      `${pct(gap(worst))}${gap(worst) > TARGET ? ' ✗' : ''} | ${z.toFixed(1)} | ` +
      `${pct(worst.predicted)} → ${pct(worst.observed)} ± ${pct(worst.error)} | ${(100 * pass).toFixed(0)} % |`,
  )
}
console.log(
  `\n${misses} of ${tables.size} tables over 3 points; chance alone would put ${expectedMisses.toFixed(1)} over. ` +
    `Σ z² over ${deciles} deciles: ${chi.toFixed(0)} (a calibrated model: about ${deciles} ± ${Math.sqrt(2 * deciles).toFixed(0)}).`,
)
