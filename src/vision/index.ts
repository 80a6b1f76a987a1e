/**
 * The dice recogniser: reads the faces of real dice from a camera frame, on the device.
 * Pure TypeScript (no Vue, no DOM): the app runs it in a Web Worker, tests and benchmarks in Node.
 */
import { findDice } from './find-dice'
import { judgeWithSecondLook, lookAgainAt, readBySecondAt } from './second-look'
import { decodeWeights } from './weights-codec'
import { DIE_READER_WEIGHTS } from './weights.generated'
import { SECOND_READER_WEIGHTS } from './second-reader-weights.generated'
import { DICE_FINDER_WEIGHTS } from './detector-weights.generated'
import { detectorSizes } from './detector'
import type { Weights } from './net'
import type { DiceReading, ReadOptions, RgbaImage } from './types'

export type { DiceReading, DieReading, DoubtReason, Place, ReadOptions, RgbaImage } from './types'

let weights: Weights | undefined
let second: Weights | undefined
let finder: Weights | undefined

/**
 * The dice of the roll in the picture with their faces (the other things found in `others`), and
 * whether the reading is the roll: `sure` means as many dice as asked, each face read with
 * confidence, so the caller may fill the dice without asking. When not sure, `doubt` says why.
 */
export async function readDice(image: RgbaImage, options: ReadOptions): Promise<DiceReading> {
  weights ??= decodeWeights(DIE_READER_WEIGHTS)
  second ??= decodeWeights(SECOND_READER_WEIGHTS)
  finder ??= decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())
  const { dice, brightness, gray } = findDice(image, weights, finder, options.diceCount)
  const frameSide = Math.max(image.width, image.height)
  return judgeWithSecondLook(
    dice,
    brightness,
    options,
    frameSide,
    lookAgainAt(gray, weights),
    readBySecondAt(gray, second),
  )
}
