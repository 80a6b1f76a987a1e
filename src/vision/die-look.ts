/**
 * What a found die looks like, beyond its face: the colour of its body and of its pips, and how
 * far apart they are. The dice of one roll are one set, so these are alike across its dice;
 * a key, a printed digit or a coin beside them is seldom like them (set.ts).
 */
import type { RgbaImage } from './types'

export interface DieLook {
  /** The body's mean colour, 0–255 a channel: the larger of the face's two brightness groups. */
  body: [number, number, number]
  /** The pips' mean colour: the smaller group. */
  pip: [number, number, number]
  /** Brightness of the body less that of the pips, −1 to 1 (negative: light pips on a dark die). */
  contrast: number
  /**
   * Spots of the pips' shade wholly inside the square: a die shows one to six; a line of
   * dot-matrix print or a QR code, many.
   */
  spots: number
  /** How far the body's brightness is from the table's just outside the square, 0–1: a die stands out. */
  outline: number
}

/** Samples across and down the face's middle. */
const GRID = 12
/** The share of the side sampled: inside the die however it is turned (a 45° turn leaves 0.7). */
const SPAN = 0.6

const luma = (c: readonly number[]) => 0.299 * c[0]! + 0.587 * c[1]! + 0.114 * c[2]!

export function dieLook(image: RgbaImage, x: number, y: number, size: number, angle = 0): DieLook {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const samples: [number, number, number][] = []
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
  const levels = samples.map(luma)
  const middle = (Math.min(...levels) + Math.max(...levels)) / 2
  const light = samples.filter((_, i) => levels[i]! > middle)
  const dark = samples.filter((_, i) => levels[i]! <= middle)
  const [body, pip] = light.length >= dark.length ? [light, dark] : [dark, light]
  const mean = (group: [number, number, number][]): [number, number, number] =>
    group.length === 0 ? meanOf(samples) : meanOf(group)
  const bodyColour = mean(body)
  const pipColour = mean(pip)
  const bodyLevel = luma(bodyColour)
  const pipLevel = luma(pipColour)
  return {
    body: bodyColour,
    pip: pipColour,
    contrast: (bodyLevel - pipLevel) / 255,
    spots: spotsIn(image, x, y, size, angle, (bodyLevel + pipLevel) / 2, pipLevel < bodyLevel),
    outline: Math.abs(bodyLevel - ringLevel(image, x, y, size, angle)) / 255,
  }
}

const lumaAt = (image: RgbaImage, px: number, py: number) => {
  const cx = Math.min(image.width - 1, Math.max(0, Math.round(px)))
  const cy = Math.min(image.height - 1, Math.max(0, Math.round(py)))
  const i = (cy * image.width + cx) * 4
  return luma([image.data[i]!, image.data[i + 1]!, image.data[i + 2]!])
}

/** Squares sampled across the die when counting spots. */
const SPOT_GRID = 24

function spotsIn(
  image: RgbaImage,
  x: number,
  y: number,
  size: number,
  angle: number,
  middle: number,
  darkPips: boolean,
): number {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const pip = new Uint8Array(SPOT_GRID * SPOT_GRID)
  for (let v = 0; v < SPOT_GRID; v++) {
    for (let u = 0; u < SPOT_GRID; u++) {
      const a = ((u + 0.5) / SPOT_GRID - 0.5) * size
      const b = ((v + 0.5) / SPOT_GRID - 0.5) * size
      const level = lumaAt(image, x + a * cos - b * sin, y + a * sin + b * cos)
      pip[v * SPOT_GRID + u] = (darkPips ? level < middle : level > middle) ? 1 : 0
    }
  }
  // Connected spots (four neighbours) that keep off the square's edge and are more than a speck.
  let spots = 0
  const seen = new Uint8Array(pip.length)
  for (let start = 0; start < pip.length; start++) {
    if (!pip[start] || seen[start]) continue
    const stack = [start]
    seen[start] = 1
    let area = 0
    let edge = false
    while (stack.length) {
      const at = stack.pop()!
      area++
      const u = at % SPOT_GRID
      const v = Math.floor(at / SPOT_GRID)
      if (u === 0 || v === 0 || u === SPOT_GRID - 1 || v === SPOT_GRID - 1) edge = true
      for (const next of [at - 1, at + 1, at - SPOT_GRID, at + SPOT_GRID]) {
        const nu = next % SPOT_GRID
        if (next < 0 || next >= pip.length || Math.abs(nu - u) > 1) continue
        if (pip[next] && !seen[next]) {
          seen[next] = 1
          stack.push(next)
        }
      }
    }
    if (!edge && area >= 2) spots++
  }
  return spots
}

/** The mean brightness of a ring around the die, from 1.15 to 1.3 of its side. */
function ringLevel(image: RgbaImage, x: number, y: number, size: number, angle: number): number {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  let sum = 0
  let count = 0
  for (const reach of [0.575, 0.65]) {
    for (let k = 0; k < 8; k++) {
      const along = ((k + 0.5) / 8 - 0.5) * 2 * reach * size
      for (const [a, b] of [
        [along, -reach * size],
        [along, reach * size],
        [-reach * size, along],
        [reach * size, along],
      ] as const) {
        sum += lumaAt(image, x + a * cos - b * sin, y + a * sin + b * cos)
        count++
      }
    }
  }
  return sum / count
}

function meanOf(group: [number, number, number][]): [number, number, number] {
  const sum = [0, 0, 0]
  for (const c of group) for (let k = 0; k < 3; k++) sum[k]! += c[k]!
  return [sum[0]! / group.length, sum[1]! / group.length, sum[2]! / group.length]
}
