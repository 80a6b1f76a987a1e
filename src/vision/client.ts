/**
 * The app's side of vision.worker.ts: one worker per open camera, one frame at a time. Where there
 * is no Worker (component tests), the reader runs on this thread, loaded on first use.
 */
import type { DiceReading, ReadOptions } from './types'
import type { VisionRequest, VisionResponse } from './worker-protocol'

export interface VisionClient {
  read(
    frame: { width: number; height: number; data: Uint8ClampedArray },
    options: ReadOptions,
  ): Promise<DiceReading>
  dispose(): void
}

export function createVisionClient(): VisionClient {
  if (typeof Worker === 'undefined') {
    return {
      read: async (frame, options) => (await import('./index')).readDice(frame, options),
      dispose() {},
    }
  }
  // `new Worker(new URL(…))` word for word: the form Vite bundles as a worker file (the CSP
  // refuses the data-URL fallback).
  const worker = new Worker(new URL('./vision.worker.ts', import.meta.url), { type: 'module' })
  const waiting = new Map<
    number,
    { resolve: (r: DiceReading) => void; reject: (e: Error) => void }
  >()
  let nextId = 1
  worker.onmessage = (event: MessageEvent<VisionResponse>) => {
    const response = event.data
    const request = waiting.get(response.id)
    waiting.delete(response.id)
    if (!request) return
    if (response.type === 'reading') request.resolve(response.reading)
    else request.reject(new Error(response.message))
  }
  worker.onerror = (event) => {
    for (const [, request] of waiting)
      request.reject(new Error(event.message || 'The dice reader failed'))
    waiting.clear()
  }
  return {
    read(frame, { diceCount, ignore = [], taken = [] }) {
      const id = nextId++
      const pixels = frame.data.buffer as ArrayBuffer
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        const request: VisionRequest = {
          id,
          width: frame.width,
          height: frame.height,
          pixels,
          diceCount,
          ignore: [...ignore],
          taken: [...taken],
        }
        worker.postMessage(request, [pixels])
      })
    },
    dispose() {
      worker.terminate()
      for (const [, request] of waiting) request.reject(new Error('closed'))
      waiting.clear()
    },
  }
}
