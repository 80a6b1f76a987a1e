/**
 * A die's own shade: the line through its colours along which its face varies most; and its
 * liveliest primary, the one of red, green and blue it varies most in. Red pips on a black die
 * differ from the body in colour far more than in brightness; through brightness alone (what the
 * finder and the reader see) they are faint, and the reader is unsure of such a die.
 */
import type { GrayImage, RgbaImage } from './types'

/** A channel as weights on red, green and blue. */
export type Channel = readonly [number, number, number]
export const BRIGHTNESS: Channel = [0.299, 0.587, 0.114]

/** A colour's level in a channel. */
export const levelIn = (channel: Channel, c: readonly number[]) =>
  channel[0] * c[0]! + channel[1] * c[1]! + channel[2] * c[2]!

type Rgb = [number, number, number]

/** Samples across and down the face's middle. */
const GRID = 12
/** The share of the side sampled: inside the die however it is turned (a 45° turn leaves 0.7). */
const SPAN = 0.6

/** The colours of a grid over the middle of the face of side `size` at (x, y), turned by `angle`. */
export function faceSamples(
  image: RgbaImage,
  x: number,
  y: number,
  size: number,
  angle: number,
): Rgb[] {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const samples: Rgb[] = []
  for (let v = 0; v < GRID; v++) {
    for (let u = 0; u < GRID; u++) {
      const a = ((u + 0.5) / GRID - 0.5) * SPAN * size
      const b = ((v + 0.5) / GRID - 0.5) * SPAN * size
      const px = Math.min(image.width - 1, Math.max(0, Math.round(x + a * cos - b * sin)))
      const py = Math.min(image.height - 1, Math.max(0, Math.round(y + a * sin + b * cos)))
      const i = (py * image.width + px) * 4
      samples.push([image.data[i]!, image.data[i + 1]!, image.data[i + 2]!])
    }
  }
  return samples
}

export interface DieShade {
  /** The shade as a channel of brightness's length, leaning the way brightness does. */
  channel: Channel
  /** How closely brightness follows the shade over the face, 0–1: near 1, brightness shows it all. */
  likeBrightness: number
  /**
   * Of red, green and blue, the one the face varies most in: a small die's few red pips do not
   * turn its shade from brightness (grain and glints outweigh them), yet they stand out in red.
   */
  liveliest: Channel
}

const PRIMARIES: readonly Channel[] = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
]

const dot = (a: readonly number[], b: readonly number[]) =>
  a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!

/**
 * The face's shade: the principal axis of its colours (found by power iteration from brightness),
 * and its liveliest primary (the largest of the colours' spreads, each on its own).
 */
export function dieShade(samples: readonly Rgb[]): DieShade {
  const mean = [0, 1, 2].map((k) => samples.reduce((sum, c) => sum + c[k]!, 0) / samples.length)
  const spread = [0, 0, 0, 0, 0, 0, 0, 0, 0]
  for (const c of samples) {
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) spread[i * 3 + j]! += (c[i]! - mean[i]!) * (c[j]! - mean[j]!)
    }
  }
  // The diagonal of the spread: each colour's own.
  let widest = 0
  for (let k = 1; k < 3; k++) if (spread[k * 4]! > spread[widest * 4]!) widest = k
  const liveliest = PRIMARIES[widest]!
  const times = (w: readonly number[]): Rgb =>
    [0, 1, 2].map((i) => dot(spread.slice(i * 3, i * 3 + 3), w)) as Rgb
  let axis: Rgb = [...BRIGHTNESS]
  for (let step = 0; step < 16; step++) {
    const next = times(axis)
    const length = Math.hypot(...next)
    if (length === 0) return { channel: BRIGHTNESS, likeBrightness: 1, liveliest }
    axis = next.map((c) => c / length) as Rgb
  }
  if (dot(axis, BRIGHTNESS) < 0) axis = axis.map((c) => -c) as Rgb
  const along = dot(axis, times(axis))
  const brightness = dot(BRIGHTNESS, times(BRIGHTNESS))
  const likeBrightness =
    along > 0 && brightness > 0
      ? Math.abs(dot(BRIGHTNESS, times(axis))) / Math.sqrt(along * brightness)
      : 1
  const length = Math.hypot(...BRIGHTNESS)
  return { channel: axis.map((c) => c * length) as Rgb, likeBrightness, liveliest }
}

/** The square of half side `reach` about (x, y) in `channel`: the patch and where it lies. */
export function channelPatch(
  image: RgbaImage,
  channel: Channel,
  x: number,
  y: number,
  reach: number,
): { patch: GrayImage; left: number; top: number } {
  const left = Math.max(0, Math.floor(x - reach))
  const top = Math.max(0, Math.floor(y - reach))
  const width = Math.max(1, Math.min(image.width, Math.ceil(x + reach) + 1) - left)
  const height = Math.max(1, Math.min(image.height, Math.ceil(y + reach) + 1) - top)
  const data = new Float32Array(width * height)
  const [r, g, b] = channel
  for (let row = 0; row < height; row++) {
    let i = ((top + row) * image.width + left) * 4
    for (let col = 0; col < width; col++, i += 4) {
      data[row * width + col] = r * image.data[i]! + g * image.data[i + 1]! + b * image.data[i + 2]!
    }
  }
  return { patch: { width, height, data }, left, top }
}
