/**
 * npx tsx scripts/research/win/house-rules-calibration.ts [-- --games 300]   (under nice)
 *
 * How well win chances hold under house rules, where the shapes fitted for the standard rules
 * stand in (the results say `estimated: true`). Two Perfect players (the table solved for the
 * rules) play Yatzy with seeded dice; after 3, 6, 9 and 12 writes each, seat 0's predicted chance
 * is scored against who won: per band of predicted chance the mean prediction beside the observed
 * rate, and the Brier score. The standard rules run the same way, as the yardstick.
 */
import { parseArgs } from 'node:util'
import { advisorKey } from '../../../src/advisor/advisor-key'
import { solveTable } from '../../../src/advisor/solve-table'
import { loadTable } from '../../../src/advisor/table'
import { residualTableFor } from '../../../src/advisor/win/residuals'
import { winChances } from '../../../src/advisor/win/win-chances'
import { winContext } from '../../../src/advisor/win/win-context'
import { createComputer, playTurn, seededDiceSource } from '../../../src/computer'
import {
  emptySheet,
  sheetTotals,
  writeBox,
  type Sheet,
  type TableOptions,
  gameRules,
} from '../../../src/rules'

const RULE_SETS: TableOptions[] = [
  {},
  { fullHouse: 25, upperBonus: { threshold: 63, value: 35 } },
  { ofAKind: 'all-dice', smallStraight: 30, largeStraight: 40 },
]
const CHECKPOINTS = [3, 6, 9, 12]
const BANDS = 5

const { values: args } = parseArgs({ options: { games: { type: 'string', default: '300' } } })
const games = Number(args.games)
const residuals = await residualTableFor('yatzy')

for (const options of RULE_SETS) {
  const table = solveTable('yatzy', undefined, options)
  const advisor = loadTable(table.meta, table.values)
  const context = winContext(advisor, residuals)
  const perfect = createComputer({ variant: 'yatzy', level: 'perfect', options, advisor })

  /** One player's sheets after each write, from one seeded game. */
  const playGame = (seed: number): Sheet[] => {
    const source = seededDiceSource(seed)
    const sheets: Sheet[] = []
    let sheet = emptySheet(gameRules('yatzy', options))
    for (let turn = 0; turn < 15; turn++) {
      const { dice, box } = playTurn(perfect, sheet, source)
      sheet = writeBox(gameRules('yatzy', options), sheet, dice, box)
      sheets.push(sheet)
    }
    return sheets
  }

  const predictions: { p: number; won: number }[] = []
  let estimated = 0
  for (let g = 0; g < games; g++) {
    const [a, b] = [playGame(2 * g + 1), playGame(2 * g + 2)]
    const [finalA, finalB] = [a[14]!, b[14]!].map(
      (s) => sheetTotals(gameRules('yatzy', options), s).total,
    )
    const won = finalA! > finalB! ? 1 : finalA === finalB ? 0.5 : 0
    for (const k of CHECKPOINTS) {
      const chances = winChances(context, [a[k - 1]!, b[k - 1]!], 0)
      if (chances.estimated) estimated++
      predictions.push({ p: chances.win[0]!, won })
    }
  }

  const brier = predictions.reduce((s, x) => s + (x.p - x.won) ** 2, 0) / predictions.length
  const bands = Array.from({ length: BANDS }, (_, i) => {
    const inBand = predictions.filter((x) => Math.min(BANDS - 1, Math.floor(x.p * BANDS)) === i)
    const mean = (f: (x: (typeof inBand)[number]) => number) =>
      inBand.reduce((s, x) => s + f(x), 0) / Math.max(1, inBand.length)
    return `${(i / BANDS).toFixed(1)}–${((i + 1) / BANDS).toFixed(1)}: predicted ${mean((x) => x.p).toFixed(3)}, won ${mean((x) => x.won).toFixed(3)} (${inBand.length})`
  })
  console.log(
    `${advisorKey('yatzy', options)}: expected ${table.meta.expectedEmpty.toFixed(2)}; ` +
      `${predictions.length} predictions from ${games} games, ${estimated} marked estimated; ` +
      `Brier ${brier.toFixed(4)}`,
  )
  for (const band of bands) console.log(`  ${band}`)
}
