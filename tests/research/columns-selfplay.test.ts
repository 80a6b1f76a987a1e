/**
 * Self-play means for Triple Yatzy (columns ×1 ×2 ×3): the computers' column choice after the roll
 * (Hard and Perfect, the advisor's column estimate) against simple column orders with one-sheet play
 * inside the column. A measurement, not a check, so it runs only when asked:
 * `COLUMNS_SELFPLAY=1 nice -n 19 npx vitest run tests/research/columns-selfplay.test.ts`
 * (COLUMNS_GAMES=300 by default; COLUMNS_VARIANT=yahtzee for Triple Yahtzee, four runs; numbers
 * in docs/research/2026-12-05-columns-advice.md).
 */
import { it } from 'vitest'
import type { Advisor } from '@/advisor'
import {
  createComputer,
  orderedColumnComputer,
  playTurn,
  type ColumnOrder,
  type ComputerLevel,
} from '@/computer'
import { seededDiceSource } from '@/computer/dice-source'
import { emptySheet, gameRules, sheetTotals, turnsPerPlayer, writeBox, type Sheet } from '@/rules'
import { exactAdvisor } from '../../scripts/lib/cached-advisor'

const GAMES = Number(process.env.COLUMNS_GAMES ?? 300)
const COLUMNS = [1, 2, 3]
const VARIANT = process.env.COLUMNS_VARIANT === 'yahtzee' ? 'yahtzee' : 'yatzy'
const TRIPLE = gameRules(VARIANT, { columns: COLUMNS })

type Play = ColumnOrder | 'advised'

function play(level: ComputerLevel, how: Play, seed: number, advisor: Advisor): number {
  const setup = { variant: VARIANT, level, advisor, seed } as const
  const computer =
    how === 'advised'
      ? createComputer({ ...setup, options: { columns: COLUMNS } })
      : orderedColumnComputer(createComputer({ ...setup, options: {} }), TRIPLE, how)
  const source = seededDiceSource(seed)
  let sheet: Sheet = emptySheet(TRIPLE)
  for (let turn = 0; turn < turnsPerPlayer(TRIPLE); turn++) {
    const played = playTurn(computer, sheet, source)
    sheet = writeBox(TRIPLE, sheet, played.dice, played.box, { column: played.column })
  }
  return sheetTotals(TRIPLE, sheet).total
}

it.skipIf(!process.env.COLUMNS_SELFPLAY)(
  'measures',
  () => {
    const advisor = exactAdvisor(VARIANT)
    const yahtzee: [ComputerLevel, Play][] = [
      ['perfect', 'advised'],
      ['hard', 'advised'],
      ['perfect', 'left-first'],
      ['medium', 'left-first'],
    ]
    const yatzy: [ComputerLevel, Play][] = [
      ['perfect', 'advised'],
      ['hard', 'advised'],
      ['perfect', 'left-first'],
      ['perfect', 'right-first'],
      ['perfect', 'spread'],
      ['hard', 'left-first'],
      ['medium', 'left-first'],
      ['medium', 'right-first'],
      ['medium', 'spread'],
    ]
    for (const [level, how] of VARIANT === 'yahtzee' ? yahtzee : yatzy) {
      const started = Date.now()
      const totals = Array.from({ length: GAMES }, (_, i) => play(level, how, i + 1, advisor))
      const mean = totals.reduce((a, b) => a + b, 0) / GAMES
      const sd = Math.sqrt(totals.reduce((a, b) => a + (b - mean) ** 2, 0) / (GAMES - 1))
      console.log(
        `${level} ${how}: mean ${mean.toFixed(1)} ± ${(sd / Math.sqrt(GAMES)).toFixed(1)} (sd ${sd.toFixed(0)}, ${GAMES} games, ${((Date.now() - started) / GAMES).toFixed(0)} ms a game)`,
      )
    }
  },
  3_600_000,
)
