import { writeBox, writeScore, type BoxId, type GameRules, type Sheet } from '@/rules'
import type { GameRecord, MoveRecord, RollRecord } from '@/db'
import { gameFigures } from '@/db/figures'

/** What a turn knows when it is written: whose it is, the sheet before it, and how it was rolled. */
export interface TurnContext {
  /** The game's rules. */
  rules: GameRules
  player: number
  sheet: Sheet
  /** Maxi Yatzy: the rolls the turn used; undefined in games without saved rolls. */
  rollsUsed?: number
  /** A column game: the column written, from 0. */
  column?: number
  at?: number
}

/** The score a write left in its box (in its column, in a column game). */
function written(sheet: Sheet, box: BoxId, column: number | undefined): number {
  return (column === undefined ? sheet : sheet.columns![column]!).scores[box]!
}

/** A correction: the dice again, or the number typed straight in. */
export type CorrectionEntry = { dice: number[] } | { score: number }

/**
 * The move for a roll written into a box. The rules check it (a `RuleError` when they refuse).
 * `rolls` are the turn's rolls in the app: they go with the move only if the dice written are
 * their last roll, not dice typed over them.
 */
export function diceMove(
  turn: TurnContext,
  dice: readonly number[],
  box: BoxId,
  rolls: readonly RollRecord[] = [],
): MoveRecord {
  const next = writeBox(turn.rules, turn.sheet, dice, box, {
    rollsUsed: turn.rollsUsed,
    column: turn.column,
  })
  const move: MoveRecord = {
    player: turn.player,
    dice: [...dice],
    box,
    score: written(next, box, turn.column),
    at: turn.at ?? Date.now(),
  }
  if (turn.rollsUsed !== undefined) move.rollsUsed = turn.rollsUsed
  if (turn.column !== undefined) move.column = turn.column
  const last = rolls.at(-1)
  if (last && last.dice.join('') === dice.join('')) {
    move.rolls = rolls.map((roll, i) => ({
      dice: [...roll.dice],
      held: i === rolls.length - 1 ? [] : [...roll.held],
    }))
    if (turn.rollsUsed !== undefined) move.rollsUsed = rolls.length
  }
  return move
}

/** The move for a score written straight into a box, without dice (box-first). */
export function scoreMove(turn: TurnContext, box: BoxId, score: number): MoveRecord {
  const next = writeScore(turn.rules, turn.sheet, box, score, {
    rollsUsed: turn.rollsUsed,
    column: turn.column,
  })
  const move: MoveRecord = {
    player: turn.player,
    dice: null,
    box,
    score: written(next, box, turn.column),
    at: turn.at ?? Date.now(),
  }
  if (turn.rollsUsed !== undefined) move.rollsUsed = turn.rollsUsed
  if (turn.column !== undefined) move.column = turn.column
  return move
}

/**
 * A written box corrected: the move that wrote it, redone with the new entry against the sheet as
 * it was before that move. Returns the move's index and its replacement.
 */
export function correctedMove(
  game: GameRecord,
  player: number,
  box: BoxId,
  entry: CorrectionEntry,
  at = Date.now(),
  column?: number,
): { index: number; move: MoveRecord } {
  const index = game.moves.findIndex(
    (m) => m.player === player && m.box === box && m.column === column,
  )
  const old = game.moves[index]
  if (!old) throw new Error(`No move writes ${box} for player ${player + 1}.`)
  const figures = gameFigures(game)
  const turn: TurnContext = {
    rules: figures.rules,
    player,
    sheet: figures.moves[index]!.before,
    rollsUsed: old.rollsUsed,
    column,
    at,
  }
  const redone =
    'dice' in entry ? diceMove(turn, entry.dice, box) : scoreMove(turn, box, entry.score)
  // Only the entry changes: the rolls of a turn played in the app stay with it.
  const move: MoveRecord = { ...old, dice: redone.dice, score: redone.score, at }
  return { index, move }
}
