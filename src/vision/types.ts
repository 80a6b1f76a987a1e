/** A picture as the canvas gives it: RGBA bytes, row by row. */
export interface RgbaImage {
  width: number
  height: number
  data: Uint8ClampedArray | Uint8Array
}

/** One channel of brightness, 0–255, row by row. */
export interface GrayImage {
  width: number
  height: number
  data: Float32Array
}

/** A die the recogniser found: its face, how sure it is of that face, its centre and side in pixels. */
export interface DieReading {
  face: 1 | 2 | 3 | 4 | 5 | 6
  confidence: number
  x: number
  y: number
  size: number
}

/** Why a reading is not sure, so the camera can say it in words. */
export type DoubtReason = 'count' | 'dark' | 'unclear' | 'overlap'

export interface DiceReading {
  /** Every die found, however many, left to right then top to bottom. */
  dice: DieReading[]
  /** The reading is the roll: as many dice as asked, each face confident. Fill it in without asking. */
  sure: boolean
  /** Why not sure (absent when sure). */
  doubt?: DoubtReason
}

export interface ReadOptions {
  diceCount: 5 | 6
}
