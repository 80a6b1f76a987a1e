import { computed } from 'vue'
import { createSharedComposable } from '@vueuse/core'
import { useLabels } from '@/i18n'
import { useGameStore } from '@/stores/game'

/**
 * The open game's player names in seat order, as shown: a computer's name from New game in the
 * language shown ("Dator (Medel)" on a Swedish tablet, whichever language started the game).
 * Shared by every panel of the game screen, so the names are worked out once per change.
 */
export const usePlayerNames = createSharedComposable(function playerNames() {
  const game = useGameStore()
  const { playerName } = useLabels()
  // The same list while the names stay: a switch (hints, win chances) stores a new record with the
  // same players, and every sheet on screen would render again for a new list.
  return computed<string[]>((before) => {
    const names = game.record?.players.map(playerName) ?? []
    return before && sameNames(before, names) ? before : names
  })
})

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, seat) => name === b[seat])
}
