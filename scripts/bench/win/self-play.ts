import { createComputer, playTurn, seededDiceSource } from '../../../src/computer'
import { emptySheet, isSheetFull, sheetTotals, writeBox, type Sheet } from '../../../src/rules'
import type { Advisor } from '../../../src/advisor/types'

/** One player's game under expected-score play: the sheet before every turn, and the final total. */
export interface Trajectory {
  sheets: Sheet[]
  final: number
}

/** `games` single-player games by the Perfect computer, with seeded dice (repeatable). */
export function selfPlay(advisor: Advisor, games: number, seed: number): Trajectory[] {
  const variant = advisor.variant
  const computer = createComputer({ variant, level: 'perfect', advisor })
  const dice = seededDiceSource(seed)
  const played: Trajectory[] = []
  for (let g = 0; g < games; g++) {
    let sheet = emptySheet(variant)
    const sheets: Sheet[] = []
    while (!isSheetFull(variant, sheet)) {
      sheets.push(sheet)
      const turn = playTurn(computer, sheet, dice)
      sheet = writeBox(variant, sheet, turn.dice, turn.box, { rollsUsed: turn.rollsUsed })
    }
    sheets.push(sheet)
    played.push({ sheets, final: sheetTotals(variant, sheet).total })
  }
  return played
}
