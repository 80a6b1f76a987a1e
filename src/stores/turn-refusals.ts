import { RuleError } from '@/rules'
import type { GameRecord } from '@/db'
import { refused, refusedFor, type ActionResult } from './problem'

/** Why faces are not a roll being entered (a face not 1–6, more dice than the game rolls), or null. */
export function entryRefusal(faces: readonly number[], diceCount: number): ActionResult | null {
  const bad = faces.find((face) => !Number.isInteger(face) || face < 1 || face > 6)
  if (bad !== undefined) {
    const face = String(bad)
    return refusedFor(
      new RuleError('dice-face', `A die shows 1 to 6; ${face} is not a face.`, { face }),
    )
  }
  if (faces.length <= diceCount) return null
  return refusedFor(
    new RuleError('dice-count', `The game is played with ${diceCount} dice.`, {
      expected: diceCount,
      got: faces.length,
    }),
  )
}

/** Why a roll number is not one this turn may have used (1 up to `most`), or null. */
export function rollsUsedRefusal(used: number, most: number): ActionResult | null {
  if (Number.isInteger(used) && used >= 1 && used <= most) return null
  return refusedFor(
    new RuleError('rolls-used', `A turn uses 1 to ${most} rolls; ${used} is not possible.`, {
      used,
      most,
    }),
  )
}

/** Whose turn a write is for: only the player whose turn it is, while the game goes on. */
export function turnRefusal(
  record: GameRecord | null,
  currentPlayer: number | null,
  player: number,
): ActionResult | null {
  if (!record) return refused('noGame', 'No game is open.')
  if (currentPlayer === null) return refused('gameOver', 'The game is over.')
  if (player === currentPlayer) return null
  const name = record.players[player]?.name ?? String(player + 1)
  return refused('notYourTurn', `It is not ${name}'s turn.`, { name })
}
