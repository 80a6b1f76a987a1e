/**
 * The dice recogniser: reads the faces of real dice from a camera frame, on the device.
 * Pure TypeScript (no Vue, no DOM): the app runs it in a Web Worker, tests and benchmarks in Node.
 */
import { judge, findDice } from './read-dice'
import { decodeWeights } from './weights-codec'
import { DIE_READER_WEIGHTS } from './weights.generated'
import type { Weights } from './net'
import type { DiceReading, ReadOptions, RgbaImage } from './types'

export type { DiceReading, DieReading, DoubtReason, ReadOptions, RgbaImage } from './types'

let weights: Weights | undefined

/**
 * Every die in the picture with its face, and whether the reading is the roll: `sure` means as
 * many dice as asked, each face read with confidence, so the caller may fill the dice without
 * asking. When not sure, `doubt` says why.
 */
export async function readDice(image: RgbaImage, options: ReadOptions): Promise<DiceReading> {
  weights ??= decodeWeights(DIE_READER_WEIGHTS)
  const { dice, brightness } = findDice(image, weights)
  return judge(dice, brightness, options)
}
