import { RuleError, type RuleErrorCode } from '@/rules'
import { ConflictError, GameNotFoundError, MoveError } from '@/db'
import { PairingCodeError, PairingConnectError } from '@/live/pairing-errors'

/**
 * Why the turn store refused an action before any rule or storage was asked (each is translated
 * under `problem.turn.*`): no game open, the game over, a write still on its way, another player's
 * turn, a computer's turn, no question waiting, a box that cannot be written, no roll left or made,
 * nothing to undo, a box not written yet.
 */
export type TurnRefusalCode =
  | 'noGame'
  | 'gameOver'
  | 'busy'
  | 'notYourTurn'
  | 'computerTurn'
  | 'noQuestion'
  | 'notWritable'
  | 'noRollsLeft'
  | 'notRolled'
  | 'nothingToUndo'
  | 'notWritten'

/**
 * Why two phones did not pair, each with what to do next: a code not from Yatzy Pad, damaged on its
 * way, from a newer app, the other side's kind of code, no address on the Wi-Fi, no connection
 * through it, or (the host) no connection, so a new code is shown.
 */
export type PairingProblem =
  | 'notACode'
  | 'damaged'
  | 'newer'
  | 'wantHostCode'
  | 'wantAnswer'
  | 'noAddress'
  | 'noConnection'
  | 'newCode'

/** Every reason an action can be refused for, each one a message in every language. */
export type ProblemCode =
  | `rule.${RuleErrorCode}`
  | `turn.${TurnRefusalCode}`
  | `pairing.${PairingProblem}`
  | StorageFailure
  | 'laterMove'
  | 'liveRefused'
  | 'conflict'
  | 'unexpected'

/** A refused action, kept as a code plus parameters so the UI can say it in the player's language. */
export interface Problem {
  code: ProblemCode
  params: Record<string, string | number>
  /** Plain English, for logs and as a last resort. */
  message: string
}

/**
 * What an action did: done (`ok: true`, with what the action tells besides), or refused with the
 * reason as a typed code and its parameters. A refused action changes nothing; the caller shows
 * the reason from here, never from a shared field.
 */
export type ActionResult<Done extends object = object> =
  ({ ok: true } & Done) | { ok: false; reason: Problem }

/** The result of an action done. */
export const done = <Done extends object>(extra?: Done): { ok: true } & Done =>
  ({ ok: true, ...extra }) as { ok: true } & Done

/** The result of an action the turn store itself refuses. */
export function refused(
  code: TurnRefusalCode,
  message: string,
  params: Record<string, string | number> = {},
): { ok: false; reason: Problem } {
  return { ok: false, reason: { code: `turn.${code}`, params, message } }
}

/** The result of an action refused by the rules, the storage or the host phone. */
export const refusedFor = (error: unknown): { ok: false; reason: Problem } => ({
  ok: false,
  reason: toProblem(error),
})

/** A write another phone at a live table sent to its host, and the host refused (its reason). */
export class LiveRefusalError extends Error {
  readonly name = 'LiveRefusalError'
  constructor(readonly reason: string) {
    super(`The host phone refused it: ${reason}`)
  }
}

/** Storage failures a player can do something about; each message says what to do next. */
export type StorageFailure = 'gameGone' | 'storageClosed' | 'storageFull' | 'storageUnavailable'

/** IndexedDB missing, refused (private windows, policies) or failing to open. */
const UNAVAILABLE = new Set([
  'MissingAPIError',
  'OpenFailedError',
  'SecurityError',
  'InvalidStateError',
  'NotAllowedError',
  'UnknownError',
])

/** The error and the errors it wraps (Dexie's `inner`, the standard `cause`). */
function errorNames(error: unknown): string[] {
  const names: string[] = []
  let current: unknown = error
  while (current instanceof Object && names.length < 5) {
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown }
    if (typeof name === 'string') names.push(name)
    current = inner ?? cause
  }
  return names
}

export function storageFailure(error: unknown): StorageFailure | null {
  if (error instanceof GameNotFoundError) return 'gameGone'
  const names = errorNames(error)
  if (names.includes('QuotaExceededError')) return 'storageFull'
  // Before "closed": Dexie reports every call after a failed open as closed, with the cause inside.
  if (names.some((name) => UNAVAILABLE.has(name))) return 'storageUnavailable'
  if (names.includes('DatabaseClosedError')) return 'storageClosed'
  return null
}

function pairingProblemOf(error: PairingCodeError): PairingProblem {
  switch (error.code) {
    case 'not-a-code':
      return 'notACode'
    case 'newer-version':
      return 'newer'
    case 'wrong-role':
      return error.expected === 'offer' ? 'wantHostCode' : 'wantAnswer'
    case 'no-candidate':
      return 'noAddress'
    default:
      return 'damaged'
  }
}

export function toProblem(error: unknown): Problem {
  if (error instanceof PairingCodeError) {
    return { code: `pairing.${pairingProblemOf(error)}`, params: {}, message: error.message }
  }
  if (error instanceof PairingConnectError) {
    return { code: 'pairing.noConnection', params: {}, message: error.message }
  }
  if (error instanceof RuleError) {
    return { code: `rule.${error.code}`, params: { ...error.params }, message: error.message }
  }
  if (error instanceof MoveError) {
    // A correction that breaks a later move: say which move, in the rule's own words.
    const move = error.moveIndex === null ? 0 : error.moveIndex + 1
    const rule = error.ruleError ? toProblem(error.ruleError) : null
    return {
      code: 'laterMove',
      params: { ...rule?.params, move, reason: error.reason, reasonCode: rule?.code ?? '' },
      message: error.message,
    }
  }
  if (error instanceof LiveRefusalError) {
    return { code: 'liveRefused', params: { reason: error.reason }, message: error.message }
  }
  if (error instanceof ConflictError) {
    return { code: 'conflict', params: {}, message: error.message }
  }
  const message = error instanceof Error ? error.message : String(error)
  // The raw message stays in `message` for logs; the player reads what happened and what to do.
  const failure = storageFailure(error)
  if (failure) return { code: failure, params: {}, message }
  return { code: 'unexpected', params: { message }, message }
}
