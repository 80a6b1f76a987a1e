/**
 * Self-play means for Triple Yatzy (columns ×1 ×2 ×3) by simple column orders, the computers'
 * one-sheet play inside the column. A measurement, not a check, so it runs only when asked:
 * `COLUMNS_SELFPLAY=1 npx vitest run tests/research/columns-selfplay.test.ts`
 * (numbers in docs/research/2026-12-04-columns-advice.md).
 */
import { it } from 'vitest'
import { createComputer, playTurn, type ComputerLevel } from '@/computer'
import { seededDiceSource } from '@/computer/dice-source'
import { emptySheet, gameRules, sheetTotals, writeBox, type Sheet } from '@/rules'

const GAMES = 300
const TRIPLE = gameRules('yatzy', { columns: [1, 2, 3] })
type Order = 'left-first' | 'right-first'

function play(level: ComputerLevel, order: Order, seed: number): number {
  const computer = createComputer({ variant: 'yatzy', level, options: {}, seed })
  const source = seededDiceSource(seed)
  let sheet: Sheet = emptySheet(TRIPLE)
  const columns = order === 'left-first' ? [0, 1, 2] : [2, 1, 0]
  for (let turn = 0; turn < 45; turn++) {
    const column = columns.find((c) => Object.keys(sheet.columns![c]!.scores).length < 15)!
    const played = playTurn(computer, sheet.columns![column]!, source)
    const dice = played.rolls.at(-1)!.dice
    sheet = writeBox(TRIPLE, sheet, dice, played.box, { column })
  }
  return sheetTotals(TRIPLE, sheet).total
}

it.skipIf(!process.env.COLUMNS_SELFPLAY)(
  'measures',
  () => {
    for (const level of ['easy', 'medium'] as const) {
      for (const order of ['left-first', 'right-first'] as const) {
        let sum = 0
        let squares = 0
        for (let seed = 1; seed <= GAMES; seed++) {
          const total = play(level, order, seed)
          sum += total
          squares += total * total
        }
        const mean = sum / GAMES
        const sd = Math.sqrt(squares / GAMES - mean * mean)
        console.log(
          `${level} ${order}: mean ${mean.toFixed(1)} ± ${(sd / Math.sqrt(GAMES)).toFixed(1)} (sd ${sd.toFixed(0)}, ${GAMES} games)`,
        )
      }
    }
  },
  300_000,
)
