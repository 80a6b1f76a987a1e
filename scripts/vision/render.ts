/**
 * Made-up dice photos: flat-lit dice seen from above on a table, for tests of hard cases (touching
 * dice, a die tipped on its edge, glare) and of the camera in the browser. Simple on purpose:
 * rounded squares, round pips, a soft shadow, noise; every case is seeded.
 */
import type { RgbaImage } from '../../src/vision/types'
import { mulberry32 } from './random'

type Rgb = readonly [number, number, number]

export interface RenderedDie {
  face: number
  x: number
  y: number
  size: number
  /** Turn in radians. */
  angle?: number
  /** 1 = seen from straight above; smaller = tipped, the top face foreshortened across. */
  tilt?: number
  body?: Rgb
  pip?: Rgb
}

export interface Scene {
  width: number
  height: number
  table?: Rgb
  dice: RenderedDie[]
  /** A blown-out highlight, as a lamp on glossy dice. */
  glare?: { x: number; y: number; radius: number }
  /** Overall light, 1 = normal. */
  light?: number
  noise?: number
  seed?: number
  smooth?: boolean
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
}

/** Where a point falls on a die: 0 outside, 1 body, 2 pip, 3 the side of a tipped die. */
function hit(die: RenderedDie, px: number, py: number): number {
  const angle = die.angle ?? 0
  const tilt = die.tilt ?? 1
  const dx = px - die.x
  const dy = py - die.y
  const u = (dx * Math.cos(angle) + dy * Math.sin(angle)) / (die.size / 2)
  let v = (-dx * Math.sin(angle) + dy * Math.cos(angle)) / (die.size / 2)
  if (tilt < 1) {
    // The top face squeezed across; the side below it shows as a band of the other share.
    const edge = 2 * tilt - 1
    if (v > edge) return Math.abs(u) <= 0.95 && v <= 1 ? 3 : 0
    v = (v + 1) / tilt - 1
  }
  const r = 0.22
  const ax = Math.abs(u) - (1 - r)
  const ay = Math.abs(v) - (1 - r)
  const outside = Math.hypot(Math.max(ax, 0), Math.max(ay, 0)) + Math.min(Math.max(ax, ay), 0) - r
  if (outside > 0) return 0
  for (const [cu, cv] of PIPS[die.face] ?? []) {
    if (Math.hypot(u - cu * 0.5, v - cv * 0.5) < 0.17) return 2
  }
  return 1
}

export function renderScene(scene: Scene): RgbaImage {
  const { width, height } = scene
  const random = mulberry32(scene.seed ?? 1)
  const table = scene.table ?? [70, 110, 80]
  const light = scene.light ?? 1
  const noise = scene.noise ?? 4
  const data = new Uint8ClampedArray(width * height * 4)
  // Four samples a pixel smooth the edges; one is four times quicker (and a camera is noisy anyway).
  const samples = scene.smooth ? [0.25, 0.75] : [0.5]
  for (let y = 0; y < height; y++) {
    // Only the dice whose shadow or body reaches this row can touch its pixels.
    const near = scene.dice.filter(
      (die) =>
        Math.abs(y + 0.5 - die.y - die.size * 0.15) < die.size * 0.62 + 1 ||
        Math.abs(y + 0.5 - die.y) < die.size * 0.75 + 1,
    )
    for (let x = 0; x < width; x++) {
      let r = 0
      let g = 0
      let b = 0
      for (const sy of samples) {
        for (const sx of samples) {
          const px = x + sx
          const py = y + sy
          let colour: Rgb = table
          let shade = 1 - 0.15 * (py / height)
          for (const die of near) {
            // A soft shadow down and to the right.
            const ox = px - die.x - die.size * 0.12
            const oy = py - die.y - die.size * 0.15
            const reach = die.size * 0.62
            if (Math.abs(ox) >= reach || Math.abs(oy) >= reach) continue
            const sd = Math.hypot(ox, oy)
            if (sd < reach) shade *= 0.8 + 0.2 * (sd / reach)
          }
          for (const die of near) {
            // No part of a die lies further than half its diagonal from its centre.
            const reach = die.size * 0.75
            if (Math.abs(px - die.x) > reach || Math.abs(py - die.y) > reach) continue
            const part = hit(die, px, py)
            if (part === 0) continue
            const body = die.body ?? [238, 236, 228]
            const pip = die.pip ?? [25, 25, 30]
            colour =
              part === 2 ? pip : part === 3 ? [body[0] * 0.7, body[1] * 0.7, body[2] * 0.7] : body
            shade = 1
            break
          }
          r += colour[0] * shade
          g += colour[1] * shade
          b += colour[2] * shade
        }
      }
      const k = light / samples.length ** 2
      let white = 0
      if (scene.glare) {
        const d = Math.hypot(x - scene.glare.x, y - scene.glare.y) / scene.glare.radius
        if (d < 1) white = Math.min(1, 1.6 * (1 - d * d))
      }
      const grain = (random() - 0.5) * 2 * noise
      const i = (y * width + x) * 4
      data[i] = r * k * (1 - white) + 255 * white + grain
      data[i + 1] = g * k * (1 - white) + 255 * white + grain
      data[i + 2] = b * k * (1 - white) + 255 * white + grain
      data[i + 3] = 255
    }
  }
  return { width, height, data }
}

/** A roll laid out loosely in a row-and-a-half, each die turned a little, as thrown on a table. */
export function looseRoll(
  faces: number[],
  seed: number,
  size = 80,
  width = 640,
  height = 480,
): RenderedDie[] {
  const random = mulberry32(seed)
  const dice: RenderedDie[] = []
  const columns = Math.ceil(faces.length / 2)
  faces.forEach((face, i) => {
    const row = i < columns ? 0 : 1
    const col = row === 0 ? i : i - columns + 0.5
    dice.push({
      face,
      x: width / 2 + (col - (columns - 1) / 2) * size * 1.7 + (random() - 0.5) * size * 0.4,
      y: height / 2 + (row - 0.5) * size * 1.7 + (random() - 0.5) * size * 0.4,
      size,
      angle: random() * Math.PI,
    })
  })
  return dice
}

/** Table colours of the made-up rolls (clutter.ts lays its things on these too). */
export const TABLES: Rgb[] = [
  [60, 105, 75],
  [120, 85, 55],
  [200, 200, 195],
  [90, 90, 95],
  [40, 60, 110],
  [160, 130, 95],
]
const SETS: { body: Rgb; pip: Rgb }[] = [
  { body: [238, 236, 228], pip: [25, 25, 30] },
  { body: [250, 248, 240], pip: [180, 20, 30] },
  { body: [190, 25, 35], pip: [245, 245, 245] },
  { body: [30, 30, 35], pip: [240, 240, 240] },
  { body: [30, 80, 170], pip: [245, 245, 245] },
]

/** A random roll of `count` dice as a phone over a table might see it: one set, one table. */
export function randomRollScene(count: number, seed: number): { scene: Scene; faces: number[] } {
  const random = mulberry32(seed)
  const faces = Array.from({ length: count }, () => 1 + Math.floor(random() * 6))
  const set = SETS[Math.floor(random() * SETS.length)]!
  const size = 50 + random() * 60
  const dice = looseRoll(faces, seed * 7 + 1, size).map((die) => ({ ...die, ...set }))
  return {
    faces,
    scene: {
      width: 640,
      height: 480,
      table: TABLES[Math.floor(random() * TABLES.length)]!,
      dice,
      light: 0.6 + random() * 0.6,
      noise: 2 + random() * 6,
      seed,
    },
  }
}
