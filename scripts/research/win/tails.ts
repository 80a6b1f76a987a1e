/**
 * npx tsx scripts/research/win/tails.ts   (nice -n 19)
 *
 * How far out a level's final-score distributions reach: for every turn of cached games (WIN_LEVEL,
 * default easy; WIN_VARIANTS one variant; WIN_SEED, default 21; WIN_GAMES, default 8 000) with 7
 * boxes open or fewer, how often the final lands below the model's 0.5, 2 and 5 % points and above
 * its 95, 98 and 99.5 % points, by open boxes and residual key. A randomised PIT (uniform within a
 * score's own chance), so a calibrated model gives 0.5 2 5 | 5 2 0.5 even where the scores to come
 * are a few lumps. The far upper tail of a player behind is what a leader's chance hangs on.
 */
import { getVariant } from '../../../src/rules'
import type { ExactVariantId } from '../../../src/advisor/model'
import { COMPUTER_TYPICAL_FINAL } from '../../../src/advisor/win/computer-strength'
import type { ComputerLevel } from '../../../src/computer'
import { shippedWinContext } from '../../../src/advisor/win/shipped-context'
import { finalDistribution } from '../../../src/advisor/win/win-chances'
import { residualKey } from '../../../src/advisor/win/residual-key'
import { exactAdvisor } from '../../lib/cached-advisor'
import { cachedSelfPlaySeeds } from '../../lib/cached-self-play'
const variant = (process.env.WIN_VARIANTS ?? 'yahtzee') as ExactVariantId
const level = (process.env.WIN_LEVEL ?? 'easy') as ComputerLevel
const SEEDS = (process.env.WIN_SEED ?? '21').split(',').map(Number)
const N = Number(process.env.WIN_GAMES ?? 8000)
const advisor = exactAdvisor(variant)
const context = await shippedWinContext(advisor, variant)
const def = getVariant(variant)
const games = cachedSelfPlaySeeds(advisor, N, SEEDS, level)
const typical = level === 'perfect' ? undefined : COMPUTER_TYPICAL_FINAL[variant][level]
const LEVELS = [0.005, 0.02, 0.05, 0.95, 0.98, 0.995]
const by = new Map<string, { n: number; c: number[] }>()
for (const g of games)
  for (const sheet of g.sheets.slice(0, -1)) {
    const open = def.boxes.filter((b) => sheet.scores[b.id] === undefined).length
    if (open > 7) continue
    const { dist } = finalDistribution(context, sheet, typical)
    let below = 0,
      at = 0
    for (let i = 0; i < dist.p.length; i++) {
      const s = dist.offset + i
      if (s < g.final) below += dist.p[i]!
      else if (s === g.final) at = dist.p[i]!
    }
    // Randomised PIT: uniform within the atom, so a calibrated model gives exact frequencies.
    const u = below + Math.random() * at
    for (const key of [
      `open ${open}`,
      `open ${open} ${residualKey(variant, sheet).split('|').slice(1).join(' ')}`,
    ]) {
      const s = by.get(key) ?? { n: 0, c: LEVELS.map(() => 0) }
      s.n++
      LEVELS.forEach((l, i) => {
        if (l < 0.5 ? u < l : u > l) s.c[i]!++
      })
      by.set(key, s)
    }
  }
console.log(
  `${variant} ${level} seeds ${SEEDS}: share below the 0.5/2/5 % points, above the 95/98/99.5 % points (calibrated: 0.5 2 5 | 5 2 0.5)`,
)
for (const [k, s] of [...by].sort((a, b) => a[0].localeCompare(b[0], 'en', { numeric: true })))
  if (s.n >= 300)
    console.log(
      `${k.padEnd(28)} n ${String(s.n).padStart(6)}  ${s.c.map((c) => ((100 * c) / s.n).toFixed(1).padStart(5)).join(' ')}`,
    )
