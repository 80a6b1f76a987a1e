import { inject, provide, type InjectionKey, type MaybeRefOrGetter } from 'vue'
import { useWinChances } from './useWinChances'

type GameWinChances = ReturnType<typeof useWinChances>
type Game = Parameters<typeof useWinChances>[0]

const SHARED: InjectionKey<GameWinChances> = Symbol('game win chances')

/**
 * The open game's win chances, worked out once for the whole screen: the scoreboard's bars and
 * the full sheet's chances below it read the same answer (a tablet shows both at once).
 */
export function provideGameWinChances(game: Game, enabled: MaybeRefOrGetter<boolean>) {
  const shared = useWinChances(game, enabled)
  provide(SHARED, shared)
  return shared
}

/** The screen's win chances if it works them out (`provideGameWinChances`), else its own. */
export function useGameWinChances(game: Game, enabled: MaybeRefOrGetter<boolean>) {
  return inject(SHARED, null) ?? useWinChances(game, enabled)
}
