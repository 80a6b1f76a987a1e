import {
  inject,
  onScopeDispose,
  provide,
  readonly,
  ref,
  shallowRef,
  watch,
  type InjectionKey,
} from 'vue'
import { createComputer, needsAdvisor, type Computer } from '@/computer'
import { useGameStore } from '@/stores/game'
import { useTurnStore } from '@/stores/turn'
import { useAdvisorStore } from '@/stores/advisor'
import { useSettingsStore, type ComputerSpeed } from '@/stores/settings'
import type { ActionResult, Problem } from '@/stores/problem'

/** The pause between a computer's steps, so the table can follow. */
const PAUSE_MS: Record<ComputerSpeed, number> = { normal: 900, fast: 300, instant: 0 }

/** A refusal that only says another write got there first (another tab, the host): its write stands. */
const overtaken = (result: ActionResult) =>
  !result.ok &&
  (result.reason.code === 'conflict' ||
    (result.reason.code === 'liveRefused' && result.reason.params.reason === 'stale'))

export type ComputerTurns = ReturnType<typeof driveComputerTurns>
const COMPUTER_TURNS: InjectionKey<ComputerTurns> = Symbol('computer turns')

/**
 * Plays the computer players' turns of the open game through the turn store's public actions, the
 * ones a person rolling in the app taps: it rolls, holds what it keeps, rolls again, shows the box
 * it chose (`selectBox`), then writes it (`apply`, as another phone's request is). Started by the
 * game screen (`useComputerTurns`), never by the store. Nothing is stored before the write, so a
 * turn cut by a reload is played again from its first roll; the write carries the game's
 * revision, so two tabs can never both write it.
 */
export function driveComputerTurns() {
  const game = useGameStore()
  const turn = useTurnStore()
  const advisors = useAdvisorStore()
  const settings = useSettingsStore()
  /** After an undo the computer waits to be asked, or it would replay the turn just taken back. */
  const paused = ref(false)
  /** Why the computer's last write was refused (storage full, say); null once one is written. */
  const refusal = shallowRef<Problem | null>(null)
  let run = 0
  let seenMoves = -1
  let seenGame: string | undefined
  let skip: (() => void) | null = null

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms === 0) return resolve()
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        skip = null
        resolve()
      }
      skip = done
    })

  /**
   * One step shown, after the pause; false once the turn is no longer this run's to play, or the
   * step was refused (its reason is kept, so a computer never stops without a word).
   */
  async function step(mine: number, act: () => ActionResult): Promise<boolean> {
    await pause(PAUSE_MS[settings.computerSpeed])
    return mine === run && told(act())
  }

  /** Whether the step was done; a refusal's reason is kept for the screen. */
  function told(result: ActionResult): boolean {
    if (!result.ok) refusal.value = result.reason
    return result.ok
  }

  /** Holds exactly the places the computer keeps (toggling what differs from what is held). */
  function holdOnly(places: readonly number[]): ActionResult {
    for (let place = 0; place < turn.dice.length; place++) {
      if (places.includes(place) !== turn.held.includes(place)) {
        const held = turn.toggleHold(place)
        if (!held.ok) return held
      }
    }
    return { ok: true }
  }

  async function play(mine: number) {
    const record = game.record
    const seat = game.currentPlayer
    const level = game.currentKind.computer
    if (!record || seat === null || !level) return
    // The game's own options: a Maxi Yatzy full straight that pays 30 is played for 30. A column
    // game's advisor is its one-sheet game's; the computer weighs the columns itself (an estimate).
    const { columns, ...oneSheet } = record.options
    const advised = columns ? { ...record, options: oneSheet } : record
    const advisor = needsAdvisor(level) ? await advisors.ensure(advised) : undefined
    if (mine !== run) return
    const computer: Computer = createComputer({
      variant: record.variant,
      level,
      options: record.options,
      advisor: advisor ?? undefined,
      seed: seat,
    })
    const sheet = game.currentSheet!
    if (!(await step(mine, turn.rollVirtual))) return
    for (;;) {
      const roll = turn.rolls.length
      const keep =
        turn.rollsLeft > 0 ? computer.decideKeep({ sheet, dice: turn.dice, roll }) : 'stop'
      if (keep === 'stop') break
      if (!told(holdOnly(keep))) return
      if (!(await step(mine, turn.rollVirtual))) return
    }
    const last = { sheet, dice: turn.dice, roll: turn.rolls.length }
    const { box, column } = computer.decideCell?.(last) ?? { box: computer.decideBox(last) }
    // A column game: the grid turns to the column chosen, so its box can stand there.
    if (column !== undefined && !told(turn.setColumn(column))) return
    // The box it chose stands on the grid for a moment before the next player's turn.
    if (!(await step(mine, () => turn.selectBox(box)))) return
    await pause(PAUSE_MS[settings.computerSpeed])
    if (mine !== run) return
    const result = await turn.apply({
      type: 'write-roll',
      player: seat,
      box,
      dice: [...turn.dice],
      ...(game.variant?.savedRolls ? { rollsUsed: turn.rolls.length } : {}),
      ...(column === undefined ? {} : { column }),
      rolls: turn.rolls.map((shown, i, all) => ({
        dice: [...shown.dice],
        // Held on the roll they were held after; nothing is held after the last.
        held: i === all.length - 1 ? [] : [...shown.held],
      })),
    })
    refusal.value = result.ok || overtaken(result) ? null : result.reason
  }

  watch(
    () => [game.record?.id, game.record?.moves.length, game.currentPlayer] as const,
    () => start(),
    { immediate: true },
  )

  function start() {
    const mine = ++run
    skip?.()
    const moves = game.record?.moves.length ?? -1
    if (game.record?.id !== seenGame) paused.value = false
    else if (moves < seenMoves) paused.value = true
    else if (moves > seenMoves) paused.value = false
    seenGame = game.record?.id
    seenMoves = moves
    if (!game.currentKind.computer || paused.value) return
    void play(mine)
  }

  onScopeDispose(() => {
    run++
    skip?.()
  })

  /** "Let the computer play" after an undo. */
  function resume() {
    paused.value = false
    start()
  }

  /** Skips the pauses of the turn on screen (the "Skip" button). */
  function hurry() {
    skip?.()
  }

  return { paused: readonly(paused), refusal: readonly(refusal), hurry, resume }
}

/** The game screen plays the computers' turns while it is open, and lends the driver to its panels. */
export function useComputerTurns(): ComputerTurns {
  const driver = driveComputerTurns()
  provide(COMPUTER_TURNS, driver)
  return driver
}

/** The computers' driver the game screen started (none outside a game screen). */
export function injectComputerTurns(): ComputerTurns | null {
  return inject(COMPUTER_TURNS, null)
}
