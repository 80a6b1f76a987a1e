import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import type { GuestInfo, HostPairing, LiveHost, SeatMode } from '@/live'
import { useGameStore } from './game'
import { useTurnStore } from './turn'
import { PairingCodeError, PairingConnectError } from '@/live/pairing-errors'
import { toProblem, type Problem } from './problem'
import { hostRequest } from './live-requests'
import { live, useGuestSide } from './live-guest'

/**
 * Every phone at the table on one live game. The host's game stays where it is (its stores and
 * storage); a guest's request enters through the host's turn store exactly as a tap there, and
 * every change goes to every phone. A guest shows the host's game from its own copy, and its own
 * taps go through its stores to the host instead of its storage (the game store's writeThrough).
 */
export const useLiveTableStore = defineStore('liveTable', () => {
  const game = useGameStore()
  const turn = useTurnStore()
  /** What this phone is at a live table. */
  const role = ref<'none' | 'host' | 'guest'>('none')
  /** Host: the code for the next phone, waiting for its answer. */
  const offer = shallowRef<HostPairing | null>(null)
  /** Host: the phones at the table. */
  const guests = ref<GuestInfo[]>([])
  /**
   * Host: who may enter what: any phone for anyone (one phone passed around, the others
   * watching), or each phone its own player's boxes. Chosen before the first phone joins.
   */
  const mode = ref<SeatMode>('anyone')
  /** The last thing that went wrong: a bad code, a refusal, a failed connection. */
  const problem = ref<Problem | null>(null)
  const guestSide = useGuestSide(game, role, problem)
  let host: LiveHost | null = null

  watch(
    () => game.record?.revision,
    () => host?.publish(),
  )

  async function ensureHost(): Promise<LiveHost> {
    if (host) return host
    const { LiveHost, offerRejoin } = await live()
    host = new LiveHost({
      // Read at each hello and request: the choice holds until the first phone joins.
      get mode() {
        return mode.value
      },
      currentGame: () => game.record,
      applyRequest: (request) => hostRequest(turn, request.action),
      onGuestsChange: (list) => (guests.value = list),
      // A spare connection per guest: after a reload it comes back by itself.
      prepareRejoin: (guestFingerprint) => offerRejoin(guestFingerprint),
    })
    role.value = 'host'
    return host
  }

  /** Host: who may enter what; the table keeps it once a phone has joined. */
  function chooseMode(next: SeatMode): boolean {
    if (guests.value.length > 0) return false
    mode.value = next
    return true
  }

  /** Host: a code for one more phone (shown as a QR code and as text). */
  async function offerPhone(): Promise<boolean> {
    problem.value = null
    try {
      await ensureHost()
      offer.value?.cancel()
      offer.value = await (await live()).offerPairing()
      return true
    } catch (error) {
      problem.value = toProblem(error)
      return false
    }
  }

  /**
   * Host: the other phone's answer code; the phone joins once the channel opens. A code that does
   * not read changes nothing (the player copies it again); a connection that never came through
   * leaves a dead code, so a new one is made at once and the player is told to scan it again.
   */
  async function acceptAnswer(code: string): Promise<boolean> {
    const pairing = offer.value
    if (!pairing || !host) return false
    problem.value = null
    try {
      const channel = await pairing.acceptAnswer(code.trim())
      host.accept(channel, pairing.fingerprint)
      offer.value = null
      return true
    } catch (error) {
      // Stopped on purpose: another code, or the table left, took its place.
      if (error instanceof PairingConnectError && error.code === 'cancelled') return false
      if (error instanceof PairingCodeError || offer.value !== pairing) {
        problem.value = toProblem(error)
      } else if (await offerPhone()) {
        problem.value = { code: 'pairing.newCode', params: {}, message: String(error) }
      }
      return false
    }
  }

  /** Host: gives a phone its player (each phone its own seat); that phone is told if refused. */
  function assignSeat(guestId: string, seat: number | null) {
    host?.assign(guestId, seat)
  }

  /** Host: sends a phone away from the table. */
  function removeGuest(id: string) {
    host?.remove(id)
  }

  /** The player has read what went wrong. */
  function dismissProblem() {
    problem.value = null
  }

  /** Leaves the table, host or guest; the game stays on this phone. */
  function leave() {
    offer.value?.cancel()
    offer.value = null
    host?.close()
    host = null
    guests.value = []
    guestSide.actions.leaveGuest()
  }

  return {
    role,
    offer,
    guests,
    mode,
    problem,
    ...guestSide.state,
    offerPhone,
    acceptAnswer,
    removeGuest,
    assignSeat,
    chooseMode,
    dismissProblem,
    ...guestSide.actions,
    leave,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useLiveTableStore, import.meta.hot))
