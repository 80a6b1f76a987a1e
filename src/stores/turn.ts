import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { writableBoxes, type BoxId } from '@/rules'
import type { RollRecord } from '@/db'
import type { ComputerTurn, DiceSource } from '@/computer'
import { scoreChoices, yahtzeeFaces } from '@/game/box-first'
import { diceMove, scoreMove, type CorrectionEntry, type TurnContext } from '@/game/moves'
import { rollAgain } from '@/game/app-dice'
import { useGameStore } from './game'
import { boxOffers, firstLegalBox, offerOf } from './offers'
import { syncTurnDraft } from './turn-draft-sync'
import { turnNews } from './turn-news'
import type { BoxFirstStep, TurnEvent } from './turn-types'

export type { BoxFirstStep, TurnEvent }

/**
 * The turn being played, whoever plays it: dice typed or tapped, a box picked first, dice rolled
 * in the app, a computer's turn, or the camera's reading all go through these actions to one
 * write. It keeps the roll being entered across a reload and reports every write in `lastEvent`.
 */
export const useTurnStore = defineStore('turn', () => {
  const game = useGameStore()
  /** The dice of the roll being entered. */
  const dice = ref<number[]>([])
  /** Which roll of the turn the dice are (Maxi Yatzy: rolls used, stored with the move). */
  const rollsUsed = ref(3)
  /** Box-first: the box tapped before its dice were entered; the dice then go there. */
  const pickedBox = ref<BoxId | null>(null)
  /** Box-first: the box whose score is being chosen. */
  const scoring = ref<BoxFirstStep | null>(null)
  /** Dice-first: a zero waiting for "yes, scratch it". */
  const scratchBox = ref<BoxId | null>(null)
  /** Dice in the app: this turn's rolls so far (the last one is `dice`). */
  const rolls = ref<RollRecord[]>([])
  /** Dice in the app: the places held for the next roll. */
  const held = ref<number[]>([])
  /** A computer's box, shown on the grid before it is written, so the table sees the choice. */
  const computerChoice = ref<BoxId | null>(null)
  /** The last write, undo or correction, and how to report the next. */
  const { lastEvent, tell } = turnNews(game)

  const diceCount = computed(() => game.variant?.diceCount ?? 5)
  /** All dice of the turn are entered. */
  const diceComplete = computed(
    () => game.variant !== null && dice.value.length === diceCount.value,
  )
  /** What the roll would write into each open box of the current player. */
  const offers = computed(() =>
    game.record && game.currentSheet && diceComplete.value
      ? boxOffers(game.record.variant, game.currentSheet, dice.value, game.record.options)
      : undefined,
  )
  /** The offers on screen: while a computer plays, only the box it chose, once it has chosen. */
  const shownOffers = computed(() =>
    game.currentKind.computer ? offerOf(offers.value, computerChoice.value) : offers.value,
  )
  /** Maxi Yatzy: the most rolls this turn may have used. */
  const maxRollsUsed = computed(() =>
    game.variant ? game.variant.rollsPerTurn + (game.currentSheet?.savedRolls ?? 0) : 3,
  )
  /** Dice in the app: rolls this turn may still make (Maxi Yatzy: its saved rolls too). */
  const rollsLeft = computed(() => maxRollsUsed.value - rolls.value.length)
  /** Forced Yatzy: the one box this turn goes into. */
  const forcedBox = computed(() => (game.variant?.forcedOrder ? firstLegalBox(offers.value) : null))
  /** The box a complete roll goes into without a choice: Forced Yatzy's next, or the one picked. */
  const targetBox = computed<BoxId | null>(() => {
    if (forcedBox.value) return forcedBox.value
    const box = pickedBox.value
    return box && offers.value?.[box]?.legal ? box : null
  })
  /** Box-first: the boxes the current player may write a score into before any dice are known. */
  const writable = computed<BoxId[]>(() =>
    game.record && game.currentSheet ? writableBoxes(game.record.variant, game.currentSheet) : [],
  )
  /** Box-first: every score the chosen box can hold. */
  const choices = computed(() =>
    scoring.value && game.record
      ? scoreChoices(game.record.variant, scoring.value.box, game.record.options)
      : [],
  )

  function reset() {
    dice.value = []
    rollsUsed.value = game.variant?.rollsPerTurn ?? 3
    pickedBox.value = null
    scoring.value = null
    scratchBox.value = null
    rolls.value = []
    held.value = []
    computerChoice.value = null
  }

  syncTurnDraft(game, { dice, rollsUsed, rolls, held }, reset)

  /** The turn as the rules see it now. */
  function context(): TurnContext | null {
    const record = game.record
    if (!record || game.currentPlayer === null || !game.currentSheet) return null
    return {
      variant: record.variant,
      options: record.options,
      player: game.currentPlayer,
      sheet: game.currentSheet,
      rollsUsed: game.variant?.savedRolls ? rollsUsed.value : undefined,
    }
  }

  /** Writes the entered roll into a box; `computer` marks a computer's write. */
  async function write(box: BoxId, { computer = false } = {}): Promise<boolean> {
    const turn = context()
    scratchBox.value = null
    if (!turn) return false
    const written = [...dice.value]
    const done = await game.appendTo(() => diceMove(turn, written, box, rolls.value))
    if (done) tell('written', turn.player, box, computer)
    return done
  }

  /** The camera's reading of the dice on the table: the roll to write, like dice typed in. */
  function takeReading(faces: readonly number[]) {
    dice.value = [...faces]
  }

  /** Dice-first: the roll is in, the box is tapped. A zero asks first unless there was no choice. */
  async function choose(box: BoxId): Promise<boolean> {
    const offer = offers.value?.[box]
    if (!offer?.legal || game.currentKind.computer) return false
    if (offer.score === 0 && !game.variant?.forcedOrder) {
      scratchBox.value = box
      return false
    }
    return write(box)
  }

  /** "Yes, scratch it": the zero waiting for confirmation is written. */
  async function confirmScratch(): Promise<boolean> {
    return scratchBox.value ? write(scratchBox.value) : false
  }

  function cancelScratch() {
    scratchBox.value = null
  }

  /** Box-first: the box is tapped; its scores are offered next. */
  function pick(box: BoxId) {
    scoring.value = { box, faces: null }
  }

  /** Box-first: a score is chosen; Yahtzee may ask "was it a Yahtzee?" before writing it. */
  async function chooseScore(score: number): Promise<boolean> {
    const step = scoring.value
    const record = game.record
    if (!step || !record || !game.currentSheet) return false
    const faces = yahtzeeFaces(record.variant, game.currentSheet, step.box, score, record.options)
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
    dice.value = Array<number>(diceCount.value).fill(face)
    const done = await write(step.box)
    scoring.value = null
    return done
  }

  async function writeScore(box: BoxId, score: number): Promise<boolean> {
    // The question stays open, its buttons busy, until the score is stored.
    const turn = context()
    const done = turn !== null && (await game.appendTo(() => scoreMove(turn, box, score)))
    scoring.value = null
    if (done && turn) tell('written', turn.player, box)
    return done
  }

  /** Box-first, then the dice after all: the box stays chosen while they go in. */
  function enterDiceInstead() {
    pickedBox.value = scoring.value?.box ?? null
    scoring.value = null
  }

  function cancelScoring() {
    scoring.value = null
  }

  /** Dice in the app: rolls the dice not held (all of them on the first roll). */
  function rollVirtual(source: DiceSource): boolean {
    if (!game.variant || rollsLeft.value <= 0 || game.currentPlayer === null) return false
    rolls.value = rollAgain(source, diceCount.value, rolls.value, held.value)
    dice.value = [...rolls.value.at(-1)!.dice]
    rollsUsed.value = rolls.value.length
    return true
  }

  /** Dice in the app: holds or frees the die at `index` for the next roll. */
  function toggleHold(index: number) {
    if (rolls.value.length === 0 || rollsLeft.value <= 0) return
    held.value = held.value.includes(index)
      ? held.value.filter((i) => i !== index)
      : [...held.value, index]
  }

  /** A computer's rolls on screen, while its turn is shown step by step. */
  function showRolls(shown: readonly RollRecord[]) {
    rolls.value = shown.map((roll) => ({ dice: [...roll.dice], held: [...roll.held] }))
    held.value = [...(shown.at(-1)?.held ?? [])]
    dice.value = [...(shown.at(-1)?.dice ?? [])]
    rollsUsed.value = Math.max(1, shown.length)
  }

  /** A computer's box on show before its write. */
  function showComputerChoice(box: BoxId) {
    computerChoice.value = box
  }

  /** Writes a computer's whole turn through the same rules and storage as a person's. */
  async function writeComputerTurn(turn: ComputerTurn): Promise<boolean> {
    showRolls(turn.rolls)
    rollsUsed.value = turn.rollsUsed
    const done = await write(turn.box, { computer: true })
    // Another tab played this turn first: its write stands, and there is nothing to tell.
    if (!done && game.problem?.code === 'conflict') game.dismissProblem()
    return done
  }

  /** Steps back one write; the undone move's dice become the roll being entered again. */
  async function undo(): Promise<boolean> {
    const undone = await game.undoLast()
    if (!undone) return false
    dice.value = undone.dice ? [...undone.dice] : []
    if (undone.rollsUsed !== undefined) rollsUsed.value = undone.rollsUsed
    tell('undone', undone.player, undone.box, false, undone.score)
    return true
  }

  /** Corrects a written box of any player (the rules check it and every later move). */
  async function correct(player: number, box: BoxId, entry: CorrectionEntry): Promise<boolean> {
    const done = await game.correct(player, box, entry)
    if (done) tell('corrected', player, box)
    return done
  }

  return {
    dice,
    rollsUsed,
    pickedBox,
    scoring,
    scratchBox,
    rolls,
    held,
    computerChoice,
    lastEvent,
    diceComplete,
    offers,
    shownOffers,
    maxRollsUsed,
    rollsLeft,
    forcedBox,
    targetBox,
    writable,
    choices,
    write,
    takeReading,
    choose,
    confirmScratch,
    cancelScratch,
    pick,
    chooseScore,
    answerYahtzee,
    enterDiceInstead,
    cancelScoring,
    rollVirtual,
    toggleHold,
    showRolls,
    showComputerChoice,
    writeComputerTurn,
    undo,
    correct,
    $reset: reset,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useTurnStore, import.meta.hot))
