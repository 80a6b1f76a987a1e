import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { BoxId } from '@/rules'
import type { RollRecord } from '@/db'
import type { TurnAction } from '@/game/turn-actions'
import { boxOffers, firstLegalBox, offerOf } from '@/game/offers'
import { useGameStore } from './game'
import { done, refused, type ActionResult, type Problem } from './problem'
import { syncTurnDraft } from './turn-draft-sync'
import { turnAppDice } from './turn-app-dice'
import { turnBoxFirst } from './turn-box-first'
import { turnColumn } from './turn-column'
import { turnCorrections } from './turn-corrections'
import { turnNews } from './turn-news'
import { entryRefusal, rollsUsedRefusal } from './turn-refusals'
import { followRollsOfTurn } from './turn-roll-follow'
import { turnWrites } from './turn-writes'
import type { BoxFirstStep, Correcting, TurnEvent } from './turn-types'

export type { ActionResult, BoxFirstStep, Correcting, TurnAction, TurnEvent }

/** Two rolls with the same faces in the same order. */
function sameDice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((face, i) => face === b[i])
}

/**
 * The turn being played, whoever plays it: dice typed or tapped, a box picked first, dice rolled
 * in the app, the camera's reading, a computer player's turn (src/composables/useComputerTurns.ts)
 * or another phone's request (src/stores/live-requests.ts) all go through these actions to one
 * write (`apply`). Every action returns what it did: done, or refused with a reason, and a refused
 * action changes nothing. Its state is read-only outside; it keeps the roll being entered across a
 * reload and reports every write in `lastEvent`. Creating it starts nothing.
 */
export const useTurnStore = defineStore('turn', () => {
  const game = useGameStore()
  const dice = ref<number[]>([])
  const rollsUsed = ref(3)
  const pickedBox = ref<BoxId | null>(null)
  const scratchBox = ref<BoxId | null>(null)
  const rolls = ref<RollRecord[]>([])
  const held = ref<number[]>([])
  /** The latest refusal of a write tapped on this phone (null once one is done). */
  const lastRefusal = shallowRef<Problem | null>(null)
  /** The last write, undo or correction, and how to report the next. */
  const { lastEvent, tell } = turnNews(game)
  const rollOfTurn = followRollsOfTurn(() => game.variant, rollsUsed)

  const { column, columnSheet, pick: pickColumn } = turnColumn(game)

  const diceCount = computed(() => game.variant?.diceCount ?? 5)
  /** All dice of the turn are entered. */
  const diceComplete = computed(
    () => game.variant !== null && dice.value.length === diceCount.value,
  )
  /** What the roll would write into each open box of the current player. */
  // From the figures, not the record: a switch (hints, win chances) stores a new record with the
  // same figures, and the offers are not worked out again for it.
  const offers = computed(() =>
    game.state && game.currentSheet && diceComplete.value
      ? boxOffers(game.state.rules, game.currentSheet, dice.value, column.value)
      : undefined,
  )
  /** The offers on screen: while a computer plays, only the box it chose, once it has chosen. */
  const shownOffers = computed(() =>
    game.currentKind.computer ? offerOf(offers.value, targetBox.value) : offers.value,
  )
  /** Maxi Yatzy: the most rolls this turn may have used. */
  const maxRollsUsed = computed(() =>
    game.variant ? game.variant.rollsPerTurn + (game.currentSheet?.savedRolls ?? 0) : 3,
  )
  /** Dice in the app: rolls this turn may still make (Maxi Yatzy: its saved rolls too). */
  const rollsLeft = computed(() => maxRollsUsed.value - rolls.value.length)
  /** Forced order: the one box this turn goes into. */
  const forcedBox = computed(() =>
    game.state?.rules.table.forcedOrder ? firstLegalBox(offers.value) : null,
  )
  /** The box a complete roll goes into without a choice: forced order's next, or the one picked. */
  const targetBox = computed<BoxId | null>(() => {
    if (forcedBox.value) return forcedBox.value
    const box = pickedBox.value
    return box && offers.value?.[box]?.legal ? box : null
  })
  const writes = turnWrites(game, {
    dice,
    rollsUsed,
    rolls,
    tell,
    diceBack(back, used) {
      dice.value = [...back]
      rollOfTurn.lastRoll(dice.value, diceCount.value)
      if (used !== undefined) rollsUsed.value = used
    },
    column: () => column.value,
  })
  const boxFirst = turnBoxFirst(game, {
    pickedBox,
    sheet: () => columnSheet.value,
    diceCount: () => diceCount.value,
    column: () => column.value,
    apply: writes.apply,
    rollAction: writes.rollAction,
    scoreAction: writes.scoreAction,
  })
  const corrections = turnCorrections(game, writes.apply)
  const appDice = turnAppDice(
    game,
    { dice, rollsUsed, rolls, held },
    { diceCount: () => diceCount.value, rollsLeft: () => rollsLeft.value },
  )

  function reset() {
    dice.value = []
    rollOfTurn.start()
    pickedBox.value = null
    boxFirst.scoring.value = null
    scratchBox.value = null
    rolls.value = []
    held.value = []
  }

  syncTurnDraft(game, { dice, rollsUsed, rolls, held }, reset)
  // Another game's refusal is not this one's.
  watch(
    () => game.record?.id,
    () => (lastRefusal.value = null),
  )

  /** A write tapped here: its refusal is the one the screen shows, until the next write. */
  async function tapped<Done extends object>(
    result: Promise<ActionResult<Done>>,
  ): Promise<ActionResult<Done>> {
    const outcome = await result
    lastRefusal.value = outcome.ok ? null : outcome.reason
    return outcome
  }

  /** The dice as typed or tapped so far (or read by the camera); refused, and no change, if not dice. */
  function enterDice(faces: readonly number[]): ActionResult {
    const refusal = entryRefusal(faces, diceCount.value)
    if (refusal) return refusal
    // The same roll again (the dice field's change event as a tap leaves it) keeps its array: a
    // new one would work out the offers and draw six players' sheet again, 130–200 ms at 4× CPU.
    if (!sameDice(faces, dice.value)) dice.value = [...faces]
    rollOfTurn.entered(faces, diceCount.value)
    return done()
  }

  /** Which roll of the turn the dice are from: 1 up to the rolls this turn may have used. */
  function setRollsUsed(used: number): ActionResult {
    const refusal = rollsUsedRefusal(used, maxRollsUsed.value)
    if (refusal) return refusal
    rollsUsed.value = used
    return done()
  }

  /** Writes the roll entered into a box, for the player whose turn it is. */
  function write(box: BoxId): Promise<ActionResult> {
    return tapped(writes.apply(writes.rollAction(box)))
  }

  /**
   * Dice-first: the roll is in, the box is tapped. A zero asks first (`asked: 'scratch'`) unless
   * there was no choice; a computer's turn is not for tapping.
   */
  async function choose(box: BoxId): Promise<ActionResult<{ asked?: 'scratch' }>> {
    if (game.currentKind.computer) {
      return tapped(Promise.resolve(refused('computerTurn', 'A computer is playing this turn.')))
    }
    const offer = offers.value?.[box]
    if (offer?.legal && offer.score === 0 && !game.state?.rules.table.forcedOrder) {
      scratchBox.value = box
      return done({ asked: 'scratch' as const })
    }
    return write(box)
  }

  /** "Yes, scratch it": the zero waiting for confirmation is written. */
  function confirmScratch(): Promise<ActionResult> {
    const box = scratchBox.value
    scratchBox.value = null
    if (!box) return Promise.resolve(refused('noQuestion', 'No zero is waiting to be written.'))
    return write(box)
  }

  function cancelScratch(): ActionResult {
    scratchBox.value = null
    return done()
  }

  /**
   * Dice-first: the box the roll is for, on show before it is written (a computer player shows
   * its choice so); `write(targetBox)` then writes it.
   */
  function selectBox(box: BoxId): ActionResult {
    if (!offers.value?.[box]?.legal) {
      return refused('notWritable', `${box} cannot be written now.`, { box })
    }
    pickedBox.value = box
    return done()
  }

  /** A column game: the column the turn writes in (refused if there is no such column). */
  function setColumn(index: number): ActionResult {
    const picked = pickColumn(index)
    if (!picked.ok) return picked
    // A box picked in another column is not this one's.
    pickedBox.value = null
    boxFirst.scoring.value = null
    scratchBox.value = null
    return done()
  }

  /** Steps back one write; the undone move's dice become the roll being entered again. */
  function undo(): Promise<ActionResult> {
    return tapped(writes.apply({ type: 'undo' }))
  }

  // State is handed out read-only: the actions above are the only writers of the turn.
  const readOnly = <T>(source: { value: T }) => computed(() => source.value)
  return {
    /** The dice of the roll being entered. */
    dice: readOnly(dice),
    /** Which roll of the turn the dice are (Maxi Yatzy: rolls used, stored with the move). */
    rollsUsed: readOnly(rollsUsed),
    /** The box the roll goes to: tapped before its dice (box-first), or a computer's choice. */
    pickedBox: readOnly(pickedBox),
    /** A column game: the column the turn writes in (undefined in a one-sheet game). */
    column,
    /** The current player's sheet, or in a column game the column's: the turn's boxes. */
    columnSheet,
    /** Box-first: the box whose score is being chosen. */
    scoring: readOnly(boxFirst.scoring),
    /** Dice-first: a zero waiting for "yes, scratch it". */
    scratchBox: readOnly(scratchBox),
    /** Dice in the app: this turn's rolls so far (the last one is `dice`). */
    rolls: readOnly(rolls),
    /** Dice in the app: the places held for the next roll. */
    held: readOnly(held),
    /** The written box whose correction is being edited. */
    correcting: readOnly(corrections.correcting),
    /** The last write, undo or correction, whoever made it. */
    lastEvent,
    /**
     * Why the last write tapped on this phone was refused (null once one is done): set only from
     * the results of `write`, `choose`, `confirmScratch`, `chooseScore`, `answerYahtzee` and `undo`.
     */
    lastRefusal: readOnly(lastRefusal),
    /** What the roll would write into each open box of the current player. */
    offers,
    shownOffers,
    /** Maxi Yatzy: the most rolls this turn may have used. */
    maxRollsUsed,
    /** Dice in the app: rolls this turn may still make. */
    rollsLeft,
    /** The box a complete roll goes into without a choice: Forced Yatzy's next, or the one picked. */
    targetBox,
    /** Box-first: the boxes the current player may write a score into before any dice. */
    writable: boxFirst.writable,
    /** Box-first: every score the chosen box can hold. */
    choices: boxFirst.choices,
    enterDice,
    setRollsUsed,
    setColumn,
    write,
    choose,
    confirmScratch,
    cancelScratch,
    selectBox,
    pick: boxFirst.pick,
    chooseScore: (score: number) => tapped(boxFirst.chooseScore(score)),
    answerYahtzee: (face: number | null) => tapped(boxFirst.answerYahtzee(face)),
    enterDiceInstead: boxFirst.enterDiceInstead,
    cancelScoring: boxFirst.cancelScoring,
    rollVirtual: appDice.rollVirtual,
    toggleHold: appDice.toggleHold,
    undo,
    startCorrection: corrections.startCorrection,
    saveCorrection: corrections.saveCorrection,
    cancelCorrection: corrections.cancelCorrection,
    /**
     * The one write path: a `TurnAction` from a computer player or another phone, applied as a tap
     * here would be. Its refusal goes back to whoever asked, not to this phone's screen.
     */
    apply: writes.apply,
    useDiceSource: appDice.useDiceSource,
    $reset: reset,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useTurnStore, import.meta.hot))
