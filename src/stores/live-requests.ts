import type { GuestAction, RefusalReason } from '@/live'
import type { useTurnStore } from './turn'
import type { ProblemCode } from './problem'

/** What the guest is told for each refusal of the host's turn store (anything else: the rules). */
const TOLD: Partial<Record<ProblemCode, RefusalReason>> = {
  'turn.noGame': 'no-game',
  'turn.gameOver': 'game-over',
  'turn.notYourTurn': 'not-your-turn',
  // Another write got there first, or is on its way: the guest gets the new game and may ask again.
  conflict: 'stale',
  'turn.busy': 'stale',
}

/**
 * A guest's request, applied on the host by the turn store's `apply`, the one write path a tap
 * there takes: the same rules, the same revision check, the same write. The session has already
 * checked the seat and the revision; this answers what the rules and the turn say. The refusal
 * goes back to the guest; the host's own screen is not told.
 */
export async function hostRequest(
  turn: ReturnType<typeof useTurnStore>,
  action: GuestAction,
): Promise<{ ok: true } | { refused: RefusalReason }> {
  const result = await turn.apply(action)
  return result.ok ? { ok: true } : { refused: TOLD[result.reason.code] ?? 'rules' }
}
