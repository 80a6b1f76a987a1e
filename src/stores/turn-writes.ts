import type { Ref } from 'vue'
import type { BoxId } from '@/rules'
import type { RollRecord } from '@/db'
import { writesTurn, type TurnAction } from '@/game/turn-actions'
import type { useGameStore } from './game'
import { done, type ActionResult } from './problem'
import { turnRefusal } from './turn-refusals'
import type { TellDetails } from './turn-news'
import type { TurnEvent } from './turn-types'

/** What the write path needs of the rest of the turn store. */
export interface WritingTurn {
  dice: Ref<number[]>
  rollsUsed: Ref<number>
  rolls: Ref<RollRecord[]>
  tell: (kind: TurnEvent['kind'], player: number, box: BoxId, details?: TellDetails) => void
  /** An undone move's dice are the roll being entered again. */
  diceBack: (dice: readonly number[], rollsUsed: number | undefined) => void
  /** A column game: the column the turn writes in (undefined in a one-sheet game). */
  column: () => number | undefined
}

/**
 * The one write path, part of the turn store: every write, undo and correction, whoever asks for
 * it (a tap here, a computer player, another phone at the table), is a `TurnAction` applied here.
 * The action is checked (a game open, the player's turn), applied by the game store (here through
 * the rules and storage, or by the host), and told once in `lastEvent`.
 */
export function turnWrites(game: ReturnType<typeof useGameStore>, turn: WritingTurn) {
  async function apply(action: TurnAction): Promise<ActionResult> {
    if (writesTurn(action)) {
      const refusal = turnRefusal(game.record, game.currentPlayer, action.player)
      if (refusal) return refusal
    }
    const result = await game.apply(action)
    if (!result.ok) return result
    if (action.type === 'undo') {
      const undone = result.undone!
      turn.diceBack(undone.dice ?? [], undone.rollsUsed)
      turn.tell('undone', undone.player, undone.box, {
        score: undone.score,
        column: undone.column,
      })
    } else if (action.type === 'correct') {
      turn.tell('corrected', action.player, action.box, { column: action.column })
    } else {
      const computer = Boolean(game.record?.players[action.player]?.computer)
      turn.tell('written', action.player, action.box, { computer, column: action.column })
    }
    return done()
  }

  /** The roll being entered, as the action that writes it into `box` for the player whose turn it is. */
  function rollAction(box: BoxId, dice: readonly number[] = turn.dice.value): TurnAction {
    const rolls = turn.rolls.value
    return {
      type: 'write-roll',
      player: game.currentPlayer ?? -1,
      box,
      dice: [...dice],
      ...(game.variant?.savedRolls ? { rollsUsed: turn.rollsUsed.value } : {}),
      ...inColumn(),
      ...(rolls.length > 0
        ? { rolls: rolls.map((roll) => ({ dice: [...roll.dice], held: [...roll.held] })) }
        : {}),
    }
  }

  /** A score without dice into `box` (box-first), for the player whose turn it is. */
  function scoreAction(box: BoxId, score: number): TurnAction {
    return {
      type: 'write-score',
      player: game.currentPlayer ?? -1,
      box,
      score,
      ...(game.variant?.savedRolls ? { rollsUsed: turn.rollsUsed.value } : {}),
      ...inColumn(),
    }
  }

  /** The column a write names, in a column game. */
  function inColumn(): { column?: number } {
    const column = turn.column()
    return column === undefined ? {} : { column }
  }

  return { apply, rollAction, scoreAction }
}
