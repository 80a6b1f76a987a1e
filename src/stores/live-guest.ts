import { ref, type Ref } from 'vue'
import {
  forgetLiveSeat,
  keepLiveSeat,
  liveSeatOf,
  type GameRecord,
  type LiveSeatRecord,
} from '@/db'
import type { GuestEvent, GuestPairing, LiveGuest, SeatMode } from '@/live'
import type { RemoteWrites, useGameStore } from './game'
import { LiveRefusalError, toProblem, type Problem } from './problem'

/** The live table's code, loaded only when a phone hosts or joins: WebRTC, codes, zod. */
export const live = () => import('@/live')

/** How long a guest tries to come back on its kept code before it takes the host for gone. */
export const REJOIN_MS = 15_000

/** A guest phone's line to the host, as its screen says it. */
export type GuestLink = 'none' | 'joining' | 'connected' | 'reconnecting'

type Place = Omit<LiveSeatRecord, 'updatedAt' | 'gameId'>

/**
 * A guest phone at a live table, the guest half of the live table store: it joins by the codes,
 * follows the host's game (its taps go to the host through the game store's writeThrough), keeps
 * its place (certificate, id, seat, the host's code to come back by) with the game, and comes back
 * by itself after a reload or a lost line while the host's page is open.
 */
export function useGuestSide(
  game: ReturnType<typeof useGameStore>,
  role: Ref<'none' | 'host' | 'guest'>,
  problem: Ref<Problem | null>,
) {
  /** The answer code to show the host. */
  const answer = ref('')
  /** The game followed, once the host sent it. */
  const followed = ref<string | null>(null)
  /** The host is gone and the game is this phone's to go on with. */
  const hostGone = ref(false)
  /** Connected, or coming back to the host. */
  const link = ref<GuestLink>('none')
  /** How the host's table shares the entering, once it welcomed this phone. */
  const tableMode = ref<SeatMode | null>(null)
  /** The player this phone plays (each phone its own seat), or null. */
  const seat = ref<number | null>(null)
  /** The players the phones at the table play (each phone its own seat), as the host last said. */
  const heldSeats = ref<number[]>([])
  let guest: LiveGuest | null = null
  let place: Place | null = null
  /** Waits for the host's answer to the seat this phone asked for. */
  let seatAnswer: ((taken: boolean) => void) | null = null

  /** Keeps this phone's place with the game it follows, so a reload can come back. */
  async function keepPlace(): Promise<void> {
    if (!place || !followed.value) return
    await keepLiveSeat({ ...place, gameId: followed.value }).catch(() => undefined)
  }

  /** The answer still waiting for the host, and which join made it: a newer code takes over. */
  let waiting: GuestPairing | null = null
  let joins = 0

  /**
   * Answers the host's code; resolves with the game's id once the host has sent it, or null. A
   * new code while the host has not connected (the host made a new one) stops the waiting answer.
   */
  async function join(hostCode: string, name: string): Promise<string | null> {
    const attempt = ++joins
    waiting?.cancel()
    waiting = null
    problem.value = null
    hostGone.value = false
    followed.value = null
    try {
      const { answerPairing, newCertificate, newGuestId } = await live()
      const certificate = await newCertificate()
      const pairing = await answerPairing(hostCode.trim(), { certificate })
      if (attempt !== joins) {
        pairing.cancel()
        return null
      }
      waiting = pairing
      answer.value = pairing.code
      role.value = 'guest'
      link.value = 'joining'
      const channel = await pairing.connected
      waiting = null
      place = { guestId: newGuestId(), name, seat: null, certificate, rejoinCode: null }
      return await follow(channel, pairing.hostFingerprint)
    } catch (error) {
      // Stopped by a newer code, whose join now owns the screen.
      if (attempt !== joins) return null
      problem.value = toProblem(error)
      link.value = 'none'
      return null
    }
  }

  /** A session on an open channel; resolves with the game's id once this phone has it stored. */
  async function follow(
    channel: Awaited<GuestPairing['connected']>,
    hostFingerprint: string,
  ): Promise<string | null> {
    const { LiveGuest, certificateFingerprint } = await live()
    const { receiveGame } = await import('@/db/handoff-api')
    const own = place!
    return new Promise<string | null>((resolve) => {
      let session: LiveGuest | null = null
      const onEvent = (event: GuestEvent) => {
        // A session left behind (this phone left, or came back on another line) says nothing.
        if (session && guest !== session) return resolve(null)
        switch (event.type) {
          case 'joined':
            tableMode.value = event.mode
            seat.value = own.seat = event.seat
            link.value = 'connected'
            // Picked here or given by the host: kept, so a reload comes back in it.
            void keepPlace()
            seatAnswer?.(true)
            return
          case 'state':
            if (followed.value !== null) return resolve(followed.value)
            followed.value = event.game.id
            game.writeThrough(remoteWrites(event.game.id))
            // Opened from this phone's own copy: resolve once it is stored.
            return void receiveGame(event.game).then(
              () => keepPlace().then(() => resolve(event.game.id)),
              (error: unknown) => {
                problem.value = toProblem(error)
                resolve(null)
              },
            )
          case 'seats':
            heldSeats.value = event.held
            return
          case 'rejoin-code':
            own.rejoinCode = event.code
            return void keepPlace()
          case 'host-gone':
            guest = null
            if (own.rejoinCode && followed.value) void comeBack(followed.value)
            else hostLeft()
            return resolve(followed.value)
          case 'removed':
            void forgetPlace()
            hostLeft()
            return resolve(followed.value)
          case 'refused':
            if (event.request !== null) return
            problem.value = toProblem(new LiveRefusalError(event.reason))
            seatAnswer?.(false)
            return resolve(null)
        }
      }
      session = guest = new LiveGuest(channel, {
        guestId: own.guestId,
        name: own.name,
        seat: own.seat,
        hostFingerprint,
        rejoinFingerprint: certificateFingerprint(own.certificate),
        saveCopy: (copy) => receiveGame(copy),
        onEvent,
      })
    })
  }

  /**
   * Comes back to the host on the kept code (after a reload, or a lost line): true once the host
   * has welcomed this phone again; false, and the game is this phone's own, when the host is gone.
   */
  async function comeBack(gameId: string): Promise<boolean> {
    if (role.value === 'host') return false
    if (guest && followed.value === gameId) return true
    const kept = place && followed.value === gameId ? place : await liveSeatOf(gameId)
    if (!kept?.rejoinCode) return false
    place = { ...kept }
    followed.value = gameId
    role.value = 'guest'
    link.value = 'reconnecting'
    hostGone.value = false
    problem.value = null
    // Taps wait for the host meanwhile: nothing is written on this phone's copy alone.
    game.writeThrough(remoteWrites(gameId))
    try {
      const { answerPairing } = await live()
      const pairing = await answerPairing(kept.rejoinCode, { certificate: kept.certificate })
      let timer: ReturnType<typeof setTimeout> | undefined
      const gone = new Promise<null>((resolve) => (timer = setTimeout(resolve, REJOIN_MS, null)))
      const channel = await Promise.race([pairing.connected, gone]).finally(() =>
        clearTimeout(timer),
      )
      if (!channel) {
        pairing.cancel()
        throw new Error('The host phone did not answer.')
      }
      await follow(channel, pairing.hostFingerprint)
      return guest !== null
    } catch {
      await forgetPlace()
      hostLeft()
      return false
    }
  }

  /** Takes a seat at a table where each phone plays its own; false with the reason when refused. */
  function takeSeat(player: number): Promise<boolean> {
    const via = guest
    if (!via) return Promise.resolve(false)
    problem.value = null
    return new Promise((resolve) => {
      seatAnswer = (taken) => {
        seatAnswer = null
        resolve(taken)
      }
      via.join(player)
    })
  }

  /** This phone's writes to the game it follows go to the host (or wait while it comes back). */
  function remoteWrites(gameId: string): RemoteWrites {
    const ask = async (action: Parameters<LiveGuest['request']>[0]): Promise<GameRecord> => {
      const via = guest
      if (!via) throw new LiveRefusalError('reconnecting')
      const outcome = await via.request(action)
      // Refused as stale, another phone's write got there first: its game is on its way here.
      if ('refused' in outcome) throw new LiveRefusalError(outcome.refused)
      return via.game!
    }
    // The action goes as the tap made it: the host applies the very same value.
    return { gameId, send: ask }
  }

  async function forgetPlace(): Promise<void> {
    const gameId = followed.value
    if (!gameId) return
    await forgetLiveSeat(gameId).catch(() => undefined)
  }

  /** The host is gone (or sent this phone away): the copy is this phone's own again. */
  function hostLeft() {
    game.writeThrough(null)
    hostGone.value = followed.value !== null
    guest = null
    link.value = 'none'
    if (role.value === 'guest') role.value = 'none'
  }

  /** Leaves the host's table; the game stays on this phone. */
  function leaveGuest() {
    joins++
    waiting?.cancel()
    waiting = null
    const leaving = guest
    guest = null
    leaving?.leave()
    void forgetPlace()
    hostLeft()
    answer.value = ''
    followed.value = null
    tableMode.value = null
    seat.value = null
    heldSeats.value = []
    place = null
  }

  return {
    state: { answer, followed, hostGone, link, tableMode, seat, heldSeats },
    actions: { join, comeBack, takeSeat, leaveGuest },
  }
}
