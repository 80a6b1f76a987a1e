/**
 * npx tsx scripts/research/win/decile-where.ts   (nice -n 19)
 *
 * Where one band of predicted chance misses: four-player tables of one level (WIN_LEVEL, default
 * easy; WIN_VARIANTS one variant) from cached games of WIN_SEED ("21,22"), WIN_GAMES_4 tables,
 * a prediction after every write. Every prediction in WIN_BAND (default "0.7,0.8") is grouped by
 * the game's phase, the holder's open boxes, the holder's lead over the best rival, the holder's and
 * the best rival's all-alike box, and per group the mean prediction is set beside the win rate
 * (± its standard error from each table's sum of misses).
 */
import { getVariant, sheetTotals, type Sheet } from '../../../src/rules'
import type { ExactVariantId } from '../../../src/advisor/model'
import { COMPUTER_TYPICAL_FINAL } from '../../../src/advisor/win/computer-strength'
import type { ComputerLevel } from '../../../src/computer'
import { shippedWinContext } from '../../../src/advisor/win/shipped-context'
import { winChances } from '../../../src/advisor/win/win-chances'
import { exactAdvisor } from '../../lib/cached-advisor'
import { cachedSelfPlaySeeds } from '../../lib/cached-self-play'

const variant = (process.env.WIN_VARIANTS ?? 'yahtzee') as ExactVariantId
const level = (process.env.WIN_LEVEL ?? 'easy') as ComputerLevel
const SEEDS = (process.env.WIN_SEED ?? '21,22').split(',').map(Number)
const TABLES = Number(process.env.WIN_GAMES_4 ?? 4000)
const [FROM, TO] = (process.env.WIN_BAND ?? '0.7,0.8').split(',').map(Number) as [number, number]
const PLAYERS = 4

const advisor = exactAdvisor(variant)
const context = await shippedWinContext(advisor, variant)
const def = getVariant(variant)
const games = cachedSelfPlaySeeds(advisor, TABLES * PLAYERS, SEEDS, level)
const typical = level === 'perfect' ? undefined : COMPUTER_TYPICAL_FINAL[variant][level]
const typicalFinal = Array.from({ length: PLAYERS }, () => typical)

interface Group {
  n: number
  predicted: number
  won: number
  /** Per table: the sum of (outcome − prediction), for the standard error. */
  misses: Map<number, number>
}
const groups = new Map<string, Group>()
const add = (key: string, table: number, p: number, outcome: number) => {
  const g = groups.get(key) ?? { n: 0, predicted: 0, won: 0, misses: new Map() }
  g.n++
  g.predicted += p
  g.won += outcome
  g.misses.set(table, (g.misses.get(table) ?? 0) + outcome - p)
  groups.set(key, g)
}

const openOf = (sheet: Sheet) => def.boxes.filter((b) => sheet.scores[b.id] === undefined).length
const alikeOf = (sheet: Sheet) => {
  const alike = sheet.scores[def.allAlikeBox]
  return alike === undefined ? 'open' : alike > 0 ? 'got' : 'zero'
}
const band = (x: number, cuts: number[]) => {
  const i = cuts.findIndex((c) => x < c)
  return i < 0 ? `≥${cuts[cuts.length - 1]}` : i === 0 ? `<${cuts[0]}` : `${cuts[i - 1]}–${cuts[i]}`
}

for (let t = 0; t < TABLES; t++) {
  const seats = games.slice(t * PLAYERS, (t + 1) * PLAYERS)
  const best = Math.max(...seats.map((s) => s.final))
  const winners = seats.filter((s) => s.final === best).length
  const outcome = seats.map((s) => (s.final === best ? 1 / winners : 0))
  const turns = seats[0]!.sheets.length - 1
  for (let write = 1; write < turns * PLAYERS; write++) {
    const sheets = seats.map((s, i) => s.sheets[Math.max(0, Math.ceil((write - i) / PLAYERS))]!)
    const { win } = winChances(context, sheets, write % PLAYERS, { typicalFinal })
    const totals = sheets.map((s) => sheetTotals(variant, s).total)
    win.forEach((p, i) => {
      if (p < FROM || p >= TO) return
      const rivals = totals.map((x, j) => (j === i ? -Infinity : x))
      const rival = rivals.indexOf(Math.max(...rivals))
      const lead = totals[i]! - totals[rival]!
      const open = openOf(sheets[i]!)
      const phase =
        open > 9 ? 'early (10–13 open)' : open > 4 ? 'mid (5–9 open)' : 'late (1–4 open)'
      add('all', t, p, outcome[i]!)
      add(`phase ${phase}`, t, p, outcome[i]!)
      add(`open ${String(open).padStart(2)}`, t, p, outcome[i]!)
      add(`lead ${band(lead, [-10, 0, 10, 20, 40, 60])}`, t, p, outcome[i]!)
      add(`holder's all-alike ${alikeOf(sheets[i]!)}`, t, p, outcome[i]!)
      add(`best rival's all-alike ${alikeOf(sheets[rival]!)}`, t, p, outcome[i]!)
      const rivalsOpen = sheets
        .filter((_, j) => j !== i)
        .filter((s) => alikeOf(s) === 'open').length
      add(`rivals with all-alike open ${rivalsOpen}`, t, p, outcome[i]!)
      add(`${phase}, holder ${alikeOf(sheets[i]!)}`, t, p, outcome[i]!)
      add(`${phase}, best rival ${alikeOf(sheets[rival]!)}`, t, p, outcome[i]!)
    })
  }
}

console.log(
  `${variant} ${level} ×${PLAYERS}, ${TABLES} tables (seed ${SEEDS.join(' + ')}), predictions in ${FROM}–${TO}`,
)
for (const [key, g] of [...groups].sort(([a], [b]) =>
  a.localeCompare(b, 'en', { numeric: true }),
)) {
  if (g.n < 100) continue
  let sq = 0
  for (const m of g.misses.values()) sq += m * m
  const se = Math.sqrt(sq) / g.n
  const gap = (g.won - g.predicted) / g.n
  console.log(
    `  ${key.padEnd(40)} n ${String(g.n).padStart(6)}  predicted ${((100 * g.predicted) / g.n).toFixed(1)}  won ${((100 * g.won) / g.n).toFixed(1)}  gap ${(100 * gap).toFixed(1).padStart(5)} ± ${(100 * se).toFixed(1)}`,
  )
}
