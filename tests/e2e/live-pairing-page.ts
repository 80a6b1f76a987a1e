// What the pairing test's page loads: the live-table layer as it ships, bundled at test time, and
// the small stand-in for the host's stores that the unit tests use.
export { answerPairing, offerPairing, type GuestPairing, type HostPairing } from '@/live/rtc'
export { LiveGuest } from '@/live/guest-session'
export { LiveHost } from '@/live/host-session'
export { decodePairingCode, encodePairingCode } from '@/live/pairing-code'
export type { Channel } from '@/live/channel'
export { newGame, tableStore } from '../live/table-store'
export type { GuestAction } from '@/live/protocol'
