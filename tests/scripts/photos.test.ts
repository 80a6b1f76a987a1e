import { describe, expect, it } from 'vitest'
import { unstretched } from '../../scripts/vision/photos'
import type { RgbaImage } from '../../src/vision/types'

/** A grey 640×640 picture with a white block over 10 % of each side about the fraction (fx, fy). */
function squareWithBlockAt(fx: number, fy: number): RgbaImage {
  const side = 640
  const data = new Uint8ClampedArray(side * side * 4).fill(100)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      if (Math.abs(x / side - fx) < 0.05 && Math.abs(y / side - fy) < 0.05)
        data.fill(255, (y * side + x) * 4, (y * side + x) * 4 + 3)
  return { width: side, height: side, data }
}

/** The block's centre as fractions of the picture's sides. */
function blockCentre(image: RgbaImage) {
  let sx = 0
  let sy = 0
  let n = 0
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      if (image.data[(y * image.width + x) * 4]! > 200) {
        sx += x + 0.5
        sy += y + 0.5
        n++
      }
  return { x: sx / n / image.width, y: sy / n / image.height }
}

describe('a photo stretched to a square, drawn back to its shape', () => {
  it('narrows a 3:4 photo and flattens a 4:3 one, its labels (fractions of the sides) still on the same things', () => {
    const tall = unstretched(squareWithBlockAt(0.25, 0.6), 3 / 4)
    expect([tall.width, tall.height]).toEqual([480, 640])
    const wide = unstretched(squareWithBlockAt(0.7, 0.3), 4 / 3)
    expect([wide.width, wide.height]).toEqual([640, 480])
    const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.005)
    near(blockCentre(tall).x, 0.25)
    near(blockCentre(tall).y, 0.6)
    near(blockCentre(wide).x, 0.7)
    near(blockCentre(wide).y, 0.3)
  })

  it('leaves a photo of unknown shape as it is', () => {
    const square = squareWithBlockAt(0.5, 0.5)
    expect(unstretched(square)).toBe(square)
  })
})
