import { vi } from 'vitest'

/**
 * Browser features as a test wants them: happy-dom has no WebRTC, camera, share sheet or wake
 * lock, so a test gives the page those it needs (stand-ins that are never called into) and takes
 * away the rest. vi.unstubAllGlobals() (or restoreFeatures) puts them back.
 */

/** A stand-in RTCPeerConnection class, enough for the live table to count as possible. */
export function withLiveTable(): void {
  const Connection = Object.assign(function RTCPeerConnection() {}, {
    generateCertificate: async () => ({}),
  })
  vi.stubGlobal('RTCPeerConnection', Connection)
}

/** No WebRTC, as in Debian's WebKitGTK. */
export function withoutLiveTable(): void {
  vi.stubGlobal('RTCPeerConnection', undefined)
}

/** A rear camera (`true`) or none at all: no mediaDevices, as a desktop without one reports. */
export function withCamera(present: boolean): void {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: present
      ? {
          getUserMedia: async () => new MediaStream(),
          enumerateDevices: async () => [{ kind: 'videoinput' }],
        }
      : undefined,
  })
}

/** A Worker class (happy-dom has none), so the bundled QR decoder counts as there. */
export function withQrDecoder(): void {
  vi.stubGlobal('Worker', function Worker() {})
}

/** Sets (or, with undefined, removes) a property of navigator for this test. */
export function withNavigator(name: string, value: unknown): void {
  Object.defineProperty(navigator, name, { configurable: true, value })
}

export function restoreFeatures(): void {
  vi.unstubAllGlobals()
}
