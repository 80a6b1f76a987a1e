import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { watch } from 'vue'
import { getGame, liveSeatOf } from '@/db'
import type { Channel } from '@/live/channel'
import { LiveGuest, type GuestEvent } from '@/live/guest-session'
import { LiveHost, type RejoinOffer } from '@/live/host-session'
import type { GuestAction } from '@/live/protocol'
import type { BoxId } from '@/rules'
import { useGameStore } from '@/stores/game'
import { useTurnStore } from '@/stores/turn'
import { useLiveTableStore } from '@/stores/live-table'
import { resetDatabase } from '../helpers/db'
import { channelPair, settle } from '../live/memory-channel'
import { newGame, tableStore } from '../live/table-store'

const HOST_FINGERPRINT = '5a'.repeat(32)
const SPARE_FINGERPRINT = 'd4'.repeat(32)
const GUEST_CERTIFICATE = 'c3'.repeat(32)

/**
 * The network in memory: the codes name lines in memory instead of WebRTC connections. A host
 * code opens a line to `net.host`; a spare's code opens the line that spare waits for. A page
 * that "reloads" (`net.page` goes up) hears nothing more on the lines it had.
 */
const net = vi.hoisted(() => ({
  host: null as LiveHost | null,
  hostEnd: null as Channel | null,
  /** The host's ends of the lines opened by a host code. */
  lines: [] as Channel[],
  spares: new Map<string, (channel: Channel) => void>(),
  page: 0,
  /** How the next answer the host reads fails: its connection never opens, or the code is bad. */
  answerFails: null as 'no-connection' | 'damaged' | null,
  /** The host never hears this guest's answer (its connection waits until cancelled). */
  hostDeaf: false,
  offers: 0,
}))

vi.mock('@/live', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/live')>()
  const page = (line: Channel): Channel => {
    const gone = (
      (page) => () =>
        net.page !== page
    )(net.page)
    return {
      send: (text) => line.send(text),
      close: () => line.close(),
      onMessage: (listener) => line.onMessage((text) => gone() || listener(text)),
      onClose: (listener) => line.onClose(() => gone() || listener()),
    }
  }
  const { PairingCodeError, PairingConnectError } = await import('@/live/pairing-errors')
  const pairing = (hostFingerprint: string, guestEnd: Channel) => ({
    code: 'ANSWER',
    hostFingerprint,
    connected: Promise.resolve(page(guestEnd)),
    cancel: () => {},
  })
  /** An answer the host never reads: it waits until this phone stops waiting. */
  const unheard = () => {
    let cancel = () => {}
    const connected = new Promise<Channel>((_, reject) => {
      cancel = () => reject(new PairingConnectError('cancelled', 'stopped waiting'))
    })
    return { code: 'UNHEARD ANSWER', hostFingerprint: HOST_FINGERPRINT, connected, cancel }
  }
  return {
    ...real,
    newCertificate: async () => ({ stands: 'for an RTCCertificate' }),
    certificateFingerprint: () => GUEST_CERTIFICATE,
    offerPairing: async () => {
      const [hostEnd, guestEnd] = channelPair()
      net.hostEnd = guestEnd
      return {
        code: `HOST CODE ${++net.offers}`,
        fingerprint: HOST_FINGERPRINT,
        acceptAnswer: async () => {
          const fails = net.answerFails
          net.answerFails = null
          if (fails === 'damaged') throw new PairingCodeError('damaged', 'damaged')
          if (fails) throw new PairingConnectError('timeout', 'did not connect in time')
          return hostEnd
        },
        cancel: () => {},
      }
    },
    answerPairing: async (code: string) => {
      if (net.hostDeaf) return unheard()
      const [hostEnd, guestEnd] = channelPair()
      const spare = net.spares.get(code)
      if (spare) {
        spare(hostEnd)
        return pairing(SPARE_FINGERPRINT, guestEnd)
      }
      net.host!.accept(hostEnd, HOST_FINGERPRINT)
      net.lines.push(hostEnd)
      return pairing(HOST_FINGERPRINT, guestEnd)
    },
    offerRejoin: async (): Promise<RejoinOffer> => {
      const code = `SPARE ${net.spares.size + 1}`
      let connect: (channel: Channel) => void = () => {}
      const connected = new Promise<Channel>((resolve) => (connect = resolve))
      net.spares.set(code, connect)
      return { code, fingerprint: SPARE_FINGERPRINT, connected, cancel: () => {} }
    },
  }
})

/** A host from the layer, over the small stand-in for its stores, in the given mode. */
function hostTable(mode: 'anyone' | 'own-seat') {
  const store = tableStore(newGame(['Anna', 'Bo']))
  net.host = new LiveHost({
    mode,
    currentGame: store.current,
    applyRequest: store.apply,
    prepareRejoin: (fingerprint) =>
      import('@/live').then(({ offerRejoin }) => offerRejoin(fingerprint)),
  })
  return store
}

/** Box-first, as a tap does it: the box, then its score. */
function tapScore(turn: ReturnType<typeof useTurnStore>, box: BoxId, score: number) {
  expect(turn.pick(box)).toEqual({ ok: true })
  return turn.chooseScore(score)
}

beforeEach(async () => {
  await resetDatabase()
  localStorage.clear()
  setActivePinia(createPinia())
  net.spares.clear()
  net.lines = []
  net.hostDeaf = false
})

describe('a guest phone at a table where each phone has its own seat', () => {
  it('watches until it picks a player, writes only that player, and keeps its seat with the game', async () => {
    const host = hostTable('own-seat')
    const table = useLiveTableStore()
    const game = useGameStore()
    const turn = useTurnStore()
    const id = await table.join('HOST CODE', 'Phone A')
    expect(id).toBe(host.current().id)
    await game.open(id!)
    expect([table.tableMode, table.seat, table.link]).toEqual(['own-seat', null, 'connected'])

    // No seat yet: the host refuses, and the guest is told why, by the tap's own result.
    expect(await tapScore(turn, 'ones', 3)).toMatchObject({
      ok: false,
      reason: { code: 'liveRefused', params: { reason: 'not-your-seat' } },
    })
    expect(host.current().moves).toHaveLength(0)

    expect(await table.takeSeat(0)).toBe(true)
    expect(table.seat).toBe(0)
    expect(await tapScore(turn, 'ones', 3)).toEqual({ ok: true })
    expect(host.current().moves).toMatchObject([{ player: 0, box: 'ones', score: 3 }])
    await settle()
    expect(await liveSeatOf(id!)).toMatchObject({
      name: 'Phone A',
      seat: 0,
      // A new code to come back by after each hello (the second took the seat).
      rejoinCode: 'SPARE 2',
      certificate: { stands: 'for an RTCCertificate' },
    })

    // Bo's seat is another phone's to take: this phone may not write Bo's box.
    await vi.waitFor(() => expect(game.record?.revision).toBe(host.current().revision))
    expect(await tapScore(turn, 'ones', 2)).toMatchObject({
      ok: false,
      reason: { params: { reason: 'not-your-seat' } },
    })
  })
})

describe('a guest phone after a reload', () => {
  it('comes back to the host by itself, in its seat, and sees what was written meanwhile', async () => {
    const host = hostTable('own-seat')
    const id = (await useLiveTableStore().join('HOST CODE', 'Phone A'))!
    expect(await useLiveTableStore().takeSeat(0)).toBe(true)
    await settle()

    // The page reloads: new stores, the old session deaf; the host writes meanwhile.
    net.page++
    setActivePinia(createPinia())
    await host.apply({
      kind: 'request',
      id: 1,
      revision: host.current().revision,
      action: { type: 'write-roll', player: 0, box: 'sixes', dice: [6, 6, 6, 1, 2] },
    })
    const table = useLiveTableStore()
    const game = useGameStore()
    await game.open(id)
    expect(table.role).toBe('none')
    const links: string[] = []
    watch(
      () => table.link,
      (link) => void links.push(link),
      { flush: 'sync' },
    )
    expect(await table.comeBack(id)).toBe(true)
    expect(links).toEqual(['reconnecting', 'connected'])
    expect([table.link, table.seat, table.role]).toEqual(['connected', 0, 'guest'])
    expect(net.host!.guests).toMatchObject([{ name: 'Phone A', seat: 0, connected: true }])
    await vi.waitFor(async () => expect((await getGame(id))?.moves).toHaveLength(1))

    // The next code to come back by is kept in place of the used one.
    await settle()
    expect((await liveSeatOf(id))?.rejoinCode).toBe('SPARE 3')
  })

  it('comes back by itself when its line drops while the page stays open (a Wi-Fi blink)', async () => {
    const host = hostTable('anyone')
    const table = useLiveTableStore()
    const id = (await table.join('HOST CODE', 'Phone A'))!
    await settle()
    const links: string[] = []
    watch(
      () => table.link,
      (link) => void links.push(link),
      { flush: 'sync' },
    )
    // The host's end of the line goes: the guest hears the close and answers its kept code.
    net.lines[0]!.close()
    await vi.waitFor(() => expect(links).toEqual(['reconnecting', 'connected']))
    expect(table.hostGone).toBe(false)
    expect(net.host!.guests).toMatchObject([{ name: 'Phone A', connected: true }])
    await useGameStore().open(id)
    expect(await tapScore(useTurnStore(), 'ones', 3)).toEqual({ ok: true })
    expect(host.current().moves).toHaveLength(1)
  })

  it('takes the host for gone when its code leads nowhere, and the game is its own again', async () => {
    hostTable('anyone')
    const id = (await useLiveTableStore().join('HOST CODE', 'Phone A'))!
    await settle()
    net.page++
    net.spares.clear()
    setActivePinia(createPinia())
    // The kept code now names no spare: the host's page is gone.
    net.host = null
    const table = useLiveTableStore()
    expect(await table.comeBack(id)).toBe(false)
    expect([table.link, table.role, table.hostGone]).toEqual(['none', 'none', true])
    expect(await liveSeatOf(id)).toBeUndefined()
  })
})

describe('the host phone', () => {
  it('opens its table in the mode chosen, fixed once a phone joined, and readies a way back', async () => {
    const game = useGameStore()
    await game.start({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
    const table = useLiveTableStore()
    expect(table.mode).toBe('anyone')
    expect(table.chooseMode('own-seat')).toBe(true)
    expect(await table.offerPhone()).toBe(true)
    expect(await table.acceptAnswer('ANSWER')).toBe(true)
    const events: GuestEvent[] = []
    const phone = new LiveGuest(net.hostEnd!, {
      guestId: 'phone-0001',
      name: 'Phone B',
      seat: 1,
      hostFingerprint: HOST_FINGERPRINT,
      rejoinFingerprint: GUEST_CERTIFICATE,
      saveCopy: () => {},
      onEvent: (event) => events.push(event),
    })
    await settle()
    expect([phone.status, phone.mode, phone.seat]).toEqual(['joined', 'own-seat', 1])
    expect(table.guests).toMatchObject([{ name: 'Phone B', seat: 1, connected: true }])
    expect(table.chooseMode('anyone')).toBe(false)
    expect(events).toContainEqual({ type: 'rejoin-code', code: 'SPARE 1' })
    // Anna is not this phone's player; Bo's turn has not come.
    const sixes: GuestAction = {
      type: 'write-roll',
      player: 0,
      box: 'sixes',
      dice: [6, 6, 6, 1, 2],
    }
    expect(await phone.request(sixes)).toEqual({ refused: 'not-your-seat' })
    expect(game.record!.moves).toHaveLength(0)
    // The host gives the phone Anna's seat: now it may write her box.
    table.assignSeat('phone-0001', 0)
    await settle()
    expect([phone.seat, table.guests[0]!.seat]).toEqual([0, 0])
    expect(await phone.request(sixes)).toMatchObject({ ok: true })
    expect(game.record!.moves).toMatchObject([{ player: 0, box: 'sixes', score: 18 }])
    table.leave()
  })
})

describe('a pairing that does not come through', () => {
  it('the host shows a new code when the other phone never connects; a bad answer keeps the code', async () => {
    const game = useGameStore()
    await game.start({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
    const table = useLiveTableStore()
    expect(await table.offerPhone()).toBe(true)
    const first = table.offer!.code

    net.answerFails = 'no-connection'
    expect(await table.acceptAnswer('ANSWER')).toBe(false)
    expect(table.offer!.code).not.toBe(first)
    expect(table.problem).toMatchObject({ code: 'pairing.newCode' })

    const second = table.offer!.code
    net.answerFails = 'damaged'
    expect(await table.acceptAnswer('ANSWE')).toBe(false)
    expect(table.offer!.code).toBe(second)
    expect(table.problem).toMatchObject({ code: 'pairing.damaged' })

    expect(await table.acceptAnswer('ANSWER')).toBe(true)
    expect(table.problem).toBeNull()
    table.leave()
  })

  it("a guest waiting for a host that never connects takes the host's new code instead", async () => {
    const host = hostTable('anyone')
    const table = useLiveTableStore()
    net.hostDeaf = true
    const waiting = table.join('HOST CODE 1', 'Phone B')
    await vi.waitFor(() => expect(table.answer).toBe('UNHEARD ANSWER'))
    net.hostDeaf = false
    const gameId = await table.join('HOST CODE 2', 'Phone B')
    // The first answer stopped waiting, quietly: the second join owns the screen.
    expect(await waiting).toBeNull()
    expect(gameId).toBe(host.current()!.id)
    expect(table.problem).toBeNull()
    table.leave()
  })
})
