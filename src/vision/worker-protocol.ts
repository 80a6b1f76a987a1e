import type { DiceReading, Place } from './types'

/** One camera frame to read: RGBA pixels, row by row. */
export interface VisionRequest {
  id: number
  width: number
  height: number
  pixels: ArrayBuffer
  diceCount: 5 | 6
  /** Places the player said hold no die. */
  ignore: Place[]
  /** Places the player said hold a die. */
  taken: Place[]
}

export type VisionResponse =
  | { id: number; type: 'reading'; reading: DiceReading }
  | { id: number; type: 'error'; message: string }
