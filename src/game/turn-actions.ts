import type { BoxId, GameRules, Sheet } from '@/rules'
import type { MoveRecord, RollRecord } from '@/db'
import { diceMove, scoreMove, type CorrectionEntry, type TurnContext } from './moves'

/**
 * One change a person, a computer or another phone at the table asks of the game, in the one
 * shape all of them use: a tap on this phone, a computer's turn and a guest's request (sent as it
 * is, see src/live/protocol.ts) are the same value, turned into a move in one place (`moveOf`).
 */
export type TurnAction =
  /** A roll written into a box: typed, tapped, read by the camera or rolled in the app. */
  | {
      type: 'write-roll'
      player: number
      box: BoxId
      dice: number[]
      /** Maxi Yatzy: which roll of the turn the dice are (the rolls-used picker). */
      rollsUsed?: number
      /** Rolled in the app: the turn's rolls, kept with the move when the dice are the last one. */
      rolls?: RollRecord[]
      /** A column game: the column the box is in, from 0. */
      column?: number
    }
  /** A score written into a box without dice (box-first); Maxi Yatzy: with its rolls used. */
  | {
      type: 'write-score'
      player: number
      box: BoxId
      score: number
      rollsUsed?: number
      column?: number
    }
  | { type: 'undo' }
  /** A written box corrected: its dice again, or the number typed straight in. */
  | { type: 'correct'; player: number; box: BoxId; entry: CorrectionEntry; column?: number }

/** The actions that write the turn's box (the ones only the player whose turn it is may take). */
export type WriteAction = Extract<TurnAction, { type: 'write-roll' | 'write-score' }>

export const writesTurn = (action: TurnAction): action is WriteAction =>
  action.type === 'write-roll' || action.type === 'write-score'

/**
 * The move a write asks for, built against the player's sheet as stored; the rules check it and
 * throw a `RuleError` when they refuse. `rollsUsed` counts only in games that save rolls.
 */
export function moveOf(
  rules: GameRules,
  savedRolls: boolean,
  sheet: Sheet,
  action: WriteAction,
): MoveRecord {
  const turn: TurnContext = {
    rules,
    player: action.player,
    sheet,
    rollsUsed: savedRolls ? action.rollsUsed : undefined,
    column: action.column,
  }
  return action.type === 'write-roll'
    ? diceMove(turn, action.dice, action.box, action.rolls ?? [])
    : scoreMove(turn, action.box, action.score)
}
