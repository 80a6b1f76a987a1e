/** A large photo as the 640×480 frame a phone's camera would give of the same view. */
import type { RgbaImage } from '../../src/vision/types'
import { fitInto } from './photos'

/**
 * Averaged down by whole factors first (a camera's sensor sums its light; bilinear sampling alone
 * from 2736 pixels to 480 would alias pips into noise), then fitted and centred as fitInto does.
 */
export function cameraFrame(image: RgbaImage, width = 640, height = 480): RgbaImage {
  const factor = Math.floor(Math.min(image.width / width, image.height / height))
  return fitInto(factor > 1 ? boxShrink(image, factor) : image, width, height)
}

function boxShrink(image: RgbaImage, factor: number): RgbaImage {
  const width = Math.floor(image.width / factor)
  const height = Math.floor(image.height / factor)
  const out = new Uint8ClampedArray(width * height * 4)
  const sums = new Float64Array(width * 4)
  for (let y = 0; y < height; y++) {
    sums.fill(0)
    for (let dy = 0; dy < factor; dy++) {
      const row = (y * factor + dy) * image.width * 4
      for (let x = 0; x < width * factor; x++) {
        const target = Math.floor(x / factor) * 4
        for (let c = 0; c < 4; c++) sums[target + c]! += image.data[row + x * 4 + c]!
      }
    }
    for (let i = 0; i < width * 4; i++) out[y * width * 4 + i] = sums[i]! / (factor * factor)
  }
  return { width, height, data: out }
}
