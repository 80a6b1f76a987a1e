import { onScopeDispose, ref } from 'vue'
import type { PairingRole } from '@/live/pairing-code'
import type { QrReader, QrRefusal } from '@/live/scan-qr'
import { nextFrame } from './rear-camera'
import { useRearCamera } from './useRearCamera'

/** Frames are read at most this size: a phone's screen held up to the camera fills much of it. */
const FRAME_SIDE = 640

/**
 * The rear camera read frame by frame until it shows a pairing code of the kind expected (a
 * guest scans the host's code, the host an answer); then the camera stops and `onRead` gets the
 * code. Any other QR code is said (`refusal`) and the scan goes on. The decoder loads only here.
 */
export function useQrScan(options: { expected: PairingRole; onRead: (code: string) => void }) {
  const camera = useRearCamera()
  const { status, errorMessage } = camera
  /** Why the last QR code seen was not taken; null until one was seen. */
  const refusal = ref<QrRefusal | null>(null)
  let reader: QrReader | null = null

  async function start(element: HTMLVideoElement) {
    refusal.value = null
    if (!(await camera.open(element))) return
    const { openQrReader, pairingCodeAmong } = await import('@/live/scan-qr')
    if (camera.isClosed()) return stop()
    reader = await openQrReader()
    if (camera.isClosed()) return stop()
    status.value = 'looking'
    void loop(pairingCodeAmong)
  }

  async function loop(pairingCodeAmong: typeof import('@/live/scan-qr').pairingCodeAmong) {
    while (!camera.isClosed() && reader) {
      await nextFrame()
      const frame = camera.frame(FRAME_SIDE)
      if (!frame || !reader) continue
      let texts: string[]
      try {
        texts = await reader.read(frame)
      } catch {
        continue
      }
      if (camera.isClosed()) return
      const found = pairingCodeAmong(texts, options.expected)
      if (found.kind === 'other') refusal.value = found.reason
      if (found.kind === 'code') {
        status.value = 'read'
        stop()
        options.onRead(found.code)
      }
    }
  }

  function stop() {
    camera.close()
    reader?.close()
    reader = null
  }

  onScopeDispose(stop)

  return { status, refusal, errorMessage, start, stop }
}
