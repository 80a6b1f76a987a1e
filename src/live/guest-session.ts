import type { GameRecord } from '@/db'
import type { Channel } from './channel'
import {
  encodeMessage,
  LIVE_PROTOCOL_VERSION,
  parseHostMessage,
  type GuestAction,
  type GuestMessage,
  type HostMessage,
  type RefusalReason,
  type SeatMode,
} from './protocol'

export interface GuestOptions {
  /** This phone's id at the table, the same on every rejoin (see newGuestId). */
  guestId: string
  /** What the host's list calls this phone. */
  name: string
  /** The player this phone plays, or null to enter for anyone. */
  seat: number | null
  /** Hex of the fingerprint in the host's code this phone scanned. */
  hostFingerprint: string
  /**
   * Hex of this phone's own certificate (certificateFingerprint), when it keeps one for the game:
   * the host then sends a code to come back by (the 'rejoin-code' event), to keep with it.
   */
  rejoinFingerprint?: string
  /** Keeps the last game received (IndexedDB), so it outlives the host. */
  saveCopy: (game: GameRecord) => Promise<unknown> | unknown
  onEvent?: (event: GuestEvent) => void
}

/** 'host-gone': the channel closed before the host answered. */
export type RequestOutcome =
  { ok: true; revision: number } | { refused: RefusalReason | 'host-gone' }

export type GuestStatus = 'joining' | 'joined' | 'refused' | 'removed' | 'host-gone'

export type GuestEvent =
  | { type: 'joined'; mode: SeatMode; seat: number | null }
  | { type: 'state'; game: GameRecord }
  /** A refusal of the hello (request null) or of a request; a bad host message is only ignored. */
  | { type: 'refused'; reason: RefusalReason; request: number | null }
  /** Keep it with the certificate: answerPairing(code, { certificate }) rejoins after a reload. */
  | { type: 'rejoin-code'; code: string }
  /** The players the connected phones play (each phone its own seat), this one's included. */
  | { type: 'seats'; held: number[] }
  | { type: 'removed' }
  | { type: 'host-gone' }
  | { type: 'save-failed'; error: unknown }

/** A random id for a phone joining a table, from the platform's random source. */
export function newGuestId(): string {
  return crypto.randomUUID()
}

/**
 * A phone following the host's game. It says hello with the code's fingerprint and its seat,
 * shows every game the host sends, keeps a copy of each, and asks the host for writes with the
 * revision it saw. If the host goes away, the last game it got is its to continue.
 */
export class LiveGuest {
  status: GuestStatus = 'joining'
  mode: SeatMode | null = null
  /** The seat the host welcomed this phone in (until then, the one it asked for). */
  seat: number | null
  /** The last game the host sent. */
  game: GameRecord | null = null
  private nextRequest = 1
  private readonly pending = new Map<number, (outcome: RequestOutcome) => void>()
  private saving: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly channel: Channel,
    private readonly options: GuestOptions,
  ) {
    this.seat = options.seat
    channel.onMessage((text) => this.receive(text))
    channel.onClose(() => this.hostGone())
    this.join(options.seat)
  }

  /** Says hello; again to take another seat (after a refusal, or to change places). */
  join(seat: number | null): void {
    // A joined phone stays joined in its seat until the host welcomes it in the new one.
    if (this.status !== 'joined') this.status = 'joining'
    this.send({
      kind: 'hello',
      protocol: LIVE_PROTOCOL_VERSION,
      hostFingerprint: this.options.hostFingerprint,
      guestId: this.options.guestId,
      name: this.options.name,
      seat,
      ...(this.options.rejoinFingerprint
        ? { rejoinFingerprint: this.options.rejoinFingerprint }
        : {}),
    })
  }

  /** Asks the host for a write, an undo or a correction on the game as this phone last saw it. */
  request(action: GuestAction): Promise<RequestOutcome> {
    if (this.status === 'host-gone' || this.status === 'removed') {
      return Promise.resolve({ refused: 'host-gone' })
    }
    if (!this.game || this.status !== 'joined') {
      return Promise.resolve({ refused: this.game ? 'not-joined' : 'no-game' })
    }
    const id = this.nextRequest++
    const outcome = new Promise<RequestOutcome>((resolve) => this.pending.set(id, resolve))
    this.send({ kind: 'request', id, revision: this.game.revision, action })
    return outcome
  }

  /** The game to continue on this phone once the host is gone for good; the copy is saved too. */
  async takeOver(): Promise<GameRecord | null> {
    await this.saving
    return this.game
  }

  leave(): void {
    this.channel.close()
  }

  private send(message: GuestMessage): void {
    try {
      this.channel.send(encodeMessage(message))
    } catch {
      // The line died before its close was heard.
      this.channel.close()
      this.hostGone()
    }
  }

  private emit(event: GuestEvent): void {
    this.options.onEvent?.(event)
  }

  private settle(request: number | null, outcome: RequestOutcome): void {
    if (request === null) return
    this.pending.get(request)?.(outcome)
    this.pending.delete(request)
  }

  private receive(text: string): void {
    const parsed = parseHostMessage(text)
    // A host speaking nonsense changes nothing here; there is no one to refuse it to.
    if (!parsed.ok) return
    this.handle(parsed.message)
  }

  private handle(message: HostMessage): void {
    switch (message.kind) {
      case 'welcome':
        this.status = 'joined'
        this.mode = message.mode
        this.seat = message.seat
        return this.emit({ type: 'joined', mode: message.mode, seat: message.seat })
      case 'state':
        return this.takeState(message.game)
      case 'applied':
        return this.settle(message.request, { ok: true, revision: message.revision })
      case 'refused':
        if (message.request === null && this.status === 'joining') this.status = 'refused'
        this.settle(message.request, { refused: message.reason })
        return this.emit({ type: 'refused', reason: message.reason, request: message.request })
      case 'rejoin':
        return this.emit({ type: 'rejoin-code', code: message.code })
      case 'seat':
        return this.join(message.seat)
      case 'seats':
        return this.emit({ type: 'seats', held: message.held })
      case 'removed':
        this.status = 'removed'
        return this.emit({ type: 'removed' })
      case 'ping':
        return this.send({ kind: 'pong', nonce: message.nonce })
      case 'pong':
        return
    }
  }

  private takeState(game: GameRecord): void {
    // The same game never goes back: an older revision is a message overtaken by a newer one.
    if (this.game && this.game.id === game.id && game.revision < this.game.revision) return
    this.game = game
    this.emit({ type: 'state', game })
    this.saving = this.saving
      .then(() => this.options.saveCopy(game))
      .catch((error: unknown) => this.emit({ type: 'save-failed', error }))
  }

  private hostGone(): void {
    for (const id of [...this.pending.keys()]) this.settle(id, { refused: 'host-gone' })
    // A phone removed or refused was told why; the closing line says nothing more.
    if (this.status === 'removed' || this.status === 'refused' || this.status === 'host-gone')
      return
    this.status = 'host-gone'
    this.emit({ type: 'host-gone' })
  }
}
