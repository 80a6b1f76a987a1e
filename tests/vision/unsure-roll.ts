/** A made-up roll of five white dice found and read by the networks, and the same with dice made unsure. */
import { findDice } from '../../src/vision/find-dice'
import type { FoundDie } from '../../src/vision/read-dice'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import { diceInARow } from './fixtures'

export const readerWeights = decodeWeights(DIE_READER_WEIGHTS)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())
export const ROLL_FACES = [1, 3, 4, 5, 6]

/** ROLL_FACES as white dice of side `size` in a 640×480 frame, found and read. */
export function whiteRollOf(size: number) {
  const picture = diceInARow(ROLL_FACES, {
    size,
    body: [235, 232, 225],
    pip: [25, 25, 30],
    table: [120, 90, 60],
    seed: 7,
  })
  return findDice(picture, readerWeights, finder, 5)
}

/** The dice read as a face of `shown`, read unsure instead (every look at 0.5), as `asFace` or their own face. */
export function withUnsure(dice: FoundDie[], shown: number[], asFace?: number): FoundDie[] {
  return dice.map((die) =>
    shown.includes(die.face)
      ? { ...die, face: (asFace ?? die.face) as FoundDie['face'], confidence: 0.5, agreed: 0.5 }
      : die,
  )
}

export const sortedFaces = (reading: { dice: { face: number }[] }) =>
  reading.dice.map((d) => d.face).sort()
