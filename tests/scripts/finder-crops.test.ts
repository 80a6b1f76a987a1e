import { describe, expect, it } from 'vitest'
import { finderCropsOfPhoto } from '../../scripts/vision/finder-crops'
import { detectorSizes } from '../../src/vision/detector'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { decodeWeights } from '../../src/vision/weights-codec'

const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())

/** A plain grey view of 160×120: the finder takes nothing in it for a die. */
const blank = {
  width: 160,
  height: 120,
  data: new Uint8ClampedArray(160 * 120 * 4).fill(128),
}

describe('the reader crops cut from a view of a labelled photo', () => {
  it('cuts every labelled die in the view at its box, and none of the photo outside it', () => {
    const die = (face: number, x: number, y: number) => ({ face, x, y, size: 0.2 })
    const photo = {
      stem: 'view',
      split: 'train',
      imagePath: '',
      // A closer view of a photo: the 2 and the 3 lie in it, the 5 and the 6 beyond its edges.
      dice: [die(2, 0.3, 0.5), die(3, 0.7, 0.4), die(5, 1.3, 0.5), die(6, 0.5, -0.4)],
    }
    const labels = finderCropsOfPhoto(blank, photo, finder).map((record) => record[0])
    expect(labels.filter((label) => label !== 0).sort()).toEqual([2, 3])
  })
})
