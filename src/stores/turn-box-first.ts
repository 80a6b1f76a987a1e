import { computed, ref, type Ref } from 'vue'
import { writableBoxes, type BoxId } from '@/rules'
import { scoreChoices, yahtzeeFaces } from '@/game/box-first'
import { scoreMove, type TurnContext } from '@/game/moves'
import type { useGameStore } from './game'
import type { BoxFirstStep, TurnEvent } from './turn-types'

/** What box-first needs of the rest of the turn store. */
export interface BoxFirstTurn {
  dice: Ref<number[]>
  pickedBox: Ref<BoxId | null>
  diceCount: () => number
  context: () => TurnContext | null
  write: (box: BoxId) => Promise<boolean>
  tell: (kind: TurnEvent['kind'], player: number, box: BoxId) => void
}

/**
 * Box-first entry, part of the turn store: a box is tapped, then its score chosen from what the
 * rules allow (Yahtzee may ask "was it a Yahtzee?" first), or the dice entered after all.
 */
export function turnBoxFirst(game: ReturnType<typeof useGameStore>, turn: BoxFirstTurn) {
  /** The box whose score is being chosen. */
  const scoring = ref<BoxFirstStep | null>(null)
  /** The boxes the current player may write a score into before any dice are known. */
  const writable = computed<BoxId[]>(() =>
    game.record && game.currentSheet ? writableBoxes(game.state!.rules, game.currentSheet) : [],
  )
  /** Every score the chosen box can hold. */
  const choices = computed(() =>
    scoring.value && game.record ? scoreChoices(game.state!.rules, scoring.value.box) : [],
  )

  /** The box is tapped; its scores are offered next. */
  function pick(box: BoxId) {
    if (writable.value.includes(box)) scoring.value = { box, faces: null }
  }

  /** A score is chosen; Yahtzee may ask "was it a Yahtzee?" before writing it. */
  async function chooseScore(score: number): Promise<boolean> {
    const step = scoring.value
    const record = game.record
    if (!step || !record || !game.currentSheet) return false
    const faces = yahtzeeFaces(game.state!.rules, game.currentSheet, step.box, score)
    if (faces.length > 0) {
      scoring.value = { box: step.box, score, faces }
      return false
    }
    return writeScore(step.box, score)
  }

  /** The answer to "was it a Yahtzee?": the face of the five alike, or null for no. */
  async function answerYahtzee(face: number | null): Promise<boolean> {
    const step = scoring.value
    if (!step || step.score === undefined) return false
    if (face === null) return writeScore(step.box, step.score)
    // Written as its dice, so the rules pay the bonus and apply the joker.
    turn.dice.value = Array<number>(turn.diceCount()).fill(face)
    const done = await turn.write(step.box)
    scoring.value = null
    return done
  }

  /** A score straight into a box, without the question (the rules check it). */
  async function writeScore(box: BoxId, score: number): Promise<boolean> {
    // The question stays open, its buttons busy, until the score is stored.
    const context = turn.context()
    const done = context !== null && (await game.appendTo(() => scoreMove(context, box, score)))
    scoring.value = null
    if (done && context) turn.tell('written', context.player, box)
    return done
  }

  /** The dice after all: the box stays chosen while they go in. */
  function enterDiceInstead() {
    turn.pickedBox.value = scoring.value?.box ?? null
    scoring.value = null
  }

  function cancelScoring() {
    scoring.value = null
  }

  return {
    scoring,
    writable,
    choices,
    pick,
    chooseScore,
    answerYahtzee,
    writeScore,
    enterDiceInstead,
    cancelScoring,
  }
}
