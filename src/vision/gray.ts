import type { GrayImage, RgbaImage } from './types'

/** Brightness (BT.601 luma) of an RGBA picture, shrunk by a whole factor so its long side is at most `maxSide`. */
export function toGray(image: RgbaImage, maxSide = Infinity): GrayImage {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / maxSide))
  if (factor === 1) return lumaOf(image)
  const width = Math.floor(image.width / factor)
  const height = Math.floor(image.height / factor)
  const out = new Float32Array(width * height)
  const src = image.data
  const weight = 1 / (factor * factor)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0
      for (let dy = 0; dy < factor; dy++) {
        let i = ((y * factor + dy) * image.width + x * factor) * 4
        for (let dx = 0; dx < factor; dx++, i += 4) {
          sum += 0.299 * src[i]! + 0.587 * src[i + 1]! + 0.114 * src[i + 2]!
        }
      }
      out[y * width + x] = sum * weight
    }
  }
  return { width, height, data: out }
}

/**
 * toGray at full size, in one plain pass: a frame's every pixel goes through here. (A SIMD kernel
 * for it was no faster in Chromium: the pass is bound by memory, not arithmetic.)
 */
function lumaOf(image: RgbaImage): GrayImage {
  const { width, height, data } = image
  const out = new Float32Array(width * height)
  for (let p = 0, i = 0; p < out.length; p++, i += 4) {
    out[p] = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!
  }
  return { width, height, data: out }
}

/** Bilinear sample with the edge pixels repeated outside the picture. */
export function sampleAt(image: GrayImage, x: number, y: number): number {
  const { width, height, data } = image
  const cx = Math.min(Math.max(x, 0), width - 1)
  const cy = Math.min(Math.max(y, 0), height - 1)
  const x0 = Math.floor(cx)
  const y0 = Math.floor(cy)
  const x1 = Math.min(x0 + 1, width - 1)
  const y1 = Math.min(y0 + 1, height - 1)
  const fx = cx - x0
  const fy = cy - y0
  const top = data[y0 * width + x0]! * (1 - fx) + data[y0 * width + x1]! * fx
  const bottom = data[y1 * width + x0]! * (1 - fx) + data[y1 * width + x1]! * fx
  return top * (1 - fy) + bottom * fy
}

/**
 * The square of side `side` centred on (cx, cy), turned by `angle` radians, resampled to
 * `size`×`size`. When it shrinks a lot, each output pixel averages a few samples so small pips
 * do not flicker in and out.
 */
export function cropSquare(
  image: GrayImage,
  cx: number,
  cy: number,
  side: number,
  size: number,
  angle = 0,
): Float32Array {
  const out = new Float32Array(size * size)
  const step = side / size
  const cos = Math.cos(angle) * step
  const sin = Math.sin(angle) * step
  const taps = Math.min(3, Math.max(1, Math.round(step)))
  const tapOffsets: number[] = []
  for (let t = 0; t < taps; t++) tapOffsets.push((t + 0.5) / taps - 0.5)
  const half = size / 2
  for (let v = 0; v < size; v++) {
    for (let u = 0; u < size; u++) {
      let sum = 0
      for (const dv of tapOffsets) {
        for (const du of tapOffsets) {
          const ox = u + 0.5 + du - half
          const oy = v + 0.5 + dv - half
          sum += sampleAt(image, cx + ox * cos - oy * sin - 0.5, cy + ox * sin + oy * cos - 0.5)
        }
      }
      out[v * size + u] = sum / (taps * taps)
    }
  }
  return out
}

/** Zero mean, unit spread: the classifier sees shapes, not how bright the room is. */
export function normalise(pixels: Float32Array): Float32Array {
  let mean = 0
  for (const p of pixels) mean += p
  mean /= pixels.length
  let variance = 0
  for (const p of pixels) variance += (p - mean) * (p - mean)
  const scale = 1 / Math.sqrt(variance / pixels.length + 25)
  const out = new Float32Array(pixels.length)
  for (let i = 0; i < pixels.length; i++) out[i] = (pixels[i]! - mean) * scale
  return out
}
