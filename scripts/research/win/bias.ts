/**
 * npx tsx scripts/research/win/bias.ts   (nice -n 19)
 *
 * Is a player's predicted final-score distribution off in its centre or in its width? For every
 * turn of cached games of one player (WIN_PLAYER: a level, or a blend such as "easy+50%hard";
 * WIN_VARIANTS one variant; WIN_SEED; WIN_GAMES), the miss final − predicted mean in points and in
 * predicted standard deviations, and the PIT's tails, by open boxes and by the sheet's points
 * against the level's pace. A calibrated model: mean miss 0, z sd 1, 5 % and 5 % in the tails.
 */
import { getVariant, sheetTotals } from '../../../src/rules'
import type { ExactVariantId } from '../../../src/advisor/model'
import { COMPUTER_TYPICAL_FINAL } from '../../../src/advisor/win/computer-strength'
import type { ComputerLevel } from '../../../src/computer'
import { shippedWinContext } from '../../../src/advisor/win/shipped-context'
import { finalDistribution } from '../../../src/advisor/win/win-chances'
import { exactAdvisor } from '../../lib/cached-advisor'
import { cachedSelfPlaySeeds } from '../../lib/cached-self-play'
import type { SelfPlayer } from '../../lib/self-play'

const variant = (process.env.WIN_VARIANTS ?? 'yatzy') as ExactVariantId
const name = process.env.WIN_PLAYER ?? 'easy'
const SEEDS = (process.env.WIN_SEED ?? '21').split(',').map(Number)
const N = Number(process.env.WIN_GAMES ?? 2000)
const blend = /^(\w+)\+(\d+)%(\w+)$/.exec(name)
const player: SelfPlayer = blend
  ? {
      level: blend[1] as ComputerLevel,
      with: blend[3] as ComputerLevel,
      share: Number(blend[2]) === 33 ? 1 / 3 : Number(blend[2]) / 100,
    }
  : (name as ComputerLevel)
const advisor = exactAdvisor(variant)
const context = await shippedWinContext(advisor, variant)
const def = getVariant(variant)
const games = cachedSelfPlaySeeds(advisor, N, SEEDS, player)
const mean = games.reduce((s, g) => s + g.final, 0) / games.length
const typical =
  name === 'perfect'
    ? undefined
    : blend
      ? mean
      : COMPUTER_TYPICAL_FINAL[variant][name as ComputerLevel]
const turns = games[0]!.sheets.length
const pace = Array.from(
  { length: turns },
  (_, t) => games.reduce((s, g) => s + sheetTotals(variant, g.sheets[t]!).total, 0) / games.length,
)
interface Stat {
  n: number
  miss: number
  z: number
  zz: number
  low: number
  high: number
  var: number
}
const by = new Map<string, Stat>()
const add = (key: string, miss: number, sd: number, u: number) => {
  const s = by.get(key) ?? { n: 0, miss: 0, z: 0, zz: 0, low: 0, high: 0, var: 0 }
  s.n++
  s.miss += miss
  s.z += miss / sd
  s.zz += (miss / sd) ** 2
  s.var += sd * sd
  if (u < 0.05) s.low++
  if (u > 0.95) s.high++
  by.set(key, s)
}
for (const g of games)
  g.sheets.slice(0, -1).forEach((sheet, t) => {
    const open = def.boxes.filter((b) => sheet.scores[b.id] === undefined).length
    const { dist } = finalDistribution(context, sheet, typical)
    let m = 0,
      m2 = 0,
      below = 0,
      at = 0
    for (let i = 0; i < dist.p.length; i++) {
      const s = dist.offset + i
      m += dist.p[i]! * s
      m2 += dist.p[i]! * s * s
      if (s < g.final) below += dist.p[i]!
      else if (s === g.final) at = dist.p[i]!
    }
    const sd = Math.sqrt(Math.max(1e-9, m2 - m * m))
    const u = below + Math.random() * at
    const miss = g.final - m
    const phase = open > 10 ? 'early' : open > 5 ? 'mid' : 'late'
    const ahead = sheetTotals(variant, sheet).total - pace[t]!
    const band = ahead < -15 ? 'behind>15' : ahead <= 15 ? 'even' : 'ahead>15'
    add('all', miss, sd, u)
    add(`open ${String(open).padStart(2)}`, miss, sd, u)
    add(`${phase} ${band}`, miss, sd, u)
  })
console.log(
  `${variant} ${name} (typical ${typical?.toFixed(1) ?? 'perfect'}, mean of these games ${mean.toFixed(1)}) seeds ${SEEDS}, ${games.length} games`,
)
console.log('group              n      miss  z mean  z sd  pred sd  <5%  >95%')
for (const [k, s] of [...by].sort((a, b) => a[0].localeCompare(b[0]))) {
  const zm = s.z / s.n
  console.log(
    `${k.padEnd(18)} ${String(s.n).padStart(6)} ${(s.miss / s.n).toFixed(2).padStart(6)} ${zm.toFixed(3).padStart(7)} ${Math.sqrt(
      s.zz / s.n - zm * zm,
    )
      .toFixed(3)
      .padStart(5)} ${Math.sqrt(s.var / s.n)
      .toFixed(1)
      .padStart(
        7,
      )} ${((100 * s.low) / s.n).toFixed(1).padStart(4)} ${((100 * s.high) / s.n).toFixed(1).padStart(5)}`,
  )
}
