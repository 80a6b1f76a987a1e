/**
 * What a found die looks like, beyond its face: the colour of its body and of its pips, and how
 * far apart they are. The dice of one roll are one set, so these are alike across its dice;
 * a key, a printed digit or a coin beside them is seldom like them (set.ts).
 */
import { BRIGHTNESS, faceSamples, levelIn, type Channel } from './die-shade'
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
  /**
   * The same, side by side of the square: the second least of the four. A die stands out on
   * every side but one that touches another die; a key does not, where its keyboard goes on
   * round it.
   */
  sides: number
  /**
   * Of the spots, those shaped as a die's pips: roundish blots at least two of the 24 samples
   * across each way. A glyph's strokes and a dot-matrix print's dots are not.
   */
  pips: number
  /**
   * How far a band just inside the square differs between its two pairs of opposite sides, 0–1.
   * A die fills its square alike all round; a card in a square window fills it one way only.
   */
  stretch: number
}

const luma = (c: readonly number[]) => levelIn(BRIGHTNESS, c)

/**
 * `pipChannel`: the channel the pips are counted in. Brightness for most dice; a die whose pips
 * differ from its body in colour more than in brightness (red on black) shows them in the channel
 * it was read in: its shade or its liveliest primary (die-shade.ts).
 */
export function dieLook(
  image: RgbaImage,
  x: number,
  y: number,
  size: number,
  angle = 0,
  pipChannel: Channel = BRIGHTNESS,
): DieLook {
  const samples = faceSamples(image, x, y, size, angle)
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
  const { spots, pips } =
    pipChannel === BRIGHTNESS
      ? spotsIn(image, x, y, size, angle, (bodyLevel + pipLevel) / 2, pipLevel < bodyLevel, luma)
      : spotsInChannel(image, x, y, size, angle, samples, (c) => levelIn(pipChannel, c))
  const ring = ringLevels(image, x, y, size, angle, RING)
  const [top, bottom, left, right] = ringLevels(image, x, y, size, angle, INNER_BAND)
  const away = ring.map((level) => Math.abs(bodyLevel - level) / 255).sort((a, b) => a - b)
  const ringLevel = ring.reduce((sum, level) => sum + level, 0) / ring.length
  return {
    body: bodyColour,
    pip: pipColour,
    contrast: (bodyLevel - pipLevel) / 255,
    spots,
    outline: Math.abs(bodyLevel - ringLevel) / 255,
    sides: away[1]!,
    pips,
    stretch: Math.abs(top! + bottom! - left! - right!) / 2 / 255,
  }
}

const levelAt = (
  image: RgbaImage,
  px: number,
  py: number,
  level: (c: readonly number[]) => number = luma,
) => {
  const cx = Math.min(image.width - 1, Math.max(0, Math.round(px)))
  const cy = Math.min(image.height - 1, Math.max(0, Math.round(py)))
  const i = (cy * image.width + cx) * 4
  return level([image.data[i]!, image.data[i + 1]!, image.data[i + 2]!])
}

/** spotsIn in another channel: the cut between body and pips taken again from the face's samples. */
function spotsInChannel(
  image: RgbaImage,
  x: number,
  y: number,
  size: number,
  angle: number,
  samples: readonly (readonly number[])[],
  level: (c: readonly number[]) => number,
): { spots: number; pips: number } {
  const levels = samples.map(level)
  const middle = (Math.min(...levels) + Math.max(...levels)) / 2
  const light = levels.filter((l) => l > middle).length
  // The body is the larger group, as in dieLook.
  return spotsIn(image, x, y, size, angle, middle, light >= levels.length - light, level)
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
  level: (c: readonly number[]) => number,
): { spots: number; pips: number } {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const pip = new Uint8Array(SPOT_GRID * SPOT_GRID)
  for (let v = 0; v < SPOT_GRID; v++) {
    for (let u = 0; u < SPOT_GRID; u++) {
      const a = ((u + 0.5) / SPOT_GRID - 0.5) * size
      const b = ((v + 0.5) / SPOT_GRID - 0.5) * size
      const at = levelAt(image, x + a * cos - b * sin, y + a * sin + b * cos, level)
      pip[v * SPOT_GRID + u] = (darkPips ? at < middle : at > middle) ? 1 : 0
    }
  }
  // Connected spots (four neighbours) that keep off the square's edge and are more than a speck.
  let spots = 0
  let pips = 0
  const seen = new Uint8Array(pip.length)
  for (let start = 0; start < pip.length; start++) {
    if (!pip[start] || seen[start]) continue
    const stack = [start]
    seen[start] = 1
    let area = 0
    let edge = false
    const box = { left: SPOT_GRID, right: 0, top: SPOT_GRID, bottom: 0 }
    while (stack.length) {
      const at = stack.pop()!
      area++
      const u = at % SPOT_GRID
      const v = Math.floor(at / SPOT_GRID)
      box.left = Math.min(box.left, u)
      box.right = Math.max(box.right, u)
      box.top = Math.min(box.top, v)
      box.bottom = Math.max(box.bottom, v)
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
    if (edge || area < 2) continue
    spots++
    const across = box.right - box.left + 1
    const down = box.bottom - box.top + 1
    const round =
      Math.max(across, down) <= 2 * Math.min(across, down) && area >= 0.4 * across * down
    if (round && Math.min(across, down) >= 2) pips++
  }
  return { spots, pips }
}

/** A ring just outside the square, from 1.15 to 1.3 of its side (as half-sides from the centre). */
const RING = [0.575, 0.65]
/** A band just inside it, from 0.75 to 0.85 of the side. */
const INNER_BAND = [0.375, 0.425]

/** The mean brightness of a square ring around the die's centre, a side at a time: top, bottom, left, right. */
function ringLevels(
  image: RgbaImage,
  x: number,
  y: number,
  size: number,
  angle: number,
  reaches: readonly number[],
): number[] {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const sums = [0, 0, 0, 0]
  for (const reach of reaches) {
    for (let k = 0; k < 8; k++) {
      const along = ((k + 0.5) / 8 - 0.5) * 2 * reach * size
      const sides = [
        [along, -reach * size],
        [along, reach * size],
        [-reach * size, along],
        [reach * size, along],
      ] as const
      sides.forEach(([a, b], side) => {
        sums[side]! += levelAt(image, x + a * cos - b * sin, y + a * sin + b * cos)
      })
    }
  }
  return sums.map((sum) => sum / (8 * reaches.length))
}

function meanOf(group: [number, number, number][]): [number, number, number] {
  const sum = [0, 0, 0]
  for (const c of group) for (let k = 0; k < 3; k++) sum[k]! += c[k]!
  return [sum[0]! / group.length, sum[1]! / group.length, sum[2]! / group.length]
}
