import type { GameRecord } from '@/db'
import type { Channel } from './channel'
import {
  encodeMessage,
  LIVE_PROTOCOL_VERSION,
  parseGuestMessage,
  type GuestMessage,
  type GuestRequest,
  type HostMessage,
  type RefusalReason,
  type SeatMode,
} from './protocol'
import { actionRefusal, seatRefusal } from './seats'

/** What the host's store answers to a guest's request (the lead binds it to the turn store). */
export type ApplyOutcome = { ok: true } | { refused: RefusalReason }

export interface HostOptions {
  mode: SeatMode
  /** The game as the host's store holds it now. */
  currentGame: () => GameRecord | null
  /**
   * Enters the guest's action exactly as a tap on the host would. The session has already
   * checked the seat and the revision; requests reach it one at a time.
   */
  applyRequest: (request: GuestRequest, seat: number | null) => Promise<ApplyOutcome>
  /** The phones at the table changed: one joined, left, came back or was removed. */
  onGuestsChange?: (guests: GuestInfo[]) => void
  /**
   * Readies a spare connection for a guest that named its certificate (offerRejoin in rtc.ts):
   * the guest gets its code and comes back on it by itself. Without it, a guest rejoins only by
   * the codes again.
   */
  prepareRejoin?: (guestFingerprint: string) => Promise<RejoinOffer>
}

/** A spare connection the host keeps ready for one guest (what offerRejoin returns). */
export interface RejoinOffer {
  /** The code the guest keeps (sent over the live channel, never shown). */
  code: string
  /** Hex of the spare connection's own fingerprint. */
  fingerprint: string
  /** Resolves when the guest came back on it. */
  connected: Promise<Channel>
  cancel(): void
}

export interface GuestInfo {
  id: string
  name: string
  seat: number | null
  connected: boolean
}

/** Refusals of a hello after which the channel is closed: this phone cannot join at all. */
const LETS_GO: ReadonlySet<RefusalReason> = new Set(['protocol-version', 'wrong-host', 'removed'])

interface Connection {
  channel: Channel
  /** Hex of the fingerprint in the code this channel was paired with. */
  fingerprint: string
  guest: GuestInfo | null
  /** The game and revision this phone last got, so a repeated publish sends nothing twice. */
  sent: string | null
}

/**
 * The phone holding the game. Each paired channel says hello (the fingerprint of the code it
 * scanned, its seat), then sends requests; the host applies them one at a time through its store
 * and sends the new game to every phone. Nothing a guest sends is trusted: a bad message is
 * answered with a refusal and changes nothing.
 */
export class LiveHost {
  private readonly connections = new Set<Connection>()
  private readonly removedIds = new Set<string>()
  private readonly joined = new Map<string, GuestInfo>()
  /** At most one spare connection per guest, kept while the table is open. */
  private readonly spares = new Map<string, RejoinOffer>()
  private closed = false
  /** Requests wait for the one before: two asked on the same revision cannot both land. */
  private queue: Promise<void> = Promise.resolve()

  constructor(private readonly options: HostOptions) {}

  /** A channel just paired by the codes; `fingerprint` is the hex of the host's own in that code. */
  accept(channel: Channel, fingerprint: string): void {
    const connection: Connection = { channel, fingerprint, guest: null, sent: null }
    this.connections.add(connection)
    channel.onMessage((text) => this.receive(connection, text))
    channel.onClose(() => {
      if (!this.connections.delete(connection)) return
      if (connection.guest) {
        connection.guest.connected = false
        this.guestsChanged()
      }
    })
  }

  /** Every phone that joined and was not removed, connected or not (it may come back). */
  get guests(): GuestInfo[] {
    return [...this.joined.values()].map((guest) => ({ ...guest }))
  }

  /** The game changed on the host (its own tap, a computer's turn): every phone gets it. */
  publish(): void {
    const game = this.options.currentGame()
    if (!game) return
    for (const connection of this.connections) {
      if (connection.guest) this.sendState(connection, game)
    }
  }

  /**
   * Gives a phone a seat (or none): the phone asks for it in a new hello, checked like its own
   * choice, so a seat another phone holds is refused with the reason on that phone.
   */
  assign(guestId: string, seat: number | null): void {
    for (const connection of this.connections) {
      if (connection.guest?.id === guestId) this.send(connection, { kind: 'seat', seat })
    }
  }

  /** Takes a phone off the table; it cannot join again with the same id. */
  remove(guestId: string): void {
    this.removedIds.add(guestId)
    this.joined.delete(guestId)
    this.dropSpare(guestId)
    for (const connection of this.connections) {
      if (connection.guest?.id !== guestId) continue
      this.send(connection, { kind: 'removed' })
      this.drop(connection)
    }
    this.guestsChanged()
  }

  /** Ends the table: every channel closes, and each guest keeps its last copy of the game. */
  close(): void {
    this.closed = true
    for (const guestId of [...this.spares.keys()]) this.dropSpare(guestId)
    for (const connection of [...this.connections]) this.drop(connection)
  }

  private dropSpare(guestId: string): void {
    this.spares.get(guestId)?.cancel()
    this.spares.delete(guestId)
  }

  /** A spare connection for this guest, its code sent to the guest, taken when it comes back. */
  private async readyRejoin(guestId: string, guestFingerprint: string): Promise<void> {
    const prepare = this.options.prepareRejoin
    if (!prepare) return
    let offer: RejoinOffer
    try {
      offer = await prepare(guestFingerprint)
    } catch {
      // No spare this time: the phone can still rejoin by the codes.
      return
    }
    if (this.closed || !this.joined.has(guestId)) return offer.cancel()
    this.dropSpare(guestId)
    this.spares.set(guestId, offer)
    const connection = [...this.connections].find((c) => c.guest?.id === guestId)
    if (connection) this.send(connection, { kind: 'rejoin', code: offer.code })
    offer.connected.then(
      (channel) => {
        if (this.spares.get(guestId) === offer) this.spares.delete(guestId)
        if (this.closed) return channel.close()
        this.accept(channel, offer.fingerprint)
      },
      () => undefined,
    )
  }

  private drop(connection: Connection): void {
    this.connections.delete(connection)
    connection.channel.close()
  }

  private guestsChanged(): void {
    this.options.onGuestsChange?.(this.guests)
    this.sendSeats()
  }

  /** Every joined phone learns which players the connected phones play. */
  private sendSeats(): void {
    const joined = [...this.connections].filter((connection) => connection.guest)
    const held = joined.flatMap(({ guest }) =>
      guest!.connected && guest!.seat !== null ? [guest!.seat] : [],
    )
    for (const connection of joined) this.send(connection, { kind: 'seats', held })
  }

  private send(connection: Connection, message: HostMessage): void {
    try {
      connection.channel.send(encodeMessage(message))
    } catch {
      // The line died before its close was heard: the phone is gone, the others still get theirs.
      this.drop(connection)
      if (connection.guest) {
        connection.guest.connected = false
        this.guestsChanged()
      }
    }
  }

  private refuse(connection: Connection, reason: RefusalReason, request: number | null = null) {
    this.send(connection, { kind: 'refused', request, reason })
  }

  private sendState(connection: Connection, game: GameRecord): void {
    const stamp = `${game.id}@${game.revision}`
    if (connection.sent === stamp) return
    connection.sent = stamp
    this.send(connection, { kind: 'state', game })
  }

  private receive(connection: Connection, text: string): void {
    const parsed = parseGuestMessage(text)
    if (!parsed.ok) return this.refuse(connection, parsed.reason)
    const message = parsed.message
    switch (message.kind) {
      case 'hello':
        return this.hello(connection, message)
      case 'request':
        if (!connection.guest) return this.refuse(connection, 'not-joined', message.id)
        this.queue = this.queue.then(() => this.apply(connection, message))
        return
      case 'ping':
        return this.send(connection, { kind: 'pong', nonce: message.nonce })
      case 'pong':
        return
    }
  }

  private hello(connection: Connection, hello: Extract<GuestMessage, { kind: 'hello' }>): void {
    const refusal = this.helloRefusal(connection, hello)
    if (refusal) {
      this.refuse(connection, refusal)
      // A phone that may not join at all is let go; one whose seat was refused may ask again.
      if (LETS_GO.has(refusal)) this.drop(connection)
      return
    }
    // The same phone on a new channel (its screen slept, its Wi-Fi blinked): the old one goes.
    for (const other of this.connections) {
      if (other !== connection && other.guest?.id === hello.guestId) this.drop(other)
    }
    const guest = { id: hello.guestId, name: hello.name, seat: hello.seat, connected: true }
    connection.guest = guest
    this.joined.set(guest.id, guest)
    this.send(connection, {
      kind: 'welcome',
      protocol: LIVE_PROTOCOL_VERSION,
      mode: this.options.mode,
      seat: hello.seat,
    })
    const game = this.options.currentGame()
    if (game) this.sendState(connection, game)
    this.guestsChanged()
    if (hello.rejoinFingerprint) void this.readyRejoin(guest.id, hello.rejoinFingerprint)
  }

  private helloRefusal(
    connection: Connection,
    hello: Extract<GuestMessage, { kind: 'hello' }>,
  ): RefusalReason | null {
    if (hello.protocol !== LIVE_PROTOCOL_VERSION) return 'protocol-version'
    if (hello.hostFingerprint !== connection.fingerprint) return 'wrong-host'
    if (this.removedIds.has(hello.guestId)) return 'removed'
    // A joined phone may say hello again to change its seat, never to become another phone.
    if (connection.guest && connection.guest.id !== hello.guestId) return 'invalid-message'
    const heldByOthers = new Set(
      [...this.connections]
        .filter((other) => other.guest && other.guest.id !== hello.guestId)
        .flatMap((other) => (other.guest!.seat === null ? [] : [other.guest!.seat])),
    )
    return seatRefusal(this.options.mode, hello.seat, this.options.currentGame(), heldByOthers)
  }

  private async apply(connection: Connection, request: GuestRequest): Promise<void> {
    const guest = connection.guest
    // Removed or replaced while the request waited its turn.
    if (!guest || !this.connections.has(connection)) return
    const game = this.options.currentGame()
    const refusal = !game
      ? 'no-game'
      : (actionRefusal(this.options.mode, guest.seat, request.action, game) ??
        (request.revision !== game.revision ? 'stale' : null))
    if (refusal) return this.refuse(connection, refusal, request.id)
    let outcome: ApplyOutcome
    try {
      outcome = await this.options.applyRequest(request, guest.seat)
    } catch {
      outcome = { refused: 'rules' }
    }
    if ('refused' in outcome) return this.refuse(connection, outcome.refused, request.id)
    this.publish()
    const revision = this.options.currentGame()?.revision ?? request.revision + 1
    if (this.connections.has(connection)) {
      this.send(connection, { kind: 'applied', request: request.id, revision })
    }
  }
}
