import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { getVariant, type Sheet } from '@/rules'
import {
  appendMove,
  createGame,
  db,
  GameNotFoundError,
  getGame,
  MoveError,
  replaceMove,
  setHints,
  setWinChances,
  undoLastMove,
  watchGame,
  type GameRecord,
  type MoveRecord,
  type NewGame,
  type PlayerKind,
} from '@/db'
import { gameFigures, rememberFigures } from '@/db/figures'
import { correctedMove, type CorrectionEntry } from '@/game/moves'
import { moveOf, writesTurn, type TurnAction } from '@/game/turn-actions'
import { done, refused, toProblem, type ActionResult, type Problem } from './problem'
import { useSettingsStore } from './settings'

export type NewGameInput = NewGame
export type { CorrectionEntry }

/**
 * Where a guest phone at a live table sends its actions instead of its own storage: the host
 * applies each as a tap there, through its rules and revision check, and the game comes back as
 * the host stores it (or the promise rejects with why not).
 */
export interface RemoteWrites {
  gameId: string
  send(action: TurnAction): Promise<GameRecord>
}

/**
 * The game at the table as stored: the committed record, what is derived from it, and the writes
 * to it. The turn being played (dice, picked box, the write's flow) is the turn store's.
 */
export const useGameStore = defineStore('game', () => {
  const settings = useSettingsStore()
  /** The game exactly as last committed to IndexedDB; the UI never shows an uncommitted write. */
  const record = shallowRef<GameRecord | null>(null)
  /**
   * Why the open game can no longer be shown (deleted elsewhere, storage gone): the record is then
   * null, so no sheet shows moves that are not stored.
   */
  const lost = ref<Problem | null>(null)
  /** A write is on its way to IndexedDB. */
  const saving = ref(false)
  let stopWatching: (() => void) | null = null
  /** A guest phone's host, for the game it follows; null: writes go to this device's storage. */
  let remote: RemoteWrites | null = null
  const remoteFor = (game: GameRecord) => (remote?.gameId === game.id ? remote : null)

  /**
   * The game's figures (rules, sheets, totals, places, whose turn, the result), derived once per
   * revision: a write made here leaves them with the record it stored, so nothing replays again.
   */
  const state = computed(() => (record.value ? gameFigures(record.value) : null))
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
  /** How the current player plays: real dice, dice in the app, or a computer. */
  const currentKind = computed<PlayerKind>(() => {
    const player =
      currentPlayer.value === null ? undefined : record.value?.players[currentPlayer.value]
    return { computer: player?.computer, virtualDice: player?.virtualDice }
  })

  /** Runs one committed write; the record changes only after IndexedDB has it. */
  async function commit(
    write: (current: GameRecord) => Promise<GameRecord>,
  ): Promise<ActionResult> {
    const current = record.value
    if (!current) return refused('noGame', 'No game is open.')
    if (saving.value) return refused('busy', 'A write is still on its way.')
    saving.value = true
    try {
      record.value = await write(current)
      return done()
    } catch (error) {
      const problem = toProblem(error)
      let gone = problem.code === 'gameGone' || problem.code === 'storageClosed'
      if (problem.code === 'conflict') {
        const fresh = await getGame(current.id).catch(() => undefined)
        if (fresh) record.value = fresh
        else gone = true
      }
      if (gone) {
        // Nothing stored is left to show: drop the sheet rather than show unsaved moves.
        const reason = problem.code === 'conflict' ? new GameNotFoundError(current.id) : error
        lost.value = toProblem(reason)
        stopWatching?.()
        stopWatching = null
        record.value = null
      }
      return { ok: false, reason: problem }
    } finally {
      saving.value = false
    }
  }

  /** Opens a stored game and follows changes made to it in other tabs. */
  async function open(id: string): Promise<boolean> {
    close()
    let found: GameRecord | undefined
    try {
      found = await getGame(id)
    } catch (error) {
      // IndexedDB missing or refused: say so instead of "no such game".
      lost.value = toProblem(error)
      return false
    }
    if (!found) return false
    record.value = found
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
        else if (record.value?.id === id && fresh.revision > record.value.revision) {
          record.value = fresh
        }
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

  /** Creates a game and opens it; hints and win chances as Settings has them unless asked. */
  async function start(input: NewGame): Promise<string> {
    const created = await createGame({
      ...input,
      hints: input.hints ?? settings.hints,
      winChances: input.winChances ?? settings.winChances,
    })
    await open(created.id)
    return created.id
  }

  /**
   * Applies one turn action to the stored game: here through the rules and storage, or, on a guest
   * phone, by the host as a tap there. An undo tells the move it took back.
   */
  async function apply(action: TurnAction): Promise<ActionResult<{ undone?: MoveRecord }>> {
    const undone = action.type === 'undo' ? record.value?.moves.at(-1) : undefined
    if (action.type === 'undo' && !undone) return refused('nothingToUndo', 'Nothing to undo.')
    const result = await commit((game) => remoteFor(game)?.send(action) ?? applyHere(game, action))
    return result.ok && undone ? { ...result, undone } : result
  }

  /** An action on this device's own copy (the rules refuse by throwing). */
  async function applyHere(game: GameRecord, action: TurnAction): Promise<GameRecord> {
    if (writesTurn(action)) {
      const figures = state.value
      const sheet = figures?.sheets[action.player]
      if (!figures || !sheet) throw new Error(`This game has no player ${action.player + 1}.`)
      const savedRolls = Boolean(getVariant(game.variant).savedRolls)
      return appendMove(game.id, game.revision, moveOf(figures.rules, savedRolls, sheet, action))
    }
    if (action.type === 'undo') return undoLastMove(game.id, game.revision)
    const { player, box, entry, column } = action
    const { index, move } = correctedMove(game, player, box, entry, Date.now(), column)
    try {
      return await replaceMove(game.id, game.revision, index, move)
    } catch (error) {
      // The corrected move itself is refused: that is the rule's own problem, not a later move's.
      if (error instanceof MoveError && error.moveIndex === index && error.ruleError) {
        throw error.ruleError
      }
      throw error
    }
  }

  /** Switches the hints for this game. */
  async function toggleHints(on: boolean): Promise<ActionResult> {
    return commit(async (game) => switched(game, await setHints(game.id, game.revision, on)))
  }

  /** Shows or hides the live win chances for this game. */
  async function toggleWinChances(on: boolean): Promise<ActionResult> {
    return commit(async (game) => switched(game, await setWinChances(game.id, game.revision, on)))
  }

  /**
   * A switch moves nothing on the sheet (the write checked the revision, so no move came between):
   * the new record keeps the figures of the one before, and nothing drawn from them renders again
   * (the whole game screen did, 100–200 ms at 4× CPU throttle for the Hints tap).
   */
  function switched(before: GameRecord, after: GameRecord): GameRecord {
    rememberFigures(after, gameFigures(before))
    return after
  }

  /** Stops following the open game and forgets it. */
  function close() {
    stopWatching?.()
    stopWatching = null
    record.value = null
    lost.value = null
  }

  /** A guest phone's writes go to the host of its live table (null: back to this device). */
  function writeThrough(writes: RemoteWrites | null) {
    remote = writes
  }

  return {
    record,
    lost,
    saving,
    state,
    variant,
    currentPlayer,
    currentSheet,
    currentKind,
    open,
    start,
    apply,
    toggleHints,
    toggleWinChances,
    writeThrough,
    close,
    $reset: close,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useGameStore, import.meta.hot))
