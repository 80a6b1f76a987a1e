import { hasCamera } from './rear-camera'

/**
 * What this browser can do of the features that need more than a page: each is checked where it is
 * offered, so a screen can say in words what this browser cannot do before the player tries it
 * (Debian's WebKitGTK, for one, has no WebRTC, no share sheet and no BarcodeDetector). Read at the
 * moment of asking, never cached: tests take a feature away, and a browser may grant one later.
 */

/** A live table: WebRTC's peer connection and its certificates (the pairing codes carry one). */
export function canPlayLive(): boolean {
  const Connection = globalThis.RTCPeerConnection as typeof RTCPeerConnection | undefined
  return typeof Connection === 'function' && typeof Connection.generateCertificate === 'function'
}

/** The system share sheet (phones); without it a share button copies instead. */
export function canShare(): boolean {
  return typeof globalThis.navigator?.share === 'function'
}

/** Writing text to the clipboard; without it a code is selected for the player to copy. */
export function canCopy(): boolean {
  return typeof globalThis.navigator?.clipboard?.writeText === 'function'
}

/** The Screen Wake Lock API, behind "Keep the screen on". */
export function canKeepScreenOn(): boolean {
  const navigator = globalThis.navigator as Navigator | undefined
  return typeof navigator?.wakeLock?.request === 'function'
}

/** Asking the browser to keep the games for good (navigator.storage.persist). */
export function canAskToKeepStorage(): boolean {
  return typeof globalThis.navigator?.storage?.persist === 'function'
}

/**
 * Reading a QR code from the camera's frames: the browser's BarcodeDetector where it has one,
 * else the bundled decoder, which runs in a Worker. Only when neither works is it worth a word.
 */
export function canReadQrCodes(): boolean {
  return 'BarcodeDetector' in globalThis || typeof globalThis.Worker === 'function'
}

/**
 * A camera that can scan a code: getUserMedia, a video input, and a way to read the frames. A
 * device without one is told to type or paste the code instead.
 */
export async function canScanCodes(): Promise<boolean> {
  return canReadQrCodes() && (await hasCamera())
}
