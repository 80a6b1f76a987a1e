import {
  createComputer,
  playTurn,
  seededDiceSource,
  type Computer,
  type ComputerLevel,
} from '../../src/computer'
import { emptySheet, isSheetFull, sheetTotals, writeBox, type Sheet } from '../../src/rules'
import type { Advisor } from '../../src/advisor/types'

/** One player's game: the sheet before every turn, and the final total. */
export interface Trajectory {
  sheets: Sheet[]
  final: number
}

/**
 * Who plays: a computer level, or a blend that plays each turn as `with` in a share of the turns
 * (chosen by a hash of the game and turn, apart from the dice) and as `level` otherwise.
 */
export type SelfPlayer =
  ComputerLevel | { level: ComputerLevel; with: ComputerLevel; share: number }

export function playerName(player: SelfPlayer): string {
  return typeof player === 'string'
    ? player
    : `${player.level}+${Math.round(player.share * 100)}%${player.with}`
}

/**
 * `games` single-player games with seeded dice (repeatable), by the Perfect computer unless
 * `player` says otherwise. Computers never look at another sheet, so a k-player game is k of
 * these side by side. The computers' own seed (where Medium and Hard slip) is 0, as in
 * scripts/bench-computer.ts, whose means are the levels' typical finals.
 */
export function selfPlay(
  advisor: Advisor,
  games: number,
  seed: number,
  player: SelfPlayer = 'perfect',
): Trajectory[] {
  const variant = advisor.variant
  const make = (level: ComputerLevel) => createComputer({ variant, options: {}, level, advisor })
  const main = make(typeof player === 'string' ? player : player.level)
  const other: Computer | null = typeof player === 'string' ? null : make(player.with)
  const share = typeof player === 'string' ? 0 : player.share
  const dice = seededDiceSource(seed)
  const played: Trajectory[] = []
  for (let g = 0; g < games; g++) {
    let sheet = emptySheet(variant)
    const sheets: Sheet[] = []
    while (!isSheetFull(variant, sheet)) {
      const computer = other && turnHash(seed, g, sheets.length) < share ? other : main
      sheets.push(sheet)
      const turn = playTurn(computer, sheet, dice)
      sheet = writeBox(variant, sheet, turn.dice, turn.box, { rollsUsed: turn.rollsUsed })
    }
    sheets.push(sheet)
    played.push({ sheets, final: sheetTotals(variant, sheet).total })
  }
  return played
}

/** A number in [0, 1) fixed by the seed, game and turn (a 32-bit integer hash). */
function turnHash(seed: number, game: number, turn: number): number {
  let h = (seed ^ Math.imul(game + 1, 0x9e3779b1) ^ Math.imul(turn + 1, 0x85ebca6b)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32
}
