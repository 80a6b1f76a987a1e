import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { BoxId } from '@/rules'
import type { RollRecord } from '@/db'
import { cryptoDiceSource, type ComputerTurn, type DiceSource } from '@/computer'
import { isDiceEntry } from '@/game/dice-entry'
import { diceMove, type TurnContext } from '@/game/moves'
import { rollAgain } from '@/game/app-dice'
import { boxOffers, firstLegalBox, offerOf } from '@/game/offers'
import { useGameStore } from './game'
import { driveComputerTurns } from './computer-turns'
import { syncTurnDraft } from './turn-draft-sync'
import { turnBoxFirst } from './turn-box-first'
import { turnCorrections } from './turn-corrections'
import { turnNews } from './turn-news'
import { followRollsOfTurn } from './turn-roll-follow'
import type { BoxFirstStep, Correcting, TurnEvent } from './turn-types'

export type { BoxFirstStep, Correcting, TurnEvent }

/**
 * The turn being played, whoever plays it: dice typed or tapped, a box picked first, dice rolled
 * in the app, a computer's turn, the camera's reading, or another phone's request all go through
 * these actions to one write. Its state is read-only outside: every change is an action. It keeps
 * the roll being entered across a reload and reports every write in `lastEvent`.
 */
export const useTurnStore = defineStore('turn', () => {
  const game = useGameStore()
  const dice = ref<number[]>([])
  const rollsUsed = ref(3)
  const pickedBox = ref<BoxId | null>(null)
  const scratchBox = ref<BoxId | null>(null)
  const rolls = ref<RollRecord[]>([])
  const held = ref<number[]>([])
  const computerChoice = ref<BoxId | null>(null)
  /** Where dice rolled in the app and a computer's dice come from (tests inject a seeded one). */
  const diceSource = shallowRef<DiceSource>(cryptoDiceSource())
  /** The last write, undo or correction, and how to report the next. */
  const { lastEvent, tell } = turnNews(game)
  const rollOfTurn = followRollsOfTurn(() => game.variant, rollsUsed)

  const diceCount = computed(() => game.variant?.diceCount ?? 5)
  /** All dice of the turn are entered. */
  const diceComplete = computed(
    () => game.variant !== null && dice.value.length === diceCount.value,
  )
  /** What the roll would write into each open box of the current player. */
  const offers = computed(() =>
    game.record && game.currentSheet && diceComplete.value
      ? boxOffers(game.state!.rules, game.currentSheet, dice.value)
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
  const boxFirst = turnBoxFirst(game, {
    dice,
    pickedBox,
    diceCount: () => diceCount.value,
    context,
    write,
    tell,
  })
  const corrections = turnCorrections(game, tell)

  function reset() {
    dice.value = []
    rollOfTurn.start()
    pickedBox.value = null
    boxFirst.scoring.value = null
    scratchBox.value = null
    rolls.value = []
    held.value = []
    computerChoice.value = null
  }

  syncTurnDraft(game, { dice, rollsUsed, rolls, held }, reset)

  /** The turn as the rules see it now. */
  function context(): TurnContext | null {
    const figures = game.state
    if (!figures || game.currentPlayer === null || !game.currentSheet) return null
    return {
      rules: figures.rules,
      player: game.currentPlayer,
      sheet: game.currentSheet,
      rollsUsed: game.variant?.savedRolls ? rollsUsed.value : undefined,
    }
  }

  /** The dice as typed or tapped so far (or read by the camera); false, and no change, if not dice. */
  function enterDice(faces: readonly number[]): boolean {
    if (!isDiceEntry(faces, diceCount.value)) return false
    dice.value = [...faces]
    rollOfTurn.entered(faces, diceCount.value)
    return true
  }

  /** Which roll of the turn the dice are from: 1 up to the rolls this turn may have used. */
  function setRollsUsed(used: number): boolean {
    if (!Number.isInteger(used) || used < 1 || used > maxRollsUsed.value) return false
    rollsUsed.value = used
    return true
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

  /**
   * A whole roll written at once, from another phone at the table: its dice (and, rolled in the
   * app, its rolls) into a box, through the same rules and storage as a tap here.
   */
  async function writeRoll(
    box: BoxId,
    faces: readonly number[],
    entered: { rollsUsed?: number; rolls?: readonly RollRecord[] } = {},
  ): Promise<boolean> {
    const turn = context()
    if (!turn || !isDiceEntry(faces, diceCount.value) || faces.length !== diceCount.value) {
      return false
    }
    const played = { ...turn, rollsUsed: game.variant?.savedRolls ? entered.rollsUsed : undefined }
    const done = await game.appendTo(() => diceMove(played, faces, box, entered.rolls ?? []))
    if (done) tell('written', turn.player, box)
    return done
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

  /** Dice in the app: rolls the dice not held (all of them on the first roll). */
  function rollVirtual(source: DiceSource = diceSource.value): boolean {
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

  /** The computer players' turns, played as the game goes on; paused after an undo. */
  const computer = driveComputerTurns(
    game,
    { showRolls, showComputerChoice, writeComputerTurn },
    diceSource,
  )

  /** Steps back one write; the undone move's dice become the roll being entered again. */
  async function undo(): Promise<boolean> {
    const undone = await game.undoLast()
    if (!undone) return false
    dice.value = undone.dice ? [...undone.dice] : []
    rollOfTurn.lastRoll(dice.value, diceCount.value)
    if (undone.rollsUsed !== undefined) rollsUsed.value = undone.rollsUsed
    tell('undone', undone.player, undone.box, false, undone.score)
    return true
  }

  /** Dice for the app's rolls and the computers' turns from now on (tests: a seeded source). */
  function useDiceSource(source: DiceSource) {
    diceSource.value = source
  }

  // State is handed out read-only: the actions above are the only writers of the turn.
  const readOnly = <T>(source: { value: T }) => computed(() => source.value)
  return {
    /** The dice of the roll being entered. */
    dice: readOnly(dice),
    /** Which roll of the turn the dice are (Maxi Yatzy: rolls used, stored with the move). */
    rollsUsed: readOnly(rollsUsed),
    /** Box-first: the box tapped before its dice were entered; the dice then go there. */
    pickedBox: readOnly(pickedBox),
    /** Box-first: the box whose score is being chosen. */
    scoring: readOnly(boxFirst.scoring),
    /** Dice-first: a zero waiting for "yes, scratch it". */
    scratchBox: readOnly(scratchBox),
    /** Dice in the app: this turn's rolls so far (the last one is `dice`). */
    rolls: readOnly(rolls),
    /** Dice in the app: the places held for the next roll. */
    held: readOnly(held),
    /** A computer's box, shown on the grid before it is written, so the table sees the choice. */
    computerChoice: readOnly(computerChoice),
    /** The written box whose correction is being edited. */
    correcting: readOnly(corrections.correcting),
    /** The computer waits after an undo until asked to play. */
    computerPaused: readOnly(computer.paused),
    lastEvent,
    diceComplete,
    offers,
    shownOffers,
    maxRollsUsed,
    rollsLeft,
    forcedBox,
    targetBox,
    /** Box-first: the boxes the current player may write a score into before any dice. */
    writable: boxFirst.writable,
    /** Box-first: every score the chosen box can hold. */
    choices: boxFirst.choices,
    enterDice,
    setRollsUsed,
    write,
    writeRoll,
    choose,
    confirmScratch,
    cancelScratch,
    pick: boxFirst.pick,
    chooseScore: boxFirst.chooseScore,
    answerYahtzee: boxFirst.answerYahtzee,
    writeScore: boxFirst.writeScore,
    enterDiceInstead: boxFirst.enterDiceInstead,
    cancelScoring: boxFirst.cancelScoring,
    rollVirtual,
    toggleHold,
    showRolls,
    showComputerChoice,
    writeComputerTurn,
    hurryComputer: computer.hurry,
    resumeComputer: computer.resume,
    undo,
    correct: corrections.correct,
    startCorrection: corrections.startCorrection,
    saveCorrection: corrections.saveCorrection,
    cancelCorrection: corrections.cancelCorrection,
    useDiceSource,
    $reset: reset,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useTurnStore, import.meta.hot))
