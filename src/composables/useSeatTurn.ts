import { computed } from 'vue'
import { storeToRefs } from 'pinia'
import { useGameStore } from '@/stores/game'
import { useLiveTableStore } from '@/stores/live-table'

/**
 * On a guest phone at a table where each phone plays its own seat: whether the turn on screen is
 * another player's (then this phone has nothing to write, and shows no dice or writable box), and
 * which phone writes it: the phone that plays that player, or the host's. Everywhere else (no live
 * table, the host, "anyone for anyone") every turn is this phone's to write.
 */
export function useSeatTurn() {
  const { record, currentPlayer } = storeToRefs(useGameStore())
  const { role, followed, tableMode, seat, heldSeats, link } = storeToRefs(useLiveTableStore())

  /** This phone follows the open game as a guest with its own seat (or none picked yet). */
  const ownSeatGuest = computed(
    () =>
      role.value === 'guest' &&
      link.value !== 'none' &&
      followed.value === record.value?.id &&
      tableMode.value === 'own-seat',
  )
  /** The turn on screen is not this phone's player's. */
  const othersTurn = computed(
    () => ownSeatGuest.value && currentPlayer.value !== null && currentPlayer.value !== seat.value,
  )
  /** Who writes the turn: another phone (that player's own) or the host phone. */
  const writtenOn = computed<'player-phone' | 'host' | null>(() => {
    if (!othersTurn.value || currentPlayer.value === null) return null
    return heldSeats.value.includes(currentPlayer.value) ? 'player-phone' : 'host'
  })
  /** No player picked yet: this phone watches until it picks one. */
  const noSeat = computed(() => ownSeatGuest.value && seat.value === null)

  return { othersTurn, writtenOn, noSeat }
}
