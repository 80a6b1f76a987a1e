import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import { ConflictError, type GameRecord } from '@/db'
import type { GuestInfo, HostPairing, LiveGuest, LiveHost } from '@/live'
import { useGameStore, type RemoteWrites } from './game'
import { useTurnStore } from './turn'
import { LiveRefusalError, toProblem, type Problem } from './problem'
import { hostRequest } from './live-requests'

/** The live table's code, loaded only when a phone hosts or joins: WebRTC, codes, zod. */
const live = () => import('@/live')

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
  /** Guest: the answer code to show the host. */
  const answer = ref('')
  /** Guest: the game followed, once the host sent it. */
  const followed = ref<string | null>(null)
  /** Guest: the host is gone and the game is this phone's to go on with. */
  const hostGone = ref(false)
  /** The last thing that went wrong: a bad code, a refusal, a failed connection. */
  const problem = ref<Problem | null>(null)
  let host: LiveHost | null = null
  let guest: LiveGuest | null = null

  watch(
    () => game.record?.revision,
    () => host?.publish(),
  )

  async function ensureHost(): Promise<LiveHost> {
    if (host) return host
    const { LiveHost } = await live()
    host = new LiveHost({
      mode: 'anyone',
      currentGame: () => game.record,
      applyRequest: (request) => hostRequest(game, turn, request.action),
      onGuestsChange: (list) => (guests.value = list),
    })
    role.value = 'host'
    return host
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

  /** Host: the other phone's answer code; the phone joins once the channel opens. */
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
      problem.value = toProblem(error)
      return false
    }
  }

  /** Host: sends a phone away from the table. */
  function removeGuest(id: string) {
    host?.remove(id)
  }

  /** Guest: answers the host's code; resolves with the game's id once the host has sent it. */
  async function join(hostCode: string, name: string): Promise<string | null> {
    problem.value = null
    hostGone.value = false
    try {
      const { answerPairing, LiveGuest, newGuestId } = await live()
      const pairing = await answerPairing(hostCode.trim())
      answer.value = pairing.code
      role.value = 'guest'
      const channel = await pairing.connected
      const { receiveGame } = await import('@/db/handoff-api')
      return await new Promise<string | null>((resolve) => {
        guest = new LiveGuest(channel, {
          guestId: newGuestId(),
          name,
          seat: null,
          hostFingerprint: pairing.hostFingerprint,
          saveCopy: (copy) => receiveGame(copy),
          onEvent: (event) => {
            if (event.type === 'state' && followed.value === null) {
              follow(event.game)
              // Opened from this phone's own copy: resolve once it is stored.
              void receiveGame(event.game).then(
                () => resolve(event.game.id),
                (error: unknown) => {
                  problem.value = toProblem(error)
                  resolve(null)
                },
              )
            } else if (event.type === 'host-gone' || event.type === 'removed') {
              leaveHost()
              resolve(followed.value)
            } else if (event.type === 'refused' && event.request === null) {
              problem.value = toProblem(new LiveRefusalError(event.reason))
              resolve(null)
            }
          },
        })
      })
    } catch (error) {
      problem.value = toProblem(error)
      return null
    }
  }

  /** Guest: this phone's writes to the game it follows go to the host. */
  function follow(first: GameRecord) {
    followed.value = first.id
    const via = guest!
    const ask = async (action: Parameters<LiveGuest['request']>[0]): Promise<GameRecord> => {
      const outcome = await via.request(action)
      if ('refused' in outcome) {
        // A write from another phone got there first: adopt the game as it now stands.
        if (outcome.refused === 'stale')
          throw new ConflictError(first.id, via.game?.revision ?? null, null)
        throw new LiveRefusalError(outcome.refused)
      }
      return via.game!
    }
    const writes: RemoteWrites = {
      gameId: first.id,
      append: (move) =>
        ask(
          move.dice
            ? {
                type: 'write-roll',
                player: move.player,
                box: move.box,
                dice: move.dice,
                ...(move.rollsUsed !== undefined ? { rollsUsed: move.rollsUsed } : {}),
                ...(move.rolls ? { rolls: move.rolls } : {}),
              }
            : { type: 'write-score', player: move.player, box: move.box, score: move.score },
        ),
      undo: () => ask({ type: 'undo' }),
      correct: (player, box, entry) =>
        ask({
          type: 'correct',
          player,
          box,
          entry: 'dice' in entry ? { dice: entry.dice } : { score: entry.score },
        }),
    }
    game.writeThrough(writes)
  }

  /** Guest: the host is gone (or sent this phone away): the copy is this phone's own again. */
  function leaveHost() {
    game.writeThrough(null)
    hostGone.value = followed.value !== null
    guest = null
    role.value = 'none'
  }

  /** Leaves the table, host or guest; the game stays on this phone. */
  function leave() {
    offer.value?.cancel()
    offer.value = null
    host?.close()
    host = null
    guest?.leave()
    leaveHost()
    guests.value = []
    answer.value = ''
    followed.value = null
  }

  return {
    role,
    offer,
    guests,
    answer,
    followed,
    hostGone,
    problem,
    offerPhone,
    acceptAnswer,
    removeGuest,
    join,
    leave,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useLiveTableStore, import.meta.hot))
