import { describe, expect, it, vi } from 'vitest'
import type { GameRecord } from '@/db'
import { LiveGuest, type GuestEvent, type GuestOptions } from '@/live/guest-session'
import { LiveHost, type GuestInfo, type HostOptions } from '@/live/host-session'
import type { GuestAction, SeatMode } from '@/live/protocol'
import type { BoxId } from '@/rules'
import { channelPair, settle, type MemoryEnd } from './memory-channel'
import { newGame, tableStore } from './table-store'

const HOST_FINGERPRINT = '5a'.repeat(32)

/** A host with the game of Anna, Björn and Charlotte, and what it reported. */
function table(mode: SeatMode = 'anyone', overrides: Partial<HostOptions> = {}) {
  const store = tableStore(newGame(['Anna', 'Björn', 'Charlotte']))
  const guestLists: GuestInfo[][] = []
  const host = new LiveHost({
    mode,
    currentGame: store.current,
    applyRequest: store.apply,
    onGuestsChange: (guests) => guestLists.push(guests),
    ...overrides,
  })
  return { store, host, guestLists }
}

interface JoinedGuest {
  guest: LiveGuest
  events: GuestEvent[]
  copies: GameRecord[]
  /** The host's end of the line. */
  hostEnd: MemoryEnd
  guestEnd: MemoryEnd
}

function join(
  host: LiveHost,
  id: string,
  seat: number | null = null,
  extra: Partial<GuestOptions> = {},
): JoinedGuest {
  const [hostEnd, guestEnd] = channelPair()
  host.accept(hostEnd, HOST_FINGERPRINT)
  const events: GuestEvent[] = []
  const copies: GameRecord[] = []
  const guest = new LiveGuest(guestEnd, {
    guestId: id,
    name: `${id}'s phone`,
    seat,
    hostFingerprint: HOST_FINGERPRINT,
    saveCopy: (game) => void copies.push(game),
    onEvent: (event) => events.push(event),
    ...extra,
  })
  return { guest, events, copies, hostEnd, guestEnd }
}

const roll = (player: number, box: BoxId, dice: number[]): GuestAction => ({
  type: 'write-roll',
  player,
  box,
  dice,
})

describe('a live table in memory', () => {
  it('welcomes a guest with the game as the host holds it, and the guest keeps a copy', async () => {
    const { store, host } = table()
    const anna = join(host, 'anna-0001')
    await settle()
    expect(anna.guest.status).toBe('joined')
    expect(anna.guest.mode).toBe('anyone')
    expect(anna.guest.game).toEqual(store.current())
    expect(anna.copies).toEqual([store.current()])
  })

  it("applies a guest's write through the host's store and sends the new game to every phone", async () => {
    const { store, host } = table()
    const anna = join(host, 'anna-0001')
    const bjorn = join(host, 'bjorn-0001')
    await settle()
    const outcome = await anna.guest.request(roll(0, 'fives', [5, 5, 5, 2, 1]))
    await settle()
    expect(outcome).toEqual({ ok: true, revision: 2 })
    expect(store.current().moves.map((move) => [move.box, move.score])).toEqual([['fives', 15]])
    for (const phone of [anna, bjorn]) expect(phone.guest.game).toEqual(store.current())
    expect(bjorn.copies.at(-1)?.revision).toBe(2)
  })

  it('takes box-first scores, undos and corrections the same way', async () => {
    const { store, host } = table()
    const anna = join(host, 'anna-0001')
    await settle()
    expect(
      await anna.guest.request({ type: 'write-score', player: 0, box: 'chance', score: 23 }),
    ).toMatchObject({ ok: true })
    expect(await anna.guest.request(roll(1, 'ones', [1, 1, 4, 5, 6]))).toMatchObject({ ok: true })
    expect(await anna.guest.request({ type: 'undo' })).toMatchObject({ ok: true })
    const correction: GuestAction = {
      type: 'correct',
      player: 0,
      box: 'chance',
      entry: { dice: [6, 6, 6, 5, 5] },
    }
    expect(await anna.guest.request(correction)).toEqual({ ok: true, revision: 5 })
    expect(store.current().moves.map((move) => [move.box, move.score])).toEqual([['chance', 28]])
  })

  it("answers a write the rules refuse with the reason, and the game doesn't change", async () => {
    const { store, host } = table()
    const anna = join(host, 'anna-0001')
    await settle()
    const before = store.current()
    expect(await anna.guest.request(roll(1, 'fives', [5, 5, 5, 2, 1]))).toEqual({
      refused: 'not-your-turn',
    })
    expect(await anna.guest.request(roll(0, 'no-such-box' as BoxId, [5, 5, 5, 2, 1]))).toEqual({
      refused: 'rules',
    })
    expect(store.current()).toBe(before)
    expect(anna.events.filter((event) => event.type === 'refused')).toHaveLength(2)
  })

  it('lets exactly one of two writes made on the same revision land; the other is stale', async () => {
    const { store, host } = table()
    const anna = join(host, 'anna-0001')
    const bjorn = join(host, 'bjorn-0001')
    await settle()
    const [first, second] = await Promise.all([
      anna.guest.request(roll(0, 'sixes', [6, 6, 1, 2, 3])),
      bjorn.guest.request(roll(0, 'chance', [6, 6, 1, 2, 3])),
    ])
    expect(first).toEqual({ ok: true, revision: 2 })
    expect(second).toEqual({ refused: 'stale' })
    expect(store.current().moves).toHaveLength(1)
    await settle()
    expect(bjorn.guest.game?.revision).toBe(2)
  })

  it('turns a store that throws into a refusal, and the host keeps serving', async () => {
    const { host } = table('anyone', {
      applyRequest: () => Promise.reject(new Error('IndexedDB is gone')),
    })
    const anna = join(host, 'anna-0001')
    await settle()
    expect(await anna.guest.request({ type: 'undo' })).toEqual({ refused: 'rules' })
  })

  it("sends the host's own writes to every phone once (publish), however often it is told", async () => {
    const { store, host } = table()
    const anna = join(host, 'anna-0001')
    await settle()
    store.commit([
      { player: 0, dice: [2, 2, 2, 3, 4], box: 'twos', score: 6, at: 1_700_000_000_500 },
    ])
    host.publish()
    host.publish()
    await settle()
    expect(anna.guest.game?.moves).toHaveLength(1)
    const states = anna.guestEnd.received.filter((text) => text.includes('"kind":"state"'))
    expect(states).toHaveLength(2)
  })

  it('gives a phone that comes back on a new channel the current game, and lets the old one go', async () => {
    const { store, host, guestLists } = table()
    const anna = join(host, 'anna-0001')
    const bjorn = join(host, 'bjorn-0001')
    await settle()
    anna.guestEnd.close()
    await settle()
    expect(host.guests.find((guest) => guest.id === 'anna-0001')?.connected).toBe(false)
    await bjorn.guest.request(roll(0, 'threes', [3, 3, 1, 2, 4]))
    const back = join(host, 'anna-0001')
    await settle()
    expect(back.guest.game).toEqual(store.current())
    expect(host.guests).toEqual([
      { id: 'anna-0001', name: "anna-0001's phone", seat: null, connected: true },
      { id: 'bjorn-0001', name: "bjorn-0001's phone", seat: null, connected: true },
    ])
    expect(guestLists.length).toBeGreaterThanOrEqual(4)
  })

  it('replaces a still-open channel of the same phone rather than keeping two', async () => {
    const { host } = table()
    const first = join(host, 'anna-0001')
    await settle()
    const second = join(host, 'anna-0001')
    await settle()
    expect(first.hostEnd.closed).toBe(true)
    expect(second.guest.status).toBe('joined')
    expect(host.guests).toHaveLength(1)
  })

  it('removes a phone: it is told, let go, and cannot join again with its id', async () => {
    const { host } = table()
    const anna = join(host, 'anna-0001')
    await settle()
    host.remove('anna-0001')
    await settle()
    expect(anna.guest.status).toBe('removed')
    expect(anna.guestEnd.closed).toBe(true)
    expect(host.guests).toEqual([])
    const again = join(host, 'anna-0001')
    await settle()
    expect(again.events).toContainEqual({ type: 'refused', reason: 'removed', request: null })
    expect(again.guestEnd.closed).toBe(true)
  })

  it('leaves each guest its last game when the host goes away, to continue from', async () => {
    const { store, host } = table()
    const anna = join(host, 'anna-0001')
    await settle()
    await anna.guest.request(roll(0, 'fours', [4, 4, 4, 4, 1]))
    await settle()
    host.close()
    await settle()
    expect(anna.guest.status).toBe('host-gone')
    expect(anna.events.at(-1)).toEqual({ type: 'host-gone' })
    expect(await anna.guest.takeOver()).toEqual(store.current())
    expect(anna.copies.at(-1)).toEqual(store.current())
    expect(await anna.guest.request({ type: 'undo' })).toEqual({ refused: 'host-gone' })
  })

  it('answers a request still waiting when the host goes away', async () => {
    let release = () => {}
    const { host } = table('anyone', {
      applyRequest: () => new Promise((resolve) => (release = () => resolve({ ok: true }))),
    })
    const anna = join(host, 'anna-0001')
    await settle()
    const waiting = anna.guest.request({ type: 'undo' })
    await settle()
    anna.guestEnd.close()
    expect(await waiting).toEqual({ refused: 'host-gone' })
    release()
  })

  it('keeps serving the other phones when one line fails as it is written to', async () => {
    const { store, host, guestLists } = table()
    const anna = join(host, 'anna-0001')
    const bjorn = join(host, 'bjorn-0001')
    await settle()
    anna.hostEnd.send = () => {
      throw new Error('InvalidStateError: the channel is closing')
    }
    expect(await bjorn.guest.request(roll(0, 'fives', [5, 5, 1, 2, 3]))).toMatchObject({ ok: true })
    expect(bjorn.guest.game).toEqual(store.current())
    expect(guestLists.at(-1)?.find((guest) => guest.id === 'anna-0001')?.connected).toBe(false)
    expect(anna.hostEnd.closed).toBe(true)
  })

  it('tells the guest when its copy could not be saved, and keeps the game on screen', async () => {
    const { host } = table()
    const anna = join(host, 'anna-0001', null, {
      saveCopy: () => Promise.reject(new Error('QuotaExceededError')),
    })
    await settle()
    expect(anna.guest.game).not.toBeNull()
    expect(anna.events.map((event) => event.type)).toContain('save-failed')
  })
})

describe('who may join and ask', () => {
  it('refuses a phone that scanned another code (the fingerprint differs) and lets it go', async () => {
    const { host } = table()
    const stranger = join(host, 'stranger-01', null, { hostFingerprint: '00'.repeat(32) })
    await settle()
    expect(stranger.events).toEqual([{ type: 'refused', reason: 'wrong-host', request: null }])
    expect(stranger.guest.status).toBe('refused')
    expect(stranger.hostEnd.closed).toBe(true)
    expect(host.guests).toEqual([])
  })

  it.each([
    ['a newer phone', 3],
    // Version 1 sent a box-first score without its rolls used: such a phone is told, not served.
    ['a phone of before the one write path', 1],
  ])('refuses a hello of another protocol version (%s)', async (_, protocol) => {
    const { host } = table()
    const [hostEnd, guestEnd] = channelPair()
    host.accept(hostEnd, HOST_FINGERPRINT)
    const hello = { kind: 'hello', protocol, hostFingerprint: HOST_FINGERPRINT }
    guestEnd.send(JSON.stringify({ ...hello, guestId: 'other-phone', name: 'x', seat: null }))
    await settle()
    expect(guestEnd.received).toEqual([
      '{"kind":"refused","request":null,"reason":"protocol-version"}',
    ])
    expect(hostEnd.closed).toBe(true)
  })

  it('refuses requests before the hello, and bad messages, without changing anything', async () => {
    const { store, host } = table()
    const before = store.current()
    const [hostEnd, guestEnd] = channelPair()
    host.accept(hostEnd, HOST_FINGERPRINT)
    const request = { kind: 'request', id: 1, revision: 1, action: { type: 'undo' } }
    guestEnd.send(JSON.stringify(request))
    guestEnd.send('not json')
    guestEnd.send('{"kind":"drop-table"}')
    guestEnd.send(JSON.stringify({ ...request, action: { type: 'undo', all: true } }))
    guestEnd.send(JSON.stringify({ kind: 'ping', nonce: 'x'.repeat(9000) }))
    await settle()
    expect(guestEnd.received.map((text) => JSON.parse(text).reason)).toEqual([
      'not-joined',
      'not-json',
      'unknown-kind',
      'invalid-message',
      'too-large',
    ])
    expect(store.current()).toBe(before)
    expect(hostEnd.closed).toBe(false)
  })

  it('answers a ping', async () => {
    const { host } = table()
    const [hostEnd, guestEnd] = channelPair()
    host.accept(hostEnd, HOST_FINGERPRINT)
    guestEnd.send('{"kind":"ping","nonce":42}')
    await settle()
    expect(guestEnd.received).toEqual(['{"kind":"pong","nonce":42}'])
  })

  it('ignores what a host sends that is not the protocol', async () => {
    const [hostEnd, guestEnd] = channelPair()
    const onEvent = vi.fn()
    const guest = new LiveGuest(guestEnd, {
      guestId: 'anna-0001',
      name: 'Anna',
      seat: null,
      hostFingerprint: HOST_FINGERPRINT,
      saveCopy: () => {},
      onEvent,
    })
    hostEnd.send('{"kind":"state","game":{"id":"x"}}')
    hostEnd.send('{"kind":"welcome","protocol":1,"mode":"anyone","seat":null,"admin":1}')
    await settle()
    expect(onEvent).not.toHaveBeenCalled()
    expect(guest.game).toBeNull()
    expect(guest.status).toBe('joining')
  })

  describe('with each phone its own seat', () => {
    it("lets a phone write, correct and undo only its own player's boxes", async () => {
      const { host } = table('own-seat')
      const anna = join(host, 'anna-0001', 0)
      const bjorn = join(host, 'bjorn-0001', 1)
      await settle()
      expect(anna.guest.seat).toBe(0)
      expect(await bjorn.guest.request(roll(0, 'sixes', [6, 6, 6, 1, 2]))).toEqual({
        refused: 'not-your-seat',
      })
      expect(await anna.guest.request(roll(0, 'sixes', [6, 6, 6, 1, 2]))).toMatchObject({
        ok: true,
      })
      const correction: GuestAction = {
        type: 'correct',
        player: 0,
        box: 'sixes',
        entry: { score: 24 },
      }
      expect(await bjorn.guest.request(correction)).toEqual({ refused: 'not-your-seat' })
      expect(await bjorn.guest.request({ type: 'undo' })).toEqual({ refused: 'not-your-seat' })
      expect(await anna.guest.request({ type: 'undo' })).toMatchObject({ ok: true })
      expect(await anna.guest.request({ type: 'undo' })).toEqual({ refused: 'not-your-seat' })
    })

    it('refuses a seat another phone holds, and lets the phone choose another', async () => {
      const { host } = table('own-seat')
      join(host, 'anna-0001', 0)
      await settle()
      const second = join(host, 'anna-0002', 0)
      await settle()
      expect(second.events).toEqual([{ type: 'refused', reason: 'seat-taken', request: null }])
      expect(second.hostEnd.closed).toBe(false)
      second.guest.join(2)
      await settle()
      expect(second.guest.status).toBe('joined')
      expect(host.guests.map((guest) => guest.seat)).toEqual([0, 2])
    })

    it("refuses a seat beyond the players and a computer's seat", async () => {
      const { host } = table('own-seat', {
        currentGame: () => {
          const game = newGame(['Anna', 'Computer'])
          game.players[1]!.computer = 'hard'
          return game
        },
      })
      for (const seat of [1, 4]) {
        const phone = join(host, `phone-seat-${seat}`, seat)
        await settle()
        expect(phone.events).toEqual([{ type: 'refused', reason: 'not-your-seat', request: null }])
      }
    })

    it('lets a phone without a seat watch, every request refused, until it picks one', async () => {
      const { host } = table('own-seat')
      const phone = join(host, 'phone-0001', null)
      await settle()
      expect([phone.guest.status, phone.guest.seat, phone.guest.mode]).toEqual([
        'joined',
        null,
        'own-seat',
      ])
      expect(phone.guest.game).not.toBeNull()
      expect(await phone.guest.request(roll(0, 'sixes', [6, 6, 6, 1, 2]))).toEqual({
        refused: 'not-your-seat',
      })
      phone.guest.join(0)
      await settle()
      expect(phone.guest.seat).toBe(0)
      expect(await phone.guest.request(roll(0, 'sixes', [6, 6, 6, 1, 2]))).toMatchObject({
        ok: true,
      })
    })

    it('lets a joined phone move to a free seat, and not pose as another phone', async () => {
      const { host } = table('own-seat')
      const anna = join(host, 'anna-0001', 0)
      join(host, 'bjorn-0001', 1)
      await settle()
      anna.guest.join(1)
      await settle()
      expect(anna.events.at(-1)).toEqual({ type: 'refused', reason: 'seat-taken', request: null })
      expect([anna.guest.status, anna.guest.seat]).toEqual(['joined', 0])
      anna.guest.join(2)
      await settle()
      expect(anna.guest.seat).toBe(2)
      expect(host.guests.map((guest) => guest.seat)).toEqual([2, 1])
      const hello = { kind: 'hello', protocol: 2, hostFingerprint: HOST_FINGERPRINT, name: 'x' }
      anna.guestEnd.send(JSON.stringify({ ...hello, guestId: 'bjorn-0001', seat: 0 }))
      await settle()
      expect(anna.events.at(-1)).toEqual({
        type: 'refused',
        reason: 'invalid-message',
        request: null,
      })
      expect(host.guests.map((guest) => [guest.id, guest.seat, guest.connected])).toEqual([
        ['anna-0001', 2, true],
        ['bjorn-0001', 1, true],
      ])
    })

    it('lets the host give a phone its seat, checked as if the phone had picked it', async () => {
      const { host } = table('own-seat')
      const anna = join(host, 'anna-0001', 0)
      const phone = join(host, 'phone-0001', null)
      await settle()
      host.assign('phone-0001', 0)
      await settle()
      expect(phone.events.at(-1)).toEqual({ type: 'refused', reason: 'seat-taken', request: null })
      expect(phone.guest.seat).toBeNull()
      host.assign('phone-0001', 1)
      await settle()
      expect(phone.events.at(-2)).toEqual({ type: 'joined', mode: 'own-seat', seat: 1 })
      expect(host.guests.map((guest) => guest.seat)).toEqual([0, 1])
      expect(anna.guest.seat).toBe(0)
      // Every phone learns who plays whom, to say whose phone writes a turn not its own.
      expect(phone.events.at(-1)).toEqual({ type: 'seats', held: [0, 1] })
      expect(anna.events.at(-1)).toEqual({ type: 'seats', held: [0, 1] })
    })

    it('tells the phones which players the connected phones play, as phones come and go', async () => {
      const { host } = table('own-seat')
      const anna = join(host, 'anna-0001', 0)
      await settle()
      expect(anna.events.at(-1)).toEqual({ type: 'seats', held: [0] })
      const charlotte = join(host, 'charlotte-0001', 2)
      await settle()
      expect(anna.events.at(-1)).toEqual({ type: 'seats', held: [0, 2] })
      // Charlotte's phone is gone: her turns are the host's to write again.
      charlotte.guestEnd.close()
      await settle()
      expect(anna.events.at(-1)).toEqual({ type: 'seats', held: [0] })
    })

    it('gives a phone that comes back its own seat again', async () => {
      const { host } = table('own-seat')
      const anna = join(host, 'anna-0001', 0)
      await settle()
      anna.guestEnd.close()
      await settle()
      const back = join(host, 'anna-0001', 0)
      await settle()
      expect(back.guest.status).toBe('joined')
    })
  })
})

describe('a phone coming back by itself', () => {
  const GUEST_CERTIFICATE = 'c3'.repeat(32)
  const SPARE_FINGERPRINT = 'd4'.repeat(32)

  /** A host whose spare connections are lines in memory that the test connects when it likes. */
  function tableWithSpares() {
    const spares: { fingerprint: string; connect: () => MemoryEnd; cancel: () => void }[] = []
    const setup = table('anyone', {
      prepareRejoin: async (guestFingerprint) => {
        let connect: (channel: MemoryEnd) => void = () => {}
        const connected = new Promise<MemoryEnd>((resolve) => (connect = resolve))
        const spare = {
          fingerprint: guestFingerprint,
          cancel: vi.fn(),
          connect: () => {
            const [hostEnd, guestEnd] = channelPair()
            connect(hostEnd)
            return guestEnd
          },
        }
        spares.push(spare)
        return {
          code: `SPARE ${spares.length}`,
          fingerprint: SPARE_FINGERPRINT,
          connected,
          cancel: spare.cancel,
        }
      },
    })
    return { ...setup, spares }
  }

  it('gets a code to come back by, and comes back on it to the current game', async () => {
    const { store, host, spares } = tableWithSpares()
    const anna = join(host, 'anna-0001', null, { rejoinFingerprint: GUEST_CERTIFICATE })
    const bjorn = join(host, 'bjorn-0001')
    await settle()
    expect(anna.events).toContainEqual({ type: 'rejoin-code', code: 'SPARE 1' })
    expect(spares.map((spare) => spare.fingerprint)).toEqual([GUEST_CERTIFICATE])
    // Anna's page reloads; Björn writes meanwhile.
    anna.guestEnd.close()
    await bjorn.guest.request(roll(0, 'ones', [1, 1, 1, 2, 3]))
    const back = new LiveGuest(spares[0]!.connect(), {
      guestId: 'anna-0001',
      name: "anna-0001's phone",
      seat: null,
      hostFingerprint: SPARE_FINGERPRINT,
      rejoinFingerprint: GUEST_CERTIFICATE,
      saveCopy: () => {},
    })
    await settle()
    expect(back.status).toBe('joined')
    expect(back.game).toEqual(store.current())
    // A new spare for next time; the used one is not cancelled, it is the live line now.
    expect(spares).toHaveLength(2)
    expect(spares[0]!.cancel).not.toHaveBeenCalled()
    expect(host.guests.map((guest) => guest.connected)).toEqual([true, true])
  })

  it('keeps one spare per phone, and cancels it when the phone is removed or the table ends', async () => {
    const { host, spares } = tableWithSpares()
    const anna = join(host, 'anna-0001', null, { rejoinFingerprint: GUEST_CERTIFICATE })
    join(host, 'bjorn-0001', null, { rejoinFingerprint: 'e5'.repeat(32) })
    await settle()
    anna.guest.join(null)
    await settle()
    expect(spares).toHaveLength(3)
    expect(spares[0]!.cancel).toHaveBeenCalled()
    host.remove('anna-0001')
    expect(spares[2]!.cancel).toHaveBeenCalled()
    host.close()
    expect(spares[1]!.cancel).toHaveBeenCalled()
  })

  it('offers no spare to a phone that names no certificate', async () => {
    const { host, spares } = tableWithSpares()
    const anna = join(host, 'anna-0001')
    await settle()
    expect(spares).toEqual([])
    expect(anna.events.map((event) => event.type)).not.toContain('rejoin-code')
  })
})
