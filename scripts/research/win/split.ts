/**
 * npx tsx scripts/research/win/split.ts   (nice -n 19)
 *
 * Is a table's seed-to-seed swing more than its standard error says? Takes every cached game of
 * two players (WIN_PAIR, default "easy,easy"; WIN_VARIANTS one variant) from the seeds in
 * WIN_SEED, cuts them into disjoint two-player tables of WIN_GAMES games each, and prints each
 * chunk's per-decile gap in standard errors, then the spread of those z values across chunks (a
 * calibrated model with a right standard error: mean about 0, sd about 1), and all chunks summed.
 */
import type { ExactVariantId } from '../../../src/advisor/model'
import { COMPUTER_TYPICAL_FINAL } from '../../../src/advisor/win/computer-strength'
import type { ComputerLevel } from '../../../src/computer'
import { shippedWinContext } from '../../../src/advisor/win/shipped-context'
import { exactAdvisor } from '../../lib/cached-advisor'
import { cachedSelfPlay } from '../../lib/cached-self-play'
import { calibrateTables } from '../../lib/calibration'

const variant = (process.env.WIN_VARIANTS ?? 'yatzy') as ExactVariantId
const [first, second] = (process.env.WIN_PAIR ?? 'easy,easy').split(',') as ComputerLevel[]
const SEEDS = (process.env.WIN_SEED ?? '20261130:16000,21:8000,22:8000,7:4000,8:4000')
  .split(',')
  .map((s) => s.split(':').map(Number) as [number, number])
const GAMES = Number(process.env.WIN_GAMES ?? 2000)
const WRITES = Number(process.env.WIN_WRITES ?? 8)
const advisor = exactAdvisor(variant)
const context = await shippedWinContext(advisor, variant)
const typicalFinal = [first!, second!].map((l) => COMPUTER_TYPICAL_FINAL[variant][l])
const zs: number[][] = []
const pooled = Array.from({ length: 10 }, () => ({
  count: 0,
  predicted: 0,
  observed: 0,
  squares: 0,
}))
for (const [seed, count] of SEEDS) {
  const a = cachedSelfPlay(advisor, count, seed, first!)
  const b = first === second ? a : cachedSelfPlay(advisor, count, seed, second!)
  const perChunk = first === second ? 2 * GAMES : GAMES
  for (let start = 0; start + perChunk <= count; start += perChunk) {
    const tables = Array.from({ length: GAMES }, (_, t) =>
      first === second ? [a[start + t]!, a[start + GAMES + t]!] : [a[start + t]!, b[start + t]!],
    )
    const c = calibrateTables(context, tables, { typicalFinal, writesPerGame: WRITES })
    const z = c.bins.map((bin) => (bin.observed - bin.predicted) / bin.error)
    zs.push(z)
    c.bins.forEach((bin, d) => {
      const sum = pooled[d]!
      sum.count += bin.count
      sum.predicted += bin.predicted * bin.count
      sum.observed += bin.observed * bin.count
      sum.squares += (bin.error * bin.count) ** 2
    })
    console.log(
      `seed ${seed} games ${start}+: Brier ${c.brier.toFixed(4)}  z ${z.map((x) => x.toFixed(1).padStart(5)).join(' ')}`,
    )
  }
}
const n = zs.length
for (let d = 0; d < 10; d++) {
  const col = zs.map((z) => z[d]!)
  const mean = col.reduce((s, x) => s + x, 0) / n
  const sd = Math.sqrt(col.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1))
  const sum = pooled[d]!
  const gap = (sum.observed - sum.predicted) / sum.count
  const error = Math.sqrt(sum.squares) / sum.count
  console.log(
    `decile ${d}: z mean ${mean.toFixed(2)} (± ${(sd / Math.sqrt(n)).toFixed(2)}), sd ${sd.toFixed(2)}; ` +
      `all chunks together ${((100 * sum.predicted) / sum.count).toFixed(1)} → ` +
      `${((100 * sum.observed) / sum.count).toFixed(1)} (${(100 * gap).toFixed(1)} ± ${(100 * error).toFixed(1)})`,
  )
}
