import { ref } from 'vue'
import type { BoxId } from '@/rules'
import type { CorrectionEntry } from '@/game/moves'
import type { TurnAction } from '@/game/turn-actions'
import type { useGameStore } from './game'
import { done, refused, type ActionResult } from './problem'
import type { Correcting } from './turn-types'

/**
 * Correcting a written box, part of the turn store: which box is being corrected (the dialog
 * shows it) and the correction itself, a `correct` action through the one write path, checked by
 * the rules against every later move.
 */
export function turnCorrections(
  game: ReturnType<typeof useGameStore>,
  apply: (action: TurnAction) => Promise<ActionResult>,
) {
  const correcting = ref<Correcting | null>(null)

  /** Opens the correction of a written box (the dialog asks its new score or dice). */
  function startCorrection(player: number, box: BoxId, column?: number): ActionResult {
    const sheet = game.state?.sheets[player]
    const shown = column === undefined ? sheet : sheet?.columns?.[column]
    if (shown?.scores[box] === undefined) {
      return refused('notWritten', `${box} is not written yet.`, { box })
    }
    correcting.value = column === undefined ? { player, box } : { player, box, column }
    return done()
  }

  /**
   * Saves the correction being edited; it stays open if the rules refuse it, and the dialog says
   * why from the result.
   */
  async function saveCorrection(entry: CorrectionEntry): Promise<ActionResult> {
    const target = correcting.value
    if (!target) return refused('noQuestion', 'No box is being corrected.')
    const { player, box, column } = target
    // Only the entry's own field: the same action here as on the host of a live table.
    const only = 'dice' in entry ? { dice: [...entry.dice] } : { score: entry.score }
    const inColumn = column === undefined ? {} : { column }
    const result = await apply({ type: 'correct', player, box, entry: only, ...inColumn })
    if (result.ok) correcting.value = null
    return result
  }

  function cancelCorrection(): ActionResult {
    correcting.value = null
    return done()
  }

  return { correcting, startCorrection, saveCorrection, cancelCorrection }
}
