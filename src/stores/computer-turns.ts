import { onScopeDispose, ref, watch, type Ref } from 'vue'
import type { BoxId } from '@/rules'
import type { RollRecord } from '@/db'
import {
  createComputer,
  needsAdvisor,
  playTurn,
  type ComputerTurn,
  type DiceSource,
} from '@/computer'
import type { useGameStore } from './game'
import { useAdvisorStore } from './advisor'
import { useSettingsStore, type ComputerSpeed } from './settings'

/** The pause between a computer's steps, so the table can follow. */
const PAUSE_MS: Record<ComputerSpeed, number> = { normal: 900, fast: 300, instant: 0 }

/** What a computer's turn does on the turn store: the same steps a person's turn shows. */
export interface ComputerTurnSteps {
  showRolls(shown: readonly RollRecord[]): void
  showComputerChoice(box: BoxId): void
  writeComputerTurn(turn: ComputerTurn): Promise<boolean>
}

/**
 * Plays the computer players' turns of the open game, as part of the turn store: it rolls, shows
 * each roll and what it keeps, then writes its box through the turn store's own write. Nothing is
 * stored before the write, so a turn cut by a reload is played again from its first roll; the
 * write carries the game's revision, so two tabs can never both write it.
 */
export function driveComputerTurns(
  game: ReturnType<typeof useGameStore>,
  steps: ComputerTurnSteps,
  dice: Ref<DiceSource>,
) {
  const advisors = useAdvisorStore()
  const settings = useSettingsStore()
  /** After an undo the computer waits to be asked, or it would replay the turn just taken back. */
  const paused = ref(false)
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

  async function play(mine: number) {
    const record = game.record
    const seat = game.currentPlayer
    const sheet = game.currentSheet
    const level = game.currentKind.computer
    if (!record || seat === null || !sheet || !level) return
    // The game's own options: a Maxi Yatzy full straight that pays 30 is played for 30.
    const advisor = needsAdvisor(level) ? await advisors.ensure(record) : undefined
    if (mine !== run) return
    const computer = createComputer({
      variant: record.variant,
      level,
      options: record.options,
      advisor: advisor ?? undefined,
      seed: seat,
    })
    const turn: ComputerTurn = playTurn(computer, sheet, dice.value)
    for (let shown = 1; shown <= turn.rolls.length; shown++) {
      await pause(PAUSE_MS[settings.computerSpeed])
      if (mine !== run) return
      steps.showRolls(turn.rolls.slice(0, shown))
    }
    await pause(PAUSE_MS[settings.computerSpeed])
    if (mine !== run) return
    // The box it chose stands on the grid for a moment before the next player's turn.
    steps.showComputerChoice(turn.box)
    await pause(PAUSE_MS[settings.computerSpeed])
    if (mine !== run) return
    await steps.writeComputerTurn(turn)
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

  return { paused, hurry, resume }
}
