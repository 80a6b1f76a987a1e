// What the pairing test's page loads: the live-table layer as it ships, bundled at test time.
export { answerPairing, offerPairing } from '@/live/rtc'
export { LiveGuest } from '@/live/guest-session'
export { LiveHost } from '@/live/host-session'
export type { HostPairing } from '@/live/rtc'
export type { Channel } from '@/live/channel'
