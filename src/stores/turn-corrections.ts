import { ref } from 'vue'
import type { BoxId } from '@/rules'
import type { CorrectionEntry } from '@/game/moves'
import type { useGameStore } from './game'
import type { Correcting, TurnEvent } from './turn-types'

type Tell = (kind: TurnEvent['kind'], player: number, box: BoxId) => void

/**
 * Correcting a written box, part of the turn store: which box is being corrected (the dialog
 * shows it) and the correction itself, checked by the rules against every later move.
 */
export function turnCorrections(game: ReturnType<typeof useGameStore>, tell: Tell) {
  const correcting = ref<Correcting | null>(null)

  /** Corrects a written box of any player, in one step (another phone's request, a test). */
  async function correct(player: number, box: BoxId, entry: CorrectionEntry): Promise<boolean> {
    const done = await game.correct(player, box, entry)
    if (done) tell('corrected', player, box)
    return done
  }

  /** Opens the correction of a written box (the dialog asks its new score or dice). */
  function startCorrection(player: number, box: BoxId) {
    if (game.state?.sheets[player]?.scores[box] === undefined) return
    correcting.value = { player, box }
  }

  /** Saves the correction being edited; it stays open, saying why, if the rules refuse it. */
  async function saveCorrection(entry: CorrectionEntry): Promise<boolean> {
    const target = correcting.value
    if (!target || !(await correct(target.player, target.box, entry))) return false
    correcting.value = null
    return true
  }

  function cancelCorrection() {
    game.dismissProblem()
    correcting.value = null
  }

  return { correcting, correct, startCorrection, saveCorrection, cancelCorrection }
}
