/**
 * npx tsx scripts/research/win/diagnose.ts   (nice -n 19)
 *
 * Where a strength model's per-player distribution misses: for every turn of cached calibration
 * games (seed WIN_SEED, WIN_DIAG_GAMES per level) the PIT value u = P(X < final) + ½ P(X = final)
 * of the player's predicted final-score distribution. A calibrated model gives u uniform in every
 * group of states: mean 0.5, sd 0.289, 10 % below 0.1 and 10 % above 0.9. Grouped by open boxes,
 * by residual key and by how far the player's sheet is ahead of the level's pace.
 */
import { bonusOutlook, getVariant, sheetTotals } from '../../../src/rules'
import { exactAdvisor } from '../../lib/cached-advisor'
import { COMPUTER_TYPICAL_FINAL } from '../../../src/advisor/win/computer-strength'
import type { ComputerLevel } from '../../../src/computer'
import { shippedWinContext } from '../../../src/advisor/win/shipped-context'
import { finalDistribution } from '../../../src/advisor/win/win-chances'
import { residualKey } from '../../../src/advisor/win/residual-key'
import type { ExactVariantId } from '../../../src/advisor/model'
import { cachedSelfPlay } from '../../lib/cached-self-play'

const variant = (process.env.WIN_VARIANTS ?? 'yatzy') as ExactVariantId
const GAMES = Number(process.env.WIN_DIAG_GAMES ?? 2000)
const SEED = Number(process.env.WIN_SEED ?? 20_261_130)
const levels = (process.env.WIN_LEVELS ?? 'easy,medium,hard,perfect').split(',') as ComputerLevel[]

const advisor = exactAdvisor(variant)
const context = await shippedWinContext(advisor, variant)
const def = getVariant(variant)

interface Stat {
  n: number
  sum: number
  sq: number
  low: number
  high: number
}
const add = (m: Map<string, Stat>, key: string, u: number) => {
  const s = m.get(key) ?? { n: 0, sum: 0, sq: 0, low: 0, high: 0 }
  s.n++
  s.sum += u
  s.sq += u * u
  if (u < 0.1) s.low++
  if (u > 0.9) s.high++
  m.set(key, s)
}
const show = (title: string, m: Map<string, Stat>) => {
  console.log(`  ${title}`)
  for (const [key, s] of [...m].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
    if (s.n < 300) continue
    const mean = s.sum / s.n
    const sd = Math.sqrt(s.sq / s.n - mean * mean)
    console.log(
      `    ${key.padEnd(22)} n ${String(s.n).padStart(6)}  mean ${mean.toFixed(3)}  sd ${sd.toFixed(3)}  <.1 ${((100 * s.low) / s.n).toFixed(1)}%  >.9 ${((100 * s.high) / s.n).toFixed(1)}%`,
    )
  }
}

for (const level of levels) {
  const typical = COMPUTER_TYPICAL_FINAL[variant][level]
  const games = cachedSelfPlay(advisor, GAMES, SEED, level)
  // The level's pace: its mean total after each turn.
  const turns = games[0]!.sheets.length
  const pace = Array.from({ length: turns }, (_, t) => {
    let sum = 0
    for (const g of games) sum += sheetTotals(variant, g.sheets[t]!).total
    return sum / games.length
  })
  const byOpen = new Map<string, Stat>()
  const byKey = new Map<string, Stat>()
  const byPace = new Map<string, Stat>()
  const all = new Map<string, Stat>()
  const byE = new Map<string, Stat>()
  const byUpper = new Map<string, Stat>()
  // Terciles of expected points to come per open count.
  const cuts = new Map<number, number[]>()
  {
    const es = new Map<number, number[]>()
    for (const g of games)
      for (const sheet of g.sheets.slice(0, -1)) {
        const open = def.boxes.filter((b) => sheet.scores[b.id] === undefined).length
        const e = advisor.expectedFinal(sheet).expectedFinal - sheetTotals(variant, sheet).total
        es.set(open, [...(es.get(open) ?? []), e])
      }
    for (const [open, list] of es) {
      list.sort((a, b) => a - b)
      cuts.set(open, [list[Math.floor(list.length / 3)]!, list[Math.floor((2 * list.length) / 3)]!])
    }
  }
  // Each residual key and third of E: the mean points on the sheet, to tell the sheets ahead
  // within a row from those behind.
  const rowOf = (sheet: (typeof games)[number]['sheets'][number]) => {
    const open = def.boxes.filter((b) => sheet.scores[b.id] === undefined).length
    const e = advisor.expectedFinal(sheet).expectedFinal - sheetTotals(variant, sheet).total
    const [c1, c2] = cuts.get(open)!
    return `${residualKey(variant, sheet)}~${e < c1! ? 0 : e < c2! ? 1 : 2}`
  }
  const rowTotals = new Map<string, { n: number; sum: number }>()
  for (const g of games)
    for (const sheet of g.sheets.slice(0, -1)) {
      const r = rowTotals.get(rowOf(sheet)) ?? { n: 0, sum: 0 }
      r.n++
      r.sum += sheetTotals(variant, sheet).total
      rowTotals.set(rowOf(sheet), r)
    }
  const byRowPace = new Map<string, Stat>()
  for (const g of games) {
    g.sheets.slice(0, -1).forEach((sheet, t) => {
      const open = def.boxes.filter((b) => sheet.scores[b.id] === undefined).length
      const outlook = finalDistribution(context, sheet, level === 'perfect' ? undefined : typical)
      const { offset, p } = outlook.dist
      let below = 0
      for (let i = 0; i < p.length && offset + i < g.final; i++) below += p[i]!
      const at = g.final - offset
      const u = below + 0.5 * (at >= 0 && at < p.length ? p[at]! : 0)
      add(all, 'all', u)
      const phase = open > 10 ? 'early' : open > 5 ? 'mid' : 'late'
      add(byOpen, String(open), u)
      add(byKey, residualKey(variant, sheet), u)
      const ahead = sheetTotals(variant, sheet).total - pace[t]!
      const band =
        ahead < -20
          ? 'behind>20'
          : ahead < -5
            ? 'behind5-20'
            : ahead <= 5
              ? 'even'
              : ahead <= 20
                ? 'ahead5-20'
                : 'ahead>20'
      add(byPace, `${phase} ${band}`, u)
      const row = rowTotals.get(rowOf(sheet))!
      const within = sheetTotals(variant, sheet).total - row.sum / row.n
      add(
        byRowPace,
        `${phase} ${within > 10 ? 'ahead>10' : within < -10 ? 'behind>10' : 'within 10'}`,
        u,
      )
      const e = advisor.expectedFinal(sheet).expectedFinal - sheetTotals(variant, sheet).total
      const [c1, c2] = cuts.get(open)!
      add(byE, `${phase} E${e < c1! ? 'low' : e < c2! ? 'mid' : 'high'}`, u)
      const totals = sheetTotals(variant, sheet)
      const bonus = bonusOutlook(variant, sheet).status
      const alike = sheet.scores[def.allAlikeBox]
      add(
        byUpper,
        `${phase} ${bonus} ${alike === undefined ? 'y-open' : alike > 0 ? 'y-got' : 'y-0'}`,
        u,
      )
      void totals
    })
  }
  console.log(`\n## ${variant} ${level} (${typical})`)
  show('all', all)
  show('by open boxes', byOpen)
  show('by pace', byPace)
  show('by expected to come', byE)
  show('by points against the mean of its row (residual key and third of E)', byRowPace)
  show('by bonus and all-alike', byUpper)
  if (process.env.WIN_DIAG_KEYS) show('by key', byKey)
}
