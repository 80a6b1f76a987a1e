import { z } from 'zod'
import { gameSchema } from '@/db/backup-schema'
import type { GameRecord } from '@/db'
import type { TurnAction } from '@/game/turn-actions'
import { MAX_CODE_LENGTH } from './pairing-code'

/**
 * The messages between the phones at a live table, as JSON text over the data channel. Every
 * message is checked like any input before it is used: its size, its kind, its shape (zod; the
 * game itself by the backup's schema, so a game is valid here exactly when it would import), and
 * then, by the sessions, the seat and the revision. Raise LIVE_PROTOCOL_VERSION when a change
 * cannot be read by the other side; a hello with another version is refused.
 */
export const LIVE_PROTOCOL_VERSION = 2
// Version 2: a request's action is the turn store's own `TurnAction`, a box-first score with its
// rolls used (Maxi Yatzy) as on the phone that asked; a version-1 guest is refused by its hello.

/**
 * A guest's message is a request or a hello: small. The host's carries the whole game (12 kB for
 * six players' finished Maxi Yatzy, more with every roll in the app kept) and stays under the
 * 256 kB an SCTP message may have in Chromium.
 */
export const MAX_GUEST_MESSAGE_BYTES = 8 * 1024
export const MAX_HOST_MESSAGE_BYTES = 192 * 1024

/** Why a message or a request was not taken; the guest shows the reason. */
export const REFUSAL_REASONS = [
  // The message itself.
  'too-large',
  'not-json',
  'unknown-kind',
  'invalid-message',
  // The phone.
  'protocol-version',
  'wrong-host',
  'not-joined',
  'removed',
  'seat-taken',
  'not-your-seat',
  // The request against the game (the last four come from the host's rules and store).
  'stale',
  'no-game',
  'not-your-turn',
  'rules',
  'game-over',
] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

/** How the table shares the entering: one phone may write for anyone, or each for its own seat. */
export const SEAT_MODES = ['anyone', 'own-seat'] as const
export type SeatMode = (typeof SEAT_MODES)[number]

// The move's own fields, as the backup checks them: one definition of a die, a box, a score.
const moveField = gameSchema.shape.moves.element.shape
const dice = moveField.dice.unwrap()
const player = moveField.player
const box = moveField.box
const score = moveField.score

const revision = gameSchema.shape.revision
/** More than any game has players: a list of held seats is never longer. */
const MAX_SEATS = 16
/** Hex of the SHA-256 fingerprint in the host's code, as the guest scanned it. */
const fingerprint = z.string().regex(/^[0-9a-f]{64}$/)
/** Chosen by the guest once and kept: the same phone coming back is known by it. */
const guestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)
const requestId = z.int().min(0).max(Number.MAX_SAFE_INTEGER)

/**
 * What a guest asks the host to do to the game: exactly the `TurnAction` a tap on the host
 * applies (the type below fails to build if the two part).
 */
export const actionSchema: z.ZodType<TurnAction> = z.discriminatedUnion('type', [
  /** A roll written into a box (dice-first, typed, read by a camera or rolled in the app). */
  z.strictObject({
    type: z.literal('write-roll'),
    player,
    box,
    dice,
    rollsUsed: moveField.rollsUsed,
    rolls: moveField.rolls,
    column: moveField.column,
  }),
  /** A score written into a box without dice (box-first). */
  z.strictObject({
    type: z.literal('write-score'),
    player,
    box,
    score,
    rollsUsed: moveField.rollsUsed,
    column: moveField.column,
  }),
  z.strictObject({ type: z.literal('undo') }),
  /** A written box corrected: its dice again, or the number typed straight in. */
  z.strictObject({
    type: z.literal('correct'),
    player,
    box,
    entry: z.union([z.strictObject({ dice }), z.strictObject({ score })]),
    column: moveField.column,
  }),
])
export type GuestAction = TurnAction

const guestSchemas = {
  hello: z.strictObject({
    kind: z.literal('hello'),
    protocol: z.int(),
    hostFingerprint: fingerprint,
    guestId,
    /** What the phone calls itself in the host's list of phones. */
    name: z.string().max(40),
    /** The player this phone plays, or null to enter for anyone (or only watch). */
    seat: player.nullable(),
    /** The phone's own certificate, kept for the game: the host readies a way back for it. */
    rejoinFingerprint: fingerprint.optional(),
  }),
  request: z.strictObject({
    kind: z.literal('request'),
    id: requestId,
    /** The game's revision the guest saw when it asked: an older one is refused as stale. */
    revision,
    action: actionSchema,
  }),
  ping: z.strictObject({ kind: z.literal('ping'), nonce: requestId }),
  pong: z.strictObject({ kind: z.literal('pong'), nonce: requestId }),
}

const hostSchemas = {
  welcome: z.strictObject({
    kind: z.literal('welcome'),
    protocol: z.literal(LIVE_PROTOCOL_VERSION),
    mode: z.enum(SEAT_MODES),
    seat: player.nullable(),
  }),
  /** The game as the host holds it now: sent on joining and after every change. */
  state: z.strictObject({ kind: z.literal('state'), game: gameSchema }),
  applied: z.strictObject({ kind: z.literal('applied'), request: requestId, revision }),
  /** `request` is null when the refusal is of a message, not of a request. */
  refused: z.strictObject({
    kind: z.literal('refused'),
    request: requestId.nullable(),
    reason: z.enum(REFUSAL_REASONS),
  }),
  /** The code of a spare connection this phone can come back on by itself (see offerRejoin). */
  rejoin: z.strictObject({ kind: z.literal('rejoin'), code: z.string().max(MAX_CODE_LENGTH) }),
  /**
   * The host gives this phone a seat (each phone its own seat): the phone says hello again in it,
   * so the seat is checked as if the phone had picked it. An older phone ignores the kind.
   */
  seat: z.strictObject({ kind: z.literal('seat'), seat: player.nullable() }),
  /**
   * The players the connected phones play (each phone its own seat), sent as they change: a guest
   * says whose phone writes a turn that is not its own ("written on Mia's phone", or the host's).
   * An older phone ignores the kind.
   */
  seats: z.strictObject({ kind: z.literal('seats'), held: z.array(player).max(MAX_SEATS) }),
  /** The host took this phone off the table; the channel closes after it. */
  removed: z.strictObject({ kind: z.literal('removed') }),
  ping: guestSchemas.ping,
  pong: guestSchemas.pong,
}

type Parsed<Schemas extends Record<string, z.ZodType>> = {
  [Kind in keyof Schemas]: z.infer<Schemas[Kind]>
}[keyof Schemas]

export type GuestMessage = Parsed<typeof guestSchemas>
export type HostMessage =
  Exclude<Parsed<typeof hostSchemas>, { kind: 'state' }> | { kind: 'state'; game: GameRecord }
export type GuestRequest = Extract<GuestMessage, { kind: 'request' }>

export type ParseOutcome<Message> =
  { ok: true; message: Message } | { ok: false; reason: RefusalReason; detail: string }

/** UTF-8 size, counted only when the text could be over the limit. */
function tooLarge(text: string, limit: number): boolean {
  if (text.length * 3 <= limit) return false
  return text.length > limit || new TextEncoder().encode(text).length > limit
}

function parseWith<Message>(
  schemas: Record<string, z.ZodType>,
  text: string,
  limit: number,
): ParseOutcome<Message> {
  if (tooLarge(text, limit)) {
    return { ok: false, reason: 'too-large', detail: `over ${limit / 1024} KB` }
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'not-json', detail: 'not JSON' }
  }
  const kind = typeof data === 'object' && data !== null ? (data as { kind?: unknown }).kind : null
  const schema = typeof kind === 'string' && Object.hasOwn(schemas, kind) ? schemas[kind] : null
  if (!schema) return { ok: false, reason: 'unknown-kind', detail: `kind ${JSON.stringify(kind)}` }
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return {
      ok: false,
      reason: 'invalid-message',
      detail: `${issue.path.join('.')}: ${issue.message}`,
    }
  }
  return { ok: true, message: parsed.data as Message }
}

/** What the host reads: a guest's message, or why it is refused. */
export function parseGuestMessage(text: string): ParseOutcome<GuestMessage> {
  return parseWith(guestSchemas, text, MAX_GUEST_MESSAGE_BYTES)
}

/** What a guest reads: the host's message, or why it is ignored. */
export function parseHostMessage(text: string): ParseOutcome<HostMessage> {
  return parseWith(hostSchemas, text, MAX_HOST_MESSAGE_BYTES)
}

export function encodeMessage(message: GuestMessage | HostMessage): string {
  return JSON.stringify(message)
}
