/** Test photos as the recogniser and Chromium's fake camera take them. */
import { readFileSync } from 'node:fs'
import jpeg from 'jpeg-js'
import type { RgbaImage } from '../../src/vision/types'

export function readJpeg(path: string): RgbaImage {
  const decoded = jpeg.decode(readFileSync(path), { useTArray: true, formatAsRGBA: true })
  return { width: decoded.width, height: decoded.height, data: decoded.data }
}

/** The picture scaled (bilinear) and centred on a width×height canvas of its edge colour, as a camera frame. */
export function fitInto(image: RgbaImage, width: number, height: number): RgbaImage {
  const scale = Math.min(width / image.width, height / image.height)
  const regionWidth = width / scale
  const regionHeight = height / scale
  return resampleRegion(
    image,
    {
      left: (image.width - regionWidth) / 2,
      top: (image.height - regionHeight) / 2,
      width: regionWidth,
      height: regionHeight,
    },
    width,
    height,
  )
}

export interface Region {
  left: number
  top: number
  width: number
  height: number
}

/** A region of the picture (in its pixels) scaled (bilinear) onto a width×height canvas; beyond the picture, its edge colour. */
export function resampleRegion(
  image: RgbaImage,
  region: Region,
  width: number,
  height: number,
): RgbaImage {
  const out = new Uint8ClampedArray(width * height * 4)
  const stepX = region.width / width
  const stepY = region.height / height
  for (let y = 0; y < height; y++) {
    const sy = Math.min(Math.max(region.top + (y + 0.5) * stepY - 0.5, 0), image.height - 1)
    const y0 = Math.floor(sy)
    const y1 = Math.min(y0 + 1, image.height - 1)
    const fy = sy - y0
    for (let x = 0; x < width; x++) {
      const sx = Math.min(Math.max(region.left + (x + 0.5) * stepX - 0.5, 0), image.width - 1)
      const x0 = Math.floor(sx)
      const x1 = Math.min(x0 + 1, image.width - 1)
      const fx = sx - x0
      for (let c = 0; c < 4; c++) {
        const at = (yy: number, xx: number) => image.data[(yy * image.width + xx) * 4 + c]!
        const top = at(y0, x0) * (1 - fx) + at(y0, x1) * fx
        const bottom = at(y1, x0) * (1 - fx) + at(y1, x1) * fx
        out[(y * width + x) * 4 + c] = top * (1 - fy) + bottom * fy
      }
    }
  }
  return { width, height, data: out }
}

/** A photo stretched to another shape, back in the scene's own (`aspect`: its width over height). */
export function unstretched(image: RgbaImage, aspect?: number): RgbaImage {
  if (!aspect) return image
  const whole = { left: 0, top: 0, width: image.width, height: image.height }
  return aspect < image.width / image.height
    ? resampleRegion(image, whole, Math.round(image.height * aspect), image.height)
    : resampleRegion(image, whole, image.width, Math.round(image.width / aspect))
}

/**
 * A Y4M video (what Chromium's fake camera plays) showing the picture still for `frames` frames:
 * 4:2:0, BT.601 from RGB, even sides.
 */
export function toY4m(image: RgbaImage, frames = 10): Buffer {
  const { width, height, data } = image
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)
  const ySize = width * height
  const cSize = (width / 2) * (height / 2)
  const frame = Buffer.alloc(6 + ySize + 2 * cSize)
  frame.write('FRAME\n')
  for (let i = 0; i < ySize; i++) {
    const r = data[i * 4]!
    const g = data[i * 4 + 1]!
    const b = data[i * 4 + 2]!
    frame[6 + i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b)
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      let r = 0
      let g = 0
      let b = 0
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((2 * y + dy) * width + 2 * x + dx) * 4
        r += data[i]!
        g += data[i + 1]!
        b += data[i + 2]!
      }
      r /= 4
      g /= 4
      b /= 4
      const at = y * (width / 2) + x
      frame[6 + ySize + at] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)
      frame[6 + ySize + cSize + at] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)
    }
  }
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)])
}
