import { describe, expect, it } from 'vitest'
import { hasKnownLabelError } from '../../scripts/vision/label-errors'

describe('photos with a known label error, as the benches name them', () => {
  it('knows a DiceWatcher photo by its name and its Rune55 copies by their export names', () => {
    expect(hasKnownLabelError('IMG_20191209_095954')).toBe(true)
    expect(
      hasKnownLabelError(
        '/data/rune55/test/images/IMG_20191209_095954_jpg.rf.7d01cf6fca50e8bec7b2458b84a91abb.jpg',
      ),
    ).toBe(true)
    expect(hasKnownLabelError('00054_jpg.rf.be7def19dc990a024.jpg')).toBe(true)
  })

  it('does not take a photo of a neighbouring name for one', () => {
    expect(hasKnownLabelError('IMG_20191209_095955')).toBe(false)
    expect(hasKnownLabelError('000540_jpg.rf.abc.jpg')).toBe(false)
    expect(hasKnownLabelError('IMG_20191209_100216_365924.jpg')).toBe(false)
  })
})
