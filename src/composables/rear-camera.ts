/**
 * The rear camera as the camera views open it (the dice reader, the pairing-code scan): whether
 * there is one, the stream or why not, and its frames as RGBA bytes.
 */

/** Why the camera gave no picture: refused by the player or the browser, none found, or else. */
export type CameraFailure = 'refused' | 'missing' | 'failed'

export type RearCamera = { stream: MediaStream } | { failure: CameraFailure; message: string }

/** Whether this device has a camera at all; no camera, no control. */
export async function hasCamera(): Promise<boolean> {
  const devices = globalThis.navigator?.mediaDevices
  if (!devices?.getUserMedia || !devices.enumerateDevices) return false
  try {
    return (await devices.enumerateDevices()).some((d) => d.kind === 'videoinput')
  } catch {
    return false
  }
}

/** The rear camera at about 640×480, enough for dice and QR codes alike, or why it did not open. */
async function openRearCamera(): Promise<RearCamera> {
  const devices = globalThis.navigator?.mediaDevices
  if (!devices?.getUserMedia) return { failure: 'missing', message: '' }
  try {
    const stream = await devices.getUserMedia({
      video: { facingMode: 'environment', width: { ideal: 640 }, height: { ideal: 480 } },
      audio: false,
    })
    return { stream }
  } catch (error) {
    const name = (error as { name?: string }).name
    if (name === 'NotAllowedError' || name === 'SecurityError') {
      return { failure: 'refused', message: '' }
    }
    if (name === 'NotFoundError' || name === 'OverconstrainedError') {
      return { failure: 'missing', message: '' }
    }
    return { failure: 'failed', message: (error as Error).message ?? String(error) }
  }
}

/** The rear camera playing, muted, in `video` (the preview the frames are read from), or why not. */
export async function showRearCamera(video: HTMLVideoElement): Promise<RearCamera> {
  const camera = await openRearCamera()
  if ('failure' in camera) return camera
  video.srcObject = camera.stream
  video.muted = true
  await video.play().catch(() => {})
  return camera
}

/** The camera off (its light too) and the preview emptied. */
export function closeRearCamera(stream: MediaStream | null, video: HTMLVideoElement | null) {
  stream?.getTracks().forEach((track) => track.stop())
  if (video) video.srcObject = null
}

/** The video's current frame at most `maxSide` pixels on its longer side; null before the first. */
export function grabFrame(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
  maxSide: number,
): ImageData | null {
  if (video.videoWidth === 0) return null
  const factor = Math.min(1, maxSide / Math.max(video.videoWidth, video.videoHeight))
  const width = Math.round(video.videoWidth * factor)
  const height = Math.round(video.videoHeight * factor)
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return null
  context.drawImage(video, 0, 0, width, height)
  return context.getImageData(0, 0, width, height)
}

/** Resolves at the next frame the browser paints (or soon, where it paints none). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => resolve())
      : setTimeout(resolve, 30),
  )
}
