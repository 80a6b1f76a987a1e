// What the pairing test's page loads: the live-table layer as it ships, bundled at test time, the
// small stand-in for the host's stores that the unit tests use, and a place to keep things across
// a reload.
export {
  answerPairing,
  certificateFingerprint,
  newCertificate,
  offerPairing,
  offerRejoin,
  type GuestPairing,
  type HostPairing,
} from '@/live/rtc'
import { LiveGuest } from '@/live/guest-session'
import { certificateFingerprint } from '@/live/rtc'
import type { Channel } from '@/live/channel'

export { LiveGuest, type Channel }
export { LiveHost } from '@/live/host-session'
export type { GuestAction } from '@/live/protocol'
export { newGame, tableStore } from '../live/table-store'

function keptStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('live-pairing-test', 1)
    request.onupgradeneeded = () => request.result.createObjectStore('kept')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** Keeps a value in IndexedDB (an RTCCertificate survives it, as the app would keep one). */
export async function keep(key: string, value: unknown): Promise<void> {
  const database = await keptStore()
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction('kept', 'readwrite')
    transaction.objectStore('kept').put(value, key)
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
  })
}

export async function kept<Value>(key: string): Promise<Value | undefined> {
  const database = await keptStore()
  return new Promise((resolve, reject) => {
    const request = database.transaction('kept').objectStore('kept').get(key)
    request.onsuccess = () => resolve(request.result as Value | undefined)
    request.onerror = () => reject(request.error)
  })
}

/**
 * This page follows the host's table as a guest on `channel`: the session goes on window.guest,
 * the time each revision arrived on window.arrivals, and the code to come back by is kept.
 */
export function followTable(
  channel: Channel,
  guestId: string,
  hostFingerprint: string,
  certificate: RTCCertificate,
): void {
  const arrivals: Record<number, number> = {}
  const guest = new LiveGuest(channel, {
    guestId,
    name: guestId,
    seat: null,
    hostFingerprint,
    rejoinFingerprint: certificateFingerprint(certificate),
    saveCopy: () => {},
    onEvent: (event) => {
      if (event.type === 'state') arrivals[event.game.revision] = Date.now()
      if (event.type === 'rejoin-code') void keep('rejoin-code', event.code)
    },
  })
  Object.assign(window, { guest, arrivals })
}
