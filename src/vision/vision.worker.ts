/// <reference lib="webworker" />
/**
 * The camera's reader off the main thread: each message is one frame (its pixels transferred, not
 * copied); the answer is the reading. Nothing is kept between frames.
 */
import { readDice } from './index'
import type { VisionRequest, VisionResponse } from './worker-protocol'

const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = async (event: MessageEvent<VisionRequest>) => {
  const { id, width, height, pixels, diceCount, ignore, taken } = event.data
  try {
    const reading = await readDice(
      { width, height, data: new Uint8ClampedArray(pixels) },
      { diceCount, ignore, taken },
    )
    scope.postMessage({ id, type: 'reading', reading } satisfies VisionResponse)
  } catch (error) {
    scope.postMessage({ id, type: 'error', message: String(error) } satisfies VisionResponse)
  }
}
