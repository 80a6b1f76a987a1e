import { describe, expect, it } from 'vitest'
import { finderCropsOfPhoto } from '../../scripts/vision/finder-crops'
import { detectorSizes } from '../../src/vision/detector'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { decodeWeights } from '../../src/vision/weights-codec'

const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())

/** A plain grey 640×480 frame: the finder takes nothing in it for a die. */
const frame = {
  width: 640,
  height: 480,
  data: new Uint8ClampedArray(640 * 480 * 4).fill(128),
}

/** A die of 40 px centred at (x, y) in the frame's pixels, as a label in fractions of it. */
const die = (face: number, x: number, y: number) => ({
  face,
  x: x / 640,
  y: y / 480,
  size: 40 / 640,
})

/** The faces of the dice cut at their boxes. */
const facesCut = (
  photo: { dice: ReturnType<typeof die>[] },
  shown?: Parameters<typeof finderCropsOfPhoto>[3],
) =>
  finderCropsOfPhoto(
    frame,
    { stem: 'view', split: 'train', imagePath: '', ...photo },
    finder,
    shown,
  )
    .map((record) => record[0])
    .filter((label) => label !== 0)
    .sort()

describe('the reader crops cut from a view of a labelled photo', () => {
  it('cuts the dice of a closer view fitted into the frame, and none in the smear beside it or beyond it', () => {
    // A square part of the photo, 480 px, fitted into the frame between x 80 and 560.
    const shown = { left: 80, top: 0, width: 480, height: 480 }
    const dice = [
      die(2, 200, 240), // in the part
      die(3, 540, 100), // in the part, near its edge
      die(4, 40, 240), // in the smear left of the part
      die(5, 82, 300), // half beyond the part's edge
      die(6, 900, 240), // beyond the frame
    ]
    expect(facesCut({ dice }, shown)).toEqual([2, 3])
  })

  it('cuts a die at the edge of a whole photo: it is still a die', () => {
    expect(facesCut({ dice: [die(1, 10, 240), die(6, 320, 470)] })).toEqual([1, 6])
  })
})
