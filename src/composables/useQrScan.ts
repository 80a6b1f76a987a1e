import { onScopeDispose, ref } from 'vue'
import type { PairingRole } from '@/live/pairing-code'
import type { QrReader, QrRefusal } from '@/live/scan-qr'
import { grabFrame, nextFrame, showRearCamera, type CameraFailure } from './rear-camera'

/** What the scan view shows, from opening the camera to a code read. */
export type QrScanStatus = 'starting' | 'looking' | CameraFailure | 'read'

/** Frames are read at most this size: a phone's screen held up to the camera fills much of it. */
const FRAME_SIDE = 640

/**
 * The rear camera read frame by frame until it shows a pairing code of the kind expected (a
 * guest scans the host's code, the host an answer); then the camera stops and `onRead` gets the
 * code. Any other QR code is said (`refusal`) and the scan goes on. The decoder loads only here.
 */
export function useQrScan(options: { expected: PairingRole; onRead: (code: string) => void }) {
  const status = ref<QrScanStatus>('starting')
  /** Why the last QR code seen was not taken; null until one was seen. */
  const refusal = ref<QrRefusal | null>(null)
  const errorMessage = ref('')

  let stream: MediaStream | null = null
  let reader: QrReader | null = null
  let video: HTMLVideoElement | null = null
  let stopped = false
  const canvas = typeof document === 'undefined' ? null : document.createElement('canvas')

  async function start(element: HTMLVideoElement) {
    video = element
    stopped = false
    status.value = 'starting'
    refusal.value = null
    const camera = await showRearCamera(element)
    if ('failure' in camera) {
      status.value = camera.failure
      errorMessage.value = camera.message
      return
    }
    stream = camera.stream
    if (stopped) return stop()
    const { openQrReader, pairingCodeAmong } = await import('@/live/scan-qr')
    if (stopped) return stop()
    reader = await openQrReader()
    if (stopped) return stop()
    status.value = 'looking'
    void loop(pairingCodeAmong)
  }

  async function loop(pairingCodeAmong: typeof import('@/live/scan-qr').pairingCodeAmong) {
    while (!stopped && reader) {
      await nextFrame()
      const frame = video && canvas && !stopped ? grabFrame(video, canvas, FRAME_SIDE) : null
      if (!frame || !reader) continue
      let texts: string[]
      try {
        texts = await reader.read(frame)
      } catch {
        continue
      }
      if (stopped) return
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
    stopped = true
    stream?.getTracks().forEach((track) => track.stop())
    stream = null
    if (video) video.srcObject = null
    reader?.close()
    reader = null
  }

  onScopeDispose(stop)

  return { status, refusal, errorMessage, start, stop }
}
