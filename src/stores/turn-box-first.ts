import { computed, ref, type Ref } from 'vue'
import { writableBoxes, type BoxId, type Sheet } from '@/rules'
import { scoreChoices, yahtzeeFaces } from '@/game/box-first'
import type { TurnAction } from '@/game/turn-actions'
import type { useGameStore } from './game'
import { done, refused, type ActionResult } from './problem'
import type { BoxFirstStep } from './turn-types'

/** What box-first needs of the rest of the turn store. */
export interface BoxFirstTurn {
  pickedBox: Ref<BoxId | null>
  /** The sheet the turn writes in: the player's, or in a column game the column's. */
  sheet: () => Sheet | null
  diceCount: () => number
  /** A column game: the column the turn writes in (undefined in a one-sheet game). */
  column: () => number | undefined
  /** The one write path, with the actions it takes for a roll and for a score without dice. */
  apply: (action: TurnAction) => Promise<ActionResult>
  rollAction: (box: BoxId, dice: readonly number[]) => TurnAction
  scoreAction: (box: BoxId, score: number) => TurnAction
}

const noQuestion = () => refused('noQuestion', 'No box is waiting for its score.')

/**
 * Box-first entry, part of the turn store: a box is tapped, then its score chosen from what the
 * rules allow (Yahtzee may ask "was it a Yahtzee?" first), or the dice entered after all.
 */
export function turnBoxFirst(game: ReturnType<typeof useGameStore>, turn: BoxFirstTurn) {
  /** The box whose score is being chosen. */
  const scoring = ref<BoxFirstStep | null>(null)
  /** The boxes the current player may write a score into before any dice are known. */
  const writable = computed<BoxId[]>(() => {
    // From the figures, not the record: a switch (hints, win chances) stores a new record with the
    // same figures, and a new list would render the boxes again.
    const sheet = turn.sheet()
    if (!game.state || !sheet) return []
    const rules = game.state.rules
    // A column's sheet is a one-sheet game's: its open boxes are the column's.
    return rules.columns
      ? rules.variant.boxes.filter((box) => sheet.scores[box.id] === undefined).map((b) => b.id)
      : writableBoxes(rules, sheet)
  })
  /** Every score the chosen box can hold. */
  const choices = computed(() =>
    scoring.value && game.state ? scoreChoices(game.state.rules, scoring.value.box) : [],
  )

  /** The box is tapped; its scores are offered next. */
  function pick(box: BoxId): ActionResult {
    if (!writable.value.includes(box)) {
      return refused('notWritable', `${box} cannot be written now.`, { box })
    }
    scoring.value = { box, faces: null }
    return done()
  }

  /** A score is chosen; Yahtzee may ask "was it a Yahtzee?" (`asked`) before writing it. */
  async function chooseScore(score: number): Promise<ActionResult<{ asked?: 'yahtzee' }>> {
    const step = scoring.value
    const record = game.record
    if (!step || !record || !game.currentSheet) return noQuestion()
    const rules = game.state!.rules
    const faces = yahtzeeFaces(rules, game.currentSheet, step.box, score, turn.column())
    if (faces.length > 0) {
      scoring.value = { box: step.box, score, faces }
      return done({ asked: 'yahtzee' as const })
    }
    return writeScore(step.box, score)
  }

  /** The answer to "was it a Yahtzee?": the face of the five alike, or null for no. */
  async function answerYahtzee(face: number | null): Promise<ActionResult> {
    const step = scoring.value
    if (!step || step.score === undefined) return noQuestion()
    if (face === null) return writeScore(step.box, step.score)
    // Written as its dice, so the rules pay the bonus and apply the joker.
    const dice = Array<number>(turn.diceCount()).fill(face)
    const result = await turn.apply(turn.rollAction(step.box, dice))
    scoring.value = null
    return result
  }

  /** A score straight into a box, without the question (the rules check it). */
  async function writeScore(box: BoxId, score: number): Promise<ActionResult> {
    // The question stays open, its buttons busy, until the score is stored.
    const result = await turn.apply(turn.scoreAction(box, score))
    scoring.value = null
    return result
  }

  /** The dice after all: the box stays chosen while they go in. */
  function enterDiceInstead(): ActionResult {
    turn.pickedBox.value = scoring.value?.box ?? null
    scoring.value = null
    return done()
  }

  function cancelScoring(): ActionResult {
    scoring.value = null
    return done()
  }

  return {
    scoring,
    writable,
    choices,
    pick,
    chooseScore,
    answerYahtzee,
    enterDiceInstead,
    cancelScoring,
  }
}
