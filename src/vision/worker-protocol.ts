import type { DiceReading } from './types'

/** One camera frame to read: RGBA pixels, row by row. */
export interface VisionRequest {
  id: number
  width: number
  height: number
  pixels: ArrayBuffer
  diceCount: 5 | 6
}

export type VisionResponse =
  | { id: number; type: 'reading'; reading: DiceReading }
  | { id: number; type: 'error'; message: string }
