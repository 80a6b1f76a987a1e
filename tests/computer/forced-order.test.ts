/**
 * Computers under forced order (the house rule): every level plays whole Forced Yahtzee and forced
 * Maxi Yatzy games, each turn checked against the rules (playCheckedTurn), always into the next box.
 */
import { describe, expect, it } from 'vitest'
import type { Advisor } from '@/advisor'
import { createMaxiAdvisor } from '@/advisor/maxi/maxi-advisor'
import { solveTable } from '@/advisor/solve-table'
import { loadTable } from '@/advisor/table'
import { hardSlip, HARD_SLIP } from '@/computer/advised'
import {
  COMPUTER_LEVELS,
  createComputer,
  needsAdvisor,
  seededDiceSource,
  type ComputerLevel,
} from '@/computer'
import {
  gameRules,
  isSheetFull,
  sheetTotals,
  writableBoxes,
  type Sheet,
  type TableOptions,
} from '@/rules'
import { playCheckedTurn } from '../helpers/computer'

const FORCED: TableOptions = { forcedOrder: true }

let forcedYahtzee: Advisor | undefined
function advisorFor(variant: 'yahtzee' | 'maxi-yatzy'): Advisor {
  if (variant === 'maxi-yatzy') return createMaxiAdvisor(FORCED)
  // Solved once for the file, not once per game: the table is the same every time.
  forcedYahtzee ??= (() => {
    const table = solveTable('yahtzee', undefined, FORCED)
    return loadTable(table.meta, table.values)
  })()
  return forcedYahtzee
}

/** One whole game by one computer; every turn goes into the box the order gives it. */
function playGame(variant: 'yahtzee' | 'maxi-yatzy', level: ComputerLevel, seed: number): number {
  const rules = gameRules(variant, FORCED)
  const advisor = needsAdvisor(level) ? advisorFor(variant) : undefined
  const computer = createComputer({ variant, options: FORCED, level, advisor, seed })
  const source = seededDiceSource(seed)
  let sheet: Sheet = { scores: {} }
  while (!isSheetFull(rules, sheet)) {
    const [next] = writableBoxes(rules, sheet)
    const { turn, after } = playCheckedTurn(computer, sheet, source)
    expect(turn.box).toBe(next)
    sheet = after
  }
  return sheetTotals(rules, sheet).total
}

describe('computers play Forced Yahtzee', () => {
  it.each(COMPUTER_LEVELS)(
    '%s: whole games, every box in order',
    (level) => {
      for (let seed = 1; seed <= 3; seed++) playGame('yahtzee', level, seed)
    },
    60_000,
  )

  it('Perfect outscores Easy over the same 40 dice seeds', () => {
    const mean = (level: ComputerLevel) => {
      let total = 0
      for (let seed = 100; seed < 140; seed++) total += playGame('yahtzee', level, seed)
      return total / 40
    }
    expect(mean('perfect')).toBeGreaterThan(mean('easy') + 10)
  }, 120_000)

  it('Hard slips as in Forced Yatzy, where one box a turn leaves options as close', () => {
    expect(hardSlip('yahtzee', FORCED)).toBe(HARD_SLIP['forced-yatzy'])
    expect(hardSlip('yahtzee', {})).toBe(HARD_SLIP.yahtzee)
    expect(hardSlip('forced-yatzy', {})).toBe(HARD_SLIP['forced-yatzy'])
  })
})

describe('computers play forced Maxi Yatzy', () => {
  it.each(COMPUTER_LEVELS)(
    '%s: a whole game, every box in order',
    (level) => {
      playGame('maxi-yatzy', level, 7)
    },
    60_000,
  )
})
