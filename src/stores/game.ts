import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import {
  getVariant,
  writableBoxes,
  writeBox,
  writeScore,
  type BoxId,
  type Sheet,
  type TableOptions,
  type VariantId,
} from '@/rules'
import {
  appendMove,
  createGame,
  db,
  GameNotFoundError,
  getGame,
  MoveError,
  replaceMove,
  replayGame,
  setHints,
  setWinChances,
  undoLastMove,
  watchGame,
  type GameRecord,
  type MoveRecord,
  type PlayerKind,
  type RollRecord,
} from '@/db'
import { rollDice, type ComputerTurn, type DiceSource } from '@/computer'
import { boxOffers } from './offers'
import { loadDraft, saveDraft } from '@/game/turn-draft'
import { yahtzeeFaces } from '@/game/box-first'
import { toProblem, type Problem } from './problem'

export interface NewGameInput {
  variant: VariantId
  options: TableOptions
  players: string[]
  /** Index-aligned with `players`: computers and people who roll in the app. */
  playerKinds?: PlayerKind[]
  hideTotals?: boolean
}

/** A correction: the dice again, or the number typed straight in. */
export type CorrectionEntry = { dice: number[] } | { score: number }

/** The game at the table: the committed record, the roll being entered, and the actions on it. */
export const useGameStore = defineStore('game', () => {
  /** The game exactly as last committed to IndexedDB; the UI never shows an uncommitted write. */
  const record = shallowRef<GameRecord | null>(null)
  /** Dice entered for the current turn. */
  const dice = ref<number[]>([])
  /** Maxi Yatzy: rolls the current turn used. */
  const rollsUsed = ref(3)
  /** The last refused action, shown until the next action. */
  const problem = ref<Problem | null>(null)
  /**
   * Why the open game can no longer be shown (deleted elsewhere, storage gone): the record is then
   * null, so no sheet shows moves that are not stored.
   */
  const lost = ref<Problem | null>(null)
  /** A write is on its way to IndexedDB. */
  const saving = ref(false)
  let stopWatching: (() => void) | null = null

  /** Sheets, turn and result rebuilt from the moves through the rules. */
  const state = computed(() => (record.value ? replayGame(record.value) : null))
  /** The variant's definition (boxes, dice count, bonus). */
  const variant = computed(() => (record.value ? getVariant(record.value.variant) : null))
  /** Whose turn it is; null once the game is over. */
  const currentPlayer = computed(() =>
    state.value && !state.value.finished ? state.value.nextPlayer : null,
  )
  /** The current player's sheet. */
  const currentSheet = computed<Sheet | null>(() =>
    currentPlayer.value === null ? null : (state.value?.sheets[currentPlayer.value] ?? null),
  )
  /** All dice of the turn are entered. */
  const diceComplete = computed(
    () => variant.value !== null && dice.value.length === variant.value.diceCount,
  )
  /** What the roll would write into each open box of the current player. */
  const offers = computed(() =>
    record.value && currentSheet.value && diceComplete.value
      ? boxOffers(record.value.variant, currentSheet.value, dice.value, record.value.options)
      : undefined,
  )
  /** Maxi Yatzy: the most rolls this turn may have used. */
  const maxRollsUsed = computed(() =>
    variant.value ? variant.value.rollsPerTurn + (currentSheet.value?.savedRolls ?? 0) : 3,
  )
  /** Forced Yatzy: the one box this turn goes into. */
  const forcedBox = computed<BoxId | null>(() => {
    if (!variant.value?.forcedOrder || !offers.value) return null
    return (Object.keys(offers.value) as BoxId[]).find((box) => offers.value![box]!.legal) ?? null
  })
  /** Box-first: the boxes the current player may write a score into before any dice are known. */
  const writable = computed<BoxId[]>(() =>
    record.value && currentSheet.value
      ? writableBoxes(record.value.variant, currentSheet.value)
      : [],
  )
  /** Box-first: the box tapped before its dice were entered; the dice then go there. */
  const pickedBox = ref<BoxId | null>(null)
  /** Virtual dice: this turn's rolls so far (the last one is `dice`). */
  const rolls = ref<RollRecord[]>([])
  /** Virtual dice: the places held for the next roll. */
  const held = ref<number[]>([])
  /** How the current player plays: real dice, dice in the app, or a computer. */
  const currentKind = computed<PlayerKind>(() => {
    const player =
      currentPlayer.value === null ? undefined : record.value?.players[currentPlayer.value]
    return { computer: player?.computer, virtualDice: player?.virtualDice }
  })
  /** Virtual dice: rolls this turn may still make (Maxi Yatzy: its saved rolls too). */
  const rollsLeft = computed(() => maxRollsUsed.value - rolls.value.length)

  function resetTurn() {
    dice.value = []
    rollsUsed.value = variant.value?.rollsPerTurn ?? 3
    pickedBox.value = null
    rolls.value = []
    held.value = []
  }

  function adopt(next: GameRecord) {
    const turnChanged =
      next.moves.length !== record.value?.moves.length || next.id !== record.value?.id
    record.value = next
    if (!turnChanged) return
    resetTurn()
    const draft = loadDraft(next.id, next.moves.length, variant.value?.diceCount ?? 5)
    // A computer's turn half played is played again from the start, never continued.
    if (draft && !currentKind.value.computer) {
      dice.value = draft.dice
      rollsUsed.value = Math.min(draft.rollsUsed, maxRollsUsed.value)
      rolls.value = draft.rolls ?? []
      held.value = draft.held ?? []
    }
  }

  // The roll being entered outlives a reload: it is kept until the turn is written.
  // Virtual rolls too: a reload must not give a second chance at a roll.
  watch(
    [dice, rollsUsed, rolls, held],
    () => {
      const game = record.value
      if (!game) return
      const draft =
        state.value?.finished || currentKind.value.computer
          ? null
          : {
              moves: game.moves.length,
              dice: [...dice.value],
              rollsUsed: rollsUsed.value,
              rolls: rolls.value.map((roll) => ({ dice: [...roll.dice], held: [...roll.held] })),
              held: [...held.value],
            }
      saveDraft(game.id, draft)
    },
    { deep: true },
  )

  /** Virtual dice: rolls the dice not held (all of them on the first roll). */
  function rollVirtual(source: DiceSource): boolean {
    if (!variant.value || rollsLeft.value <= 0 || currentPlayer.value === null) return false
    const count = variant.value.diceCount
    const previous = rolls.value.at(-1)
    const next = previous
      ? rollDice(source, count, previous.dice, held.value)
      : rollDice(source, count)
    const done = rolls.value.map((roll) => ({ dice: roll.dice, held: roll.held }))
    if (previous) done[done.length - 1] = { dice: previous.dice, held: [...held.value].sort() }
    rolls.value = [...done, { dice: next, held: [] }]
    dice.value = [...next]
    rollsUsed.value = rolls.value.length
    return true
  }

  /** Virtual dice: holds or frees the die at `index` for the next roll. */
  function toggleHold(index: number) {
    if (rolls.value.length === 0 || rollsLeft.value <= 0) return
    held.value = held.value.includes(index)
      ? held.value.filter((i) => i !== index)
      : [...held.value, index]
  }

  /** A computer's roll on screen, while its turn is shown step by step. */
  function showRolls(shown: readonly RollRecord[]) {
    rolls.value = shown.map((roll) => ({ dice: [...roll.dice], held: [...roll.held] }))
    held.value = [...(shown.at(-1)?.held ?? [])]
    dice.value = [...(shown.at(-1)?.dice ?? [])]
    rollsUsed.value = Math.max(1, shown.length)
  }

  /** Writes a computer's whole turn through the same rules and storage as a person's. */
  async function writeComputerTurn(turn: ComputerTurn): Promise<boolean> {
    showRolls(turn.rolls)
    rollsUsed.value = turn.rollsUsed
    const done = await write(turn.box)
    // Another tab played this turn first: its write stands, and there is nothing to tell.
    if (!done && problem.value?.code === 'conflict') problem.value = null
    return done
  }

  /** Runs one committed write; the record changes only after IndexedDB has it. */
  async function commit(write: (current: GameRecord) => Promise<GameRecord>): Promise<boolean> {
    const current = record.value
    if (!current || saving.value) return false
    saving.value = true
    problem.value = null
    try {
      adopt(await write(current))
      return true
    } catch (error) {
      problem.value = toProblem(error)
      let gone = problem.value.code === 'gameGone' || problem.value.code === 'storageClosed'
      if (problem.value.code === 'conflict') {
        const fresh = await getGame(current.id).catch(() => undefined)
        if (fresh) adopt(fresh)
        else gone = true
      }
      if (gone) {
        // Nothing stored is left to show: drop the sheet rather than show unsaved moves.
        const reason = problem.value.code === 'conflict' ? new GameNotFoundError(current.id) : error
        lost.value = toProblem(reason)
        stopWatching?.()
        stopWatching = null
        record.value = null
      }
      return false
    } finally {
      saving.value = false
    }
  }

  /** Opens a stored game and follows changes made to it in other tabs. */
  async function open(id: string): Promise<boolean> {
    close()
    lost.value = null
    let found: GameRecord | undefined
    try {
      found = await getGame(id)
    } catch (error) {
      // IndexedDB missing or refused: say so instead of "no such game".
      lost.value = toProblem(error)
      return false
    }
    if (!found) return false
    adopt(found)
    const loseGame = (reason: Problem) => {
      if (record.value?.id !== id) return
      lost.value = reason
      record.value = null
    }
    const stopLive = watchGame(
      id,
      (fresh) => {
        // Deleted in another tab: the sheet goes at once.
        if (!fresh) loseGame(toProblem(new GameNotFoundError(id)))
        else if (record.value?.id === id && fresh.revision > record.value.revision) adopt(fresh)
      },
      (error) => loseGame(toProblem(error)),
    )
    // The whole database deleted in another tab: Dexie closes it here and no live query fires.
    const onVersionChange = (event: IDBVersionChangeEvent) => {
      if (!event.newVersion) loseGame(toProblem(new GameNotFoundError(id)))
    }
    db.on('versionchange', onVersionChange)
    stopWatching = () => {
      stopLive()
      db.on.versionchange.unsubscribe(onVersionChange)
    }
    return true
  }

  async function start(input: NewGameInput): Promise<string> {
    const created = await createGame(input)
    await open(created.id)
    return created.id
  }

  function sheetBefore(game: GameRecord, moveIndex: number, player: number): Sheet {
    return replayGame({ ...game, moves: game.moves.slice(0, moveIndex) }).sheets[player]!
  }

  /** Writes the entered roll into a box of the current player. */
  async function write(box: BoxId): Promise<boolean> {
    return commit(async (game) => {
      const player = currentPlayer.value!
      const sheet = currentSheet.value!
      const used = variant.value!.savedRolls ? rollsUsed.value : undefined
      const next = writeBox(game.variant, sheet, dice.value, box, {
        ...game.options,
        rollsUsed: used,
      })
      const move: MoveRecord = {
        player,
        dice: [...dice.value],
        box,
        score: next.scores[box]!,
        at: Date.now(),
      }
      if (used !== undefined) move.rollsUsed = used
      const last = rolls.value.at(-1)
      // The rolls go with the move only if they are what is written (not dice typed over them).
      if (last && last.dice.join('') === dice.value.join('')) {
        move.rolls = rolls.value.map((roll, i, all) => ({
          dice: [...roll.dice],
          held: i === all.length - 1 ? [] : [...roll.held],
        }))
        if (variant.value!.savedRolls) move.rollsUsed = rolls.value.length
      }
      return appendMove(game.id, game.revision, move)
    })
  }

  /**
   * Box-first: writes a score straight into a box of the current player, without dice. In Yahtzee
   * a five-alike roll is written as its dice (`yahtzeeFace`), so the bonus and the joker apply.
   */
  async function writeScoreOnly(box: BoxId, score: number, yahtzeeFace?: number): Promise<boolean> {
    if (yahtzeeFace !== undefined) {
      dice.value = Array<number>(variant.value?.diceCount ?? 5).fill(yahtzeeFace)
      return write(box)
    }
    return commit(async (game) => {
      const player = currentPlayer.value!
      const used = variant.value!.savedRolls ? rollsUsed.value : undefined
      const next = writeScore(game.variant, currentSheet.value!, box, score, {
        ...game.options,
        rollsUsed: used,
      })
      const move: MoveRecord = { player, dice: null, box, score: next.scores[box]!, at: Date.now() }
      if (used !== undefined) move.rollsUsed = used
      return appendMove(game.id, game.revision, move)
    })
  }

  /** Yahtzee, box-first: the faces a five-alike roll could have had for this box and score. */
  function fiveAlikeFaces(box: BoxId, score: number): number[] {
    if (!record.value || !currentSheet.value) return []
    return yahtzeeFaces(record.value.variant, currentSheet.value, box, score, record.value.options)
  }

  /** Steps back one write; the undone move's dice become the roll being entered again. */
  async function undo(): Promise<boolean> {
    const undone = record.value?.moves.at(-1)
    const done = await commit((game) => undoLastMove(game.id, game.revision))
    if (done && undone) {
      dice.value = undone.dice ? [...undone.dice] : []
      if (undone.rollsUsed !== undefined) rollsUsed.value = undone.rollsUsed
    }
    return done
  }

  /** Corrects a written box: the rules check the new entry and every later move still holds. */
  async function correct(player: number, box: BoxId, entry: CorrectionEntry): Promise<boolean> {
    return commit(async (game) => {
      const index = game.moves.findIndex((m) => m.player === player && m.box === box)
      const old = game.moves[index]
      if (!old) throw new Error(`No move writes ${box} for player ${player + 1}.`)
      const before = sheetBefore(game, index, player)
      const opts = { ...game.options, rollsUsed: old.rollsUsed }
      const move: MoveRecord = { ...old, at: Date.now() }
      if ('dice' in entry) {
        move.dice = [...entry.dice]
        move.score = writeBox(game.variant, before, entry.dice, box, opts).scores[box]!
      } else {
        move.dice = null
        move.score = writeScore(game.variant, before, box, entry.score, opts).scores[box]!
      }
      try {
        return await replaceMove(game.id, game.revision, index, move)
      } catch (error) {
        // The corrected move itself is refused: that is the rule's own problem, not a later move's.
        if (error instanceof MoveError && error.moveIndex === index && error.ruleError) {
          throw error.ruleError
        }
        throw error
      }
    })
  }

  async function toggleHints(on: boolean): Promise<boolean> {
    return commit((game) => setHints(game.id, game.revision, on))
  }

  /** Shows or hides the live win chances for this game. */
  async function toggleWinChances(on: boolean): Promise<boolean> {
    return commit((game) => setWinChances(game.id, game.revision, on))
  }

  function close() {
    stopWatching?.()
    stopWatching = null
    record.value = null
    lost.value = null
    problem.value = null
    resetTurn()
  }

  function dismissProblem() {
    problem.value = null
  }

  return {
    record,
    dice,
    rollsUsed,
    problem,
    lost,
    saving,
    state,
    variant,
    currentPlayer,
    currentSheet,
    diceComplete,
    offers,
    maxRollsUsed,
    forcedBox,
    writable,
    pickedBox,
    rolls,
    held,
    currentKind,
    rollsLeft,
    rollVirtual,
    toggleHold,
    showRolls,
    writeComputerTurn,
    open,
    start,
    write,
    writeScoreOnly,
    fiveAlikeFaces,
    undo,
    correct,
    toggleHints,
    toggleWinChances,
    close,
    dismissProblem,
    $reset: close,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useGameStore, import.meta.hot))
