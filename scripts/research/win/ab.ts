/**
 * WIN_OLD_TABLE=/tmp/yatzy-before.ts npx tsx scripts/research/win/ab.ts   (nice -n 19)
 *
 * Two strength tables on the same positions: the one in WIN_OLD_TABLE (a copy of an earlier
 * src/advisor/win/strength/<variant>.ts, e.g. from git show) and the shipped one, read by today's
 * code. Tables of AB_TABLES (seats by level, "easy,easy;easy,medium,hard,perfect"), WIN_GAMES each
 * (default 4 000) from cached games of WIN_SEED, predictions after 8 writes a game; per table the
 * Brier score, the worst decile (± its standard error) and Σ z² over the deciles (a calibrated
 * model: about 10). Tells a change from the dice, which a second seed cannot.
 */
import { COMPUTER_TYPICAL_FINAL } from '../../../src/advisor/win/computer-strength'
import type { ComputerLevel } from '../../../src/computer'
import { residualTableFor } from '../../../src/advisor/win/residuals'
import { strengthTableFor } from '../../../src/advisor/win/strength-tables'
import { decodeStrength, type StoredStrength } from '../../../src/advisor/win/strength-table'
import { winContext } from '../../../src/advisor/win/win-context'
import type { ExactVariantId } from '../../../src/advisor/model'
import { exactAdvisor } from '../../lib/cached-advisor'
import { cachedSelfPlaySeeds } from '../../lib/cached-self-play'
import { calibrateTables, type Calibration } from '../../lib/calibration'
const variant = (process.env.WIN_VARIANTS ?? 'yatzy') as ExactVariantId
const SEEDS = (process.env.WIN_SEED ?? '20261130').split(',').map(Number)
const GAMES = Number(process.env.WIN_GAMES ?? 4000)
const advisor = exactAdvisor(variant)
const OLD_TABLE = process.env.WIN_OLD_TABLE
if (!OLD_TABLE) throw new Error('WIN_OLD_TABLE: the earlier strength table file')
const old = decodeStrength(((await import(OLD_TABLE)) as { strength: StoredStrength }).strength)
const residuals = await residualTableFor(variant)
const A = winContext(advisor, residuals, old)
const B = winContext(advisor, residuals, await strengthTableFor(variant))
const pairs: [string, ComputerLevel[]][] = (
  process.env.AB_TABLES ??
  'easy,easy;easy,easy,easy,easy;easy,hard,easy,hard;medium,medium,medium,medium;easy,medium,hard,perfect'
)
  .split(';')
  .map((t) => [t, t.split(',') as ComputerLevel[]])
const need = new Map<ComputerLevel, number>()
for (const [, seats] of pairs) {
  const c = new Map<ComputerLevel, number>()
  for (const s of seats) c.set(s, (c.get(s) ?? 0) + 1)
  for (const [s, n] of c) need.set(s, Math.max(need.get(s) ?? 0, n * GAMES))
}
const played = new Map([...need].map(([l, n]) => [l, cachedSelfPlaySeeds(advisor, n, SEEDS, l)]))
const fmt = (c: Calibration) => {
  const gaps = c.bins
    .filter((b) => b.count > 0)
    .map((b) => ({ g: b.observed - b.predicted, z: (b.observed - b.predicted) / b.error, b }))
  const worst = gaps.reduce((a, b) => (Math.abs(b.g) > Math.abs(a.g) ? b : a))
  const z2 = gaps.reduce((s, x) => s + x.z * x.z, 0)
  return `Brier ${c.brier.toFixed(4)} worst ${(100 * worst.b.predicted).toFixed(1)}→${(100 * worst.b.observed).toFixed(1)} ±${(100 * worst.b.error).toFixed(1)} Σz² ${z2.toFixed(1)}`
}
for (const [name, seats] of pairs) {
  const seen = new Map<ComputerLevel, number>()
  const cols = seats.map((s) => {
    const k = seen.get(s) ?? 0
    seen.set(s, k + 1)
    return played.get(s)!.slice(k * GAMES, (k + 1) * GAMES)
  })
  const tables = Array.from({ length: GAMES }, (_, t) => cols.map((c) => c[t]!))
  const typicalFinal = seats.map((s) =>
    s === 'perfect' ? undefined : COMPUTER_TYPICAL_FINAL[variant][s],
  )
  const a = calibrateTables(A, tables, { typicalFinal, writesPerGame: 8 })
  const b = calibrateTables(B, tables, { typicalFinal, writesPerGame: 8 })
  console.log(`${variant} ${name}: old ${fmt(a)} | new ${fmt(b)}`)
}
