import { computed, onScopeDispose, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import type { ReplayInput } from '@/db'
import { figuresAfter, gameFigures } from '@/db/figures'
import type { PlayToWin, WinChances } from '@/advisor/win'
import type { WinClient } from '@/advisor/win/win-client'
import type { WinPosition } from '@/advisor/win/win-protocol'
import { turningPoint, type TurningPoint } from '@/advisor/win/story'
import { advisorKey, type AdvisedGame } from '@/advisor/advisor-key'
import { useAdvisorStore } from '@/stores/advisor'
import { useSeatStrengths, type SeatStrength } from './useSeatStrengths'

export type { SeatStrength }

/** A game as the composables need it; `revision` (raised on every write) also catches corrections. */
type GameInput = ReplayInput & { id?: string; revision?: number }

let shared: Promise<WinClient> | null = null

/** One worker for the session, loaded only when win chances are first wanted. */
function winClient(): Promise<WinClient> {
  shared ??= import('@/advisor/win/win-client').then((m) => m.createWinClient())
  return shared
}

/** The sheets after the first `moves` writes. */
function positionAfter(game: ReplayInput, moves: number): WinPosition {
  const after = figuresAfter(gameFigures(game), moves)
  const over = moves >= gameFigures(game).rounds * game.players.length
  return { sheets: after.players.map((p) => p.sheet), nextPlayer: over ? null : after.nextPlayer }
}

/**
 * One job for the worker: the game, the client, the advisor's table to send on first use, and
 * each player's typical final score.
 */
type WinJob<T> = (
  game: GameInput,
  client: WinClient,
  values: () => Float64Array | undefined,
  typicalFinal: number[],
) => Promise<T | null>

/**
 * Runs `job` through the worker whenever the game gains, loses or corrects a write (its figures
 * change; a switch keeps them) or `also` changes, while `enabled`, once the variant's advisor is
 * ready (loaded here if nobody has) and every seat's strength is known. An answer that arrives
 * after a newer request is dropped.
 */
function useWinWork<T>(
  game: MaybeRefOrGetter<GameInput | null | undefined>,
  enabled: MaybeRefOrGetter<boolean>,
  job: WinJob<T>,
  also: () => unknown = () => null,
) {
  const advisors = useAdvisorStore()
  const { strengths } = useSeatStrengths(() => (toValue(enabled) ? toValue(game) : null))
  const result = shallowRef<T | null>(null)
  const error = shallowRef<string | null>(null)
  let latest = 0
  /** The game's advisor: its variant and the table options that change the advice. */
  const wanted = computed<AdvisedGame | null>(() => {
    const current = toValue(game)
    return toValue(enabled) && current
      ? { variant: current.variant, options: current.options }
      : null
  })
  watch(
    () => wanted.value && advisorKey(wanted.value.variant, wanted.value.options),
    () => void (wanted.value && advisors.ensure(wanted.value)),
    { immediate: true },
  )
  const advisorState = computed(() => (wanted.value ? advisors.state(wanted.value) : null))
  const ready = computed(() =>
    advisorState.value?.status === 'ready' ? advisorState.value.advisor : null,
  )
  watch(
    [
      ready,
      // The game's figures: new with every write, undo or correction, the same for a switch
      // stored (hints on: the chances are not worked out again for it).
      () => {
        const current = toValue(game)
        return current ? gameFigures(current) : null
      },
      () => toValue(game)?.id,
      // Read, not the shallow ref itself: a shallow ref among the sources makes Vue call back on
      // any change of the others' dependencies, even when no value changed.
      () => strengths.value,
      also,
    ] as const,
    async () => {
      const current = toValue(game)
      const advisor = ready.value
      const seats = strengths.value
      const request = ++latest
      if (!current || !advisor || seats?.length !== current.players.length) {
        result.value = null
        return
      }
      try {
        const client = await winClient()
        const values = () => (advisor as { values?: Float64Array }).values
        const typicalFinal = seats.map((seat) => seat.typicalFinal)
        const answer = await job(current, client, values, typicalFinal)
        if (request !== latest) return
        result.value = answer
        error.value = null
      } catch (failure) {
        if (request === latest)
          error.value = failure instanceof Error ? failure.message : String(failure)
      }
    },
    { immediate: true },
  )
  onScopeDispose(() => {
    latest++
  })
  const advisorError = computed(() =>
    advisorState.value?.status === 'error' ? advisorState.value.message : null,
  )
  return { result, error: computed(() => error.value ?? advisorError.value), strengths }
}

/**
 * Every player's chance to win, expected final score and 10–90 % range for the game as it stands,
 * worked out off the main thread and updated after every write while `enabled`. Each player is
 * taken to play as well as usual (`strengths`: what that rests on, per seat).
 */
export function useWinChances(
  game: MaybeRefOrGetter<GameInput | null | undefined>,
  enabled: MaybeRefOrGetter<boolean> = true,
) {
  const { result, error, strengths } = useWinWork(
    game,
    enabled,
    async (current, client, values, typicalFinal) => {
      const position = positionAfter(current, current.moves.length)
      return (await client.compute(current, [position], values, typicalFinal))[0]!
    },
  )
  return { chances: result, error, strengths }
}

/** The story of a game: the chances after every write (entry k: after k writes) and its turning point. */
export interface WinStory {
  chances: WinChances[]
  turningPoint: TurningPoint | null
}

export function useWinStory(
  game: MaybeRefOrGetter<GameInput | null | undefined>,
  enabled: MaybeRefOrGetter<boolean> = true,
) {
  const { result, error, strengths } = useWinWork<WinStory>(
    game,
    enabled,
    async (current, client, values, typicalFinal) => {
      const all = current.moves.length + 1
      const positions = Array.from({ length: all }, (_, k) => positionAfter(current, k))
      const chances = await client.compute(current, positions, values, typicalFinal)
      return { chances, turningPoint: turningPoint(current.moves, chances, current.players.length) }
    },
  )
  return { story: result, error, strengths }
}

/**
 * Play to win for the player whose turn it is, given the final roll's dice (null: no advice):
 * every legal box ranked by that player's chance to win. Five-dice games only; null for Maxi
 * Yatzy and once the game is over.
 */
export function usePlayToWin(
  game: MaybeRefOrGetter<GameInput | null | undefined>,
  dice: MaybeRefOrGetter<readonly number[] | null>,
  enabled: MaybeRefOrGetter<boolean> = true,
) {
  const { result, error } = useWinWork<PlayToWin>(
    game,
    () => toValue(enabled) && toValue(dice) !== null && toValue(game)?.variant !== 'maxi-yatzy',
    async (current, client, values, typicalFinal) => {
      const final = toValue(dice)
      const position = positionAfter(current, current.moves.length)
      if (!final || position.nextPlayer === null) return null
      const choice = { player: position.nextPlayer, dice: [...final] }
      return client.choose(current, position, choice, values, typicalFinal)
    },
    () => toValue(dice)?.join(''),
  )
  return { advice: result, error }
}
