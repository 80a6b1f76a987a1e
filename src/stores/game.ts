import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { getVariant, type BoxId, type Sheet } from '@/rules'
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
  type NewGame,
  type PlayerKind,
} from '@/db'
import { correctedMove, type CorrectionEntry } from '@/game/moves'
import { toProblem, type Problem } from './problem'
import { useSettingsStore } from './settings'

export type NewGameInput = NewGame
export type { CorrectionEntry }

/**
 * Where a guest phone at a live table sends its writes instead of its own storage: the host
 * applies each through its rules and revision check and the game comes back as the host stores
 * it (or the promise rejects with why not).
 */
export interface RemoteWrites {
  gameId: string
  append(move: MoveRecord): Promise<GameRecord>
  undo(): Promise<GameRecord>
  correct(player: number, box: BoxId, entry: CorrectionEntry): Promise<GameRecord>
}

/**
 * The game at the table as stored: the committed record, what is derived from it, and the writes
 * to it. The turn being played (dice, picked box, the write's flow) is the turn store's.
 */
export const useGameStore = defineStore('game', () => {
  const settings = useSettingsStore()
  /** The game exactly as last committed to IndexedDB; the UI never shows an uncommitted write. */
  const record = shallowRef<GameRecord | null>(null)
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
  /** A guest phone's host, for the game it follows; null: writes go to this device's storage. */
  let remote: RemoteWrites | null = null
  const remoteFor = (game: GameRecord) => (remote?.gameId === game.id ? remote : null)

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
  /** How the current player plays: real dice, dice in the app, or a computer. */
  const currentKind = computed<PlayerKind>(() => {
    const player =
      currentPlayer.value === null ? undefined : record.value?.players[currentPlayer.value]
    return { computer: player?.computer, virtualDice: player?.virtualDice }
  })

  /** Runs one committed write; the record changes only after IndexedDB has it. */
  async function commit(write: (current: GameRecord) => Promise<GameRecord>): Promise<boolean> {
    const current = record.value
    if (!current || saving.value) return false
    saving.value = true
    problem.value = null
    try {
      record.value = await write(current)
      return true
    } catch (error) {
      problem.value = toProblem(error)
      let gone = problem.value.code === 'gameGone' || problem.value.code === 'storageClosed'
      if (problem.value.code === 'conflict') {
        const fresh = await getGame(current.id).catch(() => undefined)
        if (fresh) record.value = fresh
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

  /** Appends a move built against the current record (the rules refuse it by throwing). */
  async function appendTo(build: (game: GameRecord) => MoveRecord): Promise<boolean> {
    return commit(async (game) => {
      const move = build(game)
      return remoteFor(game)?.append(move) ?? appendMove(game.id, game.revision, move)
    })
  }

  /** Takes back the last write; returns the move taken back, or null if nothing changed. */
  async function undoLast(): Promise<MoveRecord | null> {
    const undone = record.value?.moves.at(-1)
    if (!undone) return null
    return (await commit((game) => remoteFor(game)?.undo() ?? undoLastMove(game.id, game.revision)))
      ? undone
      : null
  }

  /** Corrects a written box: the rules check the new entry and every later move still holds. */
  async function correct(player: number, box: BoxId, entry: CorrectionEntry): Promise<boolean> {
    return commit(async (game) => {
      const host = remoteFor(game)
      if (host) return host.correct(player, box, entry)
      const { index, move } = correctedMove(game, player, box, entry)
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

  /** Switches the hints for this game. */
  async function toggleHints(on: boolean): Promise<boolean> {
    return commit((game) => setHints(game.id, game.revision, on))
  }

  /** Shows or hides the live win chances for this game. */
  async function toggleWinChances(on: boolean): Promise<boolean> {
    return commit((game) => setWinChances(game.id, game.revision, on))
  }

  /** Stops following the open game and forgets it. */
  function close() {
    stopWatching?.()
    stopWatching = null
    record.value = null
    lost.value = null
    problem.value = null
  }

  /** A guest phone's writes go to the host of its live table (null: back to this device). */
  function writeThrough(writes: RemoteWrites | null) {
    remote = writes
  }

  /** Hides the last refusal. */
  function dismissProblem() {
    problem.value = null
  }

  return {
    record,
    problem,
    lost,
    saving,
    state,
    variant,
    currentPlayer,
    currentSheet,
    currentKind,
    open,
    start,
    appendTo,
    undoLast,
    correct,
    toggleHints,
    toggleWinChances,
    writeThrough,
    close,
    dismissProblem,
    $reset: close,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useGameStore, import.meta.hot))
