/**
 * The live table's public face (see README.md): pairing over WebRTC by two codes, and the host's
 * and a guest's sessions. Loaded only when a phone hosts or joins a table.
 */
export {
  offerPairing,
  answerPairing,
  offerRejoin,
  newCertificate,
  certificateFingerprint,
} from './rtc'
export type { HostPairing, GuestPairing } from './rtc'
export { LiveHost, type ApplyOutcome, type GuestInfo } from './host-session'
export { LiveGuest, newGuestId, type GuestEvent, type GuestStatus } from './guest-session'
export { PairingCodeError } from './pairing-code'
export type { GuestRequest, GuestAction, RefusalReason, SeatMode } from './protocol'
