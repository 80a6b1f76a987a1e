import { computed, ref } from 'vue'
import type { BoxId } from '@/rules'
import { scoreChoices } from '@/game/box-first'
import { useGameStore } from '@/stores/game'

/** The box whose scores are offered, and, once a score is chosen, the Yahtzee question's faces. */
export interface BoxFirstStep {
  box: BoxId
  score?: number
  faces: number[] | null
}

/**
 * Box-first entry, two taps: a box, then its score from the values the rules allow. When the
 * rules need more (Yahtzee: was it a Yahtzee?), that one question comes in between. `written`
 * hears of every write with the score stored; `enterDice` is called when the player would
 * rather enter the dice for the chosen box.
 */
export function useBoxFirstEntry(
  written: (player: number, box: BoxId, score: number) => Promise<void>,
  enterDice: () => Promise<void>,
) {
  const game = useGameStore()
  /** The open step, or null when no box is being scored. */
  const step = ref<BoxFirstStep | null>(null)

  /** The chips: every score the chosen box can hold. */
  const choices = computed(() =>
    step.value && game.record
      ? scoreChoices(game.record.variant, step.value.box, game.record.options)
      : [],
  )

  function pick(box: BoxId) {
    step.value = { box, faces: null }
  }

  async function chooseScore(score: number) {
    const target = step.value
    if (!target) return
    const faces = game.fiveAlikeFaces(target.box, score)
    if (faces.length > 0) {
      step.value = { box: target.box, score, faces }
      return
    }
    await write(target.box, score)
  }

  /** The answer to "was it a Yahtzee?": the face of the five alike, or null for no. */
  async function answerYahtzee(face: number | null) {
    const target = step.value
    if (!target || target.score === undefined) return
    await write(target.box, target.score, face ?? undefined)
  }

  async function write(box: BoxId, score: number, yahtzeeFace?: number) {
    const player = game.currentPlayer
    if (player === null) return
    const done = await game.writeScoreOnly(box, score, yahtzeeFace)
    step.value = null
    if (!done) return
    await written(player, box, game.state?.sheets[player]?.scores[box] ?? score)
  }

  /** The dice after all: the box stays chosen while they go in. */
  async function enterDiceInstead() {
    game.pickedBox = step.value?.box ?? null
    step.value = null
    await enterDice()
  }

  function cancel() {
    step.value = null
  }

  return { step, choices, pick, chooseScore, answerYahtzee, enterDiceInstead, cancel }
}
