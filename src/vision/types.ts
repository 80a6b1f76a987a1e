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
  /**
   * Its face is read clearly enough to fill in without asking (read-dice.ts's clearlyRead: every
   * look at its sure bar, its pips counting it, or confirmed by a second look or the second
   * reader). Absent: the face may need the player's check.
   */
  clear?: boolean
  /**
   * The die the reading doubts: with doubt 'extra', another set is about as likely without it (or
   * with it), and the player may drop it; with 'unclear', it is one of the (at most two) dice that
   * keep the roll from being sure, and the player may fix its face or drop it.
   */
  doubted?: boolean
}

/** Why a reading is not sure, so the camera can say it in words. */
export type DoubtReason = 'count' | 'dark' | 'unclear' | 'overlap' | 'extra'

export interface DiceReading {
  /**
   * The dice found, left to right then top to bottom: the set of the roll, as many as asked at
   * most, unless two sets are about as likely (doubt 'extra'), when the things they disagree on
   * are all here, `doubted`.
   */
  dice: DieReading[]
  /** Things found that are not a die of the roll: unlike the set, or not die-like on their own. */
  others?: DieReading[]
  /** The reading is the roll: as many dice as asked, each face confident. Fill it in without asking. */
  sure: boolean
  /** Why not sure (absent when sure). */
  doubt?: DoubtReason
}

export interface ReadOptions {
  diceCount: 5 | 6
  /** Places the player said hold no die (a tapped mark): nothing found there counts. */
  ignore?: readonly Place[]
  /**
   * Places the player said hold a die (a tapped mark of a thing left out of a roll found short):
   * what is found there is one of the roll's dice.
   */
  taken?: readonly Place[]
}

/** A spot of the picture: centre and side in pixels. */
export interface Place {
  x: number
  y: number
  size: number
}
