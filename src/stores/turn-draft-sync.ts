import { watch, type Ref } from 'vue'
import type { RollRecord } from '@/db'
import { loadDraft, saveDraft } from '@/game/turn-draft'
import type { useGameStore } from './game'

/** The parts of the turn that a reload must not lose. */
export interface DraftedTurn {
  dice: Ref<number[]>
  rollsUsed: Ref<number>
  rolls: Ref<RollRecord[]>
  held: Ref<number[]>
}

/**
 * Keeps the roll being entered in localStorage until the turn is written, and starts every new
 * turn (a write, an undo, another tab's write, another game) from `reset` and its draft, if any.
 * Rolls in the app are kept too: a reload must not give a second chance at a roll.
 */
export function syncTurnDraft(
  game: ReturnType<typeof useGameStore>,
  turn: DraftedTurn,
  reset: () => void,
) {
  const diceCount = () => game.variant?.diceCount ?? 5
  const maxRollsUsed = () =>
    (game.variant?.rollsPerTurn ?? 3) + (game.currentSheet?.savedRolls ?? 0)

  // A new turn is a new game or new figures (a write, an undo, a correction, another tab's
  // write); a switch this phone made (hints, win chances) keeps its figures and the turn with them.
  watch(
    [() => game.record?.id, () => game.state],
    ([id]) => {
      const moves = game.record?.moves.length
      reset()
      // A computer's turn half played is played again from the start, never continued.
      if (id === undefined || moves === undefined || game.currentKind.computer) return
      const draft = loadDraft(id, moves, diceCount())
      if (!draft) return
      turn.dice.value = draft.dice
      turn.rollsUsed.value = Math.min(draft.rollsUsed, maxRollsUsed())
      turn.rolls.value = draft.rolls ?? []
      turn.held.value = draft.held ?? []
    },
    { flush: 'sync', immediate: true },
  )

  watch(
    [turn.dice, turn.rollsUsed, turn.rolls, turn.held],
    () => {
      const record = game.record
      if (!record) return
      const keep = !game.state?.finished && !game.currentKind.computer
      saveDraft(
        record.id,
        keep
          ? {
              moves: record.moves.length,
              dice: [...turn.dice.value],
              rollsUsed: turn.rollsUsed.value,
              rolls: turn.rolls.value.map((roll) => ({
                dice: [...roll.dice],
                held: [...roll.held],
              })),
              held: [...turn.held.value],
            }
          : null,
      )
    },
    { deep: true },
  )
}
