/**
 * A real photo's labelled dice in the pixels of the camera frame made of it (camera-frame.ts),
 * with what each looks like (size, body colour, turn, slant), and which thing found is which die:
 * shared by the real-photo benchmark and the diagnosis of missed dice.
 */
import { toGray } from '../../src/vision/gray'
import { dieAngle } from '../../src/vision/orientation'
import type { FoundDie } from '../../src/vision/read-dice'
import type { RgbaImage } from '../../src/vision/types'
import type { RealPhoto } from './real-sets'

/** A labelled die in the frame's pixels: centre, side (the box's longer side), and what it looks like. */
export interface FrameDie {
  face?: number
  x: number
  y: number
  size: number
  colour: string
  turn: string
  slant: string
}

/** The die's body colour, from the middle of its box: the pips are a small share of it. */
function colourOf(image: RgbaImage, x: number, y: number, size: number): string {
  let r = 0
  let g = 0
  let b = 0
  let n = 0
  const half = Math.max(1, Math.round(size / 4))
  for (let yy = Math.round(y) - half; yy <= Math.round(y) + half; yy++) {
    for (let xx = Math.round(x) - half; xx <= Math.round(x) + half; xx++) {
      if (xx < 0 || yy < 0 || xx >= image.width || yy >= image.height) continue
      const i = (yy * image.width + xx) * 4
      r += image.data[i]!
      g += image.data[i + 1]!
      b += image.data[i + 2]!
      n++
    }
  }
  ;[r, g, b] = [r / n, g / n, b / n]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const saturation = max ? (max - min) / max : 0
  if (saturation < 0.25) return max > 150 ? 'white' : max < 80 ? 'black' : 'grey'
  const hue = (() => {
    if (max === r) return (60 * ((g - b) / (max - min)) + 360) % 360
    if (max === g) return 60 * ((b - r) / (max - min)) + 120
    return 60 * ((r - g) / (max - min)) + 240
  })()
  if (hue < 20 || hue >= 330) return 'red'
  if (hue < 70) return 'yellow/orange'
  if (hue < 170) return 'green'
  if (hue < 260) return 'blue'
  return 'purple/pink'
}

export function frameDice(photo: RealPhoto, original: RgbaImage, frame: RgbaImage): FrameDie[] {
  // fitInto: the photo scaled by `scale` and centred.
  const scale = Math.min(frame.width / original.width, frame.height / original.height)
  const left = (frame.width - original.width * scale) / 2
  const top = (frame.height - original.height * scale) / 2
  const gray = toGray(frame)
  return photo.dice.map((die) => {
    const width = die.width * original.width * scale
    const height = die.height * original.height * scale
    const x = left + die.x * original.width * scale
    const y = top + die.y * original.height * scale
    const size = Math.max(width, height)
    const turn = Math.abs(
      (((((dieAngle(gray, x, y, size) * 180) / Math.PI + 45) % 90) + 90) % 90) - 45,
    )
    return {
      face: die.face,
      x,
      y,
      size,
      colour: colourOf(frame, x, y, size),
      turn: turn < 15 ? 'square (<15°)' : 'turned (15–45°)',
      slant: Math.min(width, height) / size < 0.85 ? 'seen slanted' : 'seen from above',
    }
  })
}

/** Which thing found each labelled die is: the nearest centre within half the die's side. */
export function pair<T extends { x: number; y: number }>(
  truth: FrameDie[],
  things: T[],
): (T | undefined)[] {
  const used = new Set<T>()
  return truth.map((die) => {
    let best: T | undefined
    for (const thing of things) {
      const distance = Math.hypot(thing.x - die.x, thing.y - die.y)
      if (used.has(thing) || distance >= 0.5 * die.size) continue
      if (!best || distance < Math.hypot(best.x - die.x, best.y - die.y)) best = thing
    }
    if (best) used.add(best)
    return best
  })
}

export function sizeGroup(size: number): string {
  if (size < 20) return '< 20 px'
  if (size < 40) return '20–40 px'
  if (size < 70) return '40–70 px'
  return '70+ px'
}

/**
 * One photo as real-found-dump.ts stores it: its labelled dice, and every thing found with the
 * labelled die it lands on (its face, 0: none; its colour).
 */
export interface DumpedPhoto {
  name: string
  dice: number
  brightness: number
  width: number
  height: number
  truth: FrameDie[]
  found: (Omit<FoundDie, 'look'> & { truth: number; colour?: string })[]
}

/** A roll's faces as one key, whatever the dice's order: to tell a reading from its label. */
export const rollKey = (dice: { face?: number }[]) =>
  dice
    .map((d) => d.face)
    .sort()
    .join('')
