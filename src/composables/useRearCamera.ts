import { onScopeDispose, ref } from 'vue'
import { closeRearCamera, grabFrame, showRearCamera, type CameraFailure } from './rear-camera'

/** What a camera view shows, from opening to what it was opened for being read. */
export type CameraStatus = 'starting' | 'looking' | CameraFailure | 'read'

/**
 * The rear camera in a preview, for a view that reads its frames (the dice, a pairing code):
 * its status and why it failed, its frames, and one close that turns it off, also when the
 * view goes away. (VueUse's useUserMedia would hold the stream, but the views need to say why the
 * camera did not open: refused, missing or else.)
 */
export function useRearCamera() {
  const status = ref<CameraStatus>('starting')
  const errorMessage = ref('')
  let stream: MediaStream | null = null
  let video: HTMLVideoElement | null = null
  let closed = false
  const canvas = typeof document === 'undefined' ? null : document.createElement('canvas')

  /** Opens the camera in `element`; false if it did not open or was closed meanwhile. */
  async function open(element: HTMLVideoElement): Promise<boolean> {
    video = element
    closed = false
    status.value = 'starting'
    const camera = await showRearCamera(element)
    if ('failure' in camera) {
      status.value = camera.failure
      errorMessage.value = camera.message
      // Said on screen in words ("could not start"); the browser's own message is for the console.
      if (camera.message) console.warn(camera.message)
      return false
    }
    stream = camera.stream
    if (closed) close()
    return !closed
  }

  function close() {
    closed = true
    closeRearCamera(stream, video)
    stream = null
  }

  /** The preview's current frame, at most `maxSide` pixels; null before the first or once closed. */
  const frame = (maxSide: number) =>
    video && canvas && !closed ? grabFrame(video, canvas, maxSide) : null

  onScopeDispose(close)

  return { status, errorMessage, open, close, frame, isClosed: () => closed }
}
