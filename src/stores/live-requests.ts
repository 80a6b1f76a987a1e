import type { GuestAction, RefusalReason } from '@/live'
import type { useGameStore } from './game'
import type { useTurnStore } from './turn'

/**
 * A guest's request, entered on the host through its turn store exactly as a tap there: the
 * same rules, the same revision check, the same write. The session has already checked the seat
 * and the revision; this answers what the rules and the turn say.
 */
export async function hostRequest(
  game: ReturnType<typeof useGameStore>,
  turn: ReturnType<typeof useTurnStore>,
  action: GuestAction,
): Promise<{ ok: true } | { refused: RefusalReason }> {
  if (!game.record || game.state?.finished)
    return { refused: game.record ? 'game-over' : 'no-game' }
  const writes = action.type === 'write-roll' || action.type === 'write-score'
  if (writes && action.player !== game.currentPlayer) return { refused: 'not-your-turn' }
  const done =
    action.type === 'write-roll'
      ? await turn.writeRoll(action.box, action.dice, action)
      : action.type === 'write-score'
        ? await turn.writeScore(action.box, action.score)
        : action.type === 'undo'
          ? await turn.undo()
          : await turn.correct(action.player, action.box, action.entry)
  if (done) return { ok: true }
  const code = game.problem?.code
  // The host's own screen need not show a guest's refusal: the guest is told.
  game.dismissProblem()
  return { refused: code === 'conflict' ? 'stale' : 'rules' }
}
