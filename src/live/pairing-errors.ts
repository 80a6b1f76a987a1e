/**
 * Why a pairing did not happen, typed so the screens can say it in the player's language and say
 * what to do next. Apart from the rest of the live layer, which loads only when a phone hosts or
 * joins: the stores tell these errors apart on the first screen.
 */

/** Why a text is refused as a pairing code; each has a message a person can act on. */
export type PairingCodeErrorCode =
  | 'not-a-code'
  | 'too-long'
  | 'truncated'
  | 'damaged'
  | 'newer-version'
  | 'wrong-role'
  | 'no-candidate'
  | 'bad-candidate'

export class PairingCodeError extends Error {
  constructor(
    readonly code: PairingCodeErrorCode,
    message: string,
    /** For 'wrong-role': the kind of code that was wanted. */
    readonly expected?: 'offer' | 'answer',
  ) {
    super(message)
    this.name = 'PairingCodeError'
  }
}

/**
 * Why two codes that read well still gave no channel: nothing came through in time, the browser
 * gave the connection up, the other phone's certificate was not the one its code named, or this
 * phone stopped waiting (a new code was scanned instead).
 */
export type PairingConnectErrorCode = 'timeout' | 'failed' | 'certificate' | 'cancelled'

export class PairingConnectError extends Error {
  constructor(
    readonly code: PairingConnectErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'PairingConnectError'
  }
}
