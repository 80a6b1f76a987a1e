/** One training view of a stored crop: turned, shifted, rescaled, relit, as a camera might see it. */
import { cropSquare, normalise, toGray } from '../../src/vision/gray'
import { CROP_SIZE, CROP_SPAN } from '../../src/vision/net'
import type { GrayImage } from '../../src/vision/types'
import { STORED_SIZE, STORED_SPAN, type CropSet } from './crops'
import { renderScene, type RenderedDie } from './render'
import { dieAngle } from '../../src/vision/orientation'

const DIE_SIDE = STORED_SIZE / STORED_SPAN

export function storedImage(set: CropSet, index: number): GrayImage {
  const n = STORED_SIZE * STORED_SIZE
  return {
    width: STORED_SIZE,
    height: STORED_SIZE,
    data: Float32Array.from(set.pixels.subarray(index * n, (index + 1) * n)),
  }
}

/** The crop as the recogniser cuts it from a well-placed window: centred, upright. */
export function plainView(set: CropSet, index: number): Float32Array {
  const c = STORED_SIZE / 2
  const image = storedImage(set, index)
  const angle = dieAngle(image, c, c, DIE_SIDE)
  return normalise(cropSquare(image, c, c, DIE_SIDE * CROP_SPAN, CROP_SIZE, angle))
}

/**
 * `strength` scales how far a view strays from the plain one (1: as the reader was trained; less
 * for a finishing run on views nearer those the app cuts); `tilt` is the share of views squashed
 * along one side, as a die looks to a camera held at a slant; `small` the share seen as a die of
 * 14–27 pixels in the frame (`smallerFrame`).
 */
export function augmentedView(
  set: CropSet,
  index: number,
  random: () => number,
  strength = 1,
  tilt = 0,
  small = 0,
): Float32Array {
  const scale = small > 0 && random() < small ? 1.2 + random() * 1.1 : 1
  const image = scale > 1 ? smallerFrame(storedImage(set, index), scale) : storedImage(set, index)
  const c = image.width / 2
  const dieSide = DIE_SIDE / scale
  const shift = 0.1 * dieSide * strength
  const cx = c + (random() * 2 - 1) * shift
  const cy = c + (random() * 2 - 1) * shift
  const side = dieSide * CROP_SPAN * (1.025 + (random() - 0.5) * 0.35 * strength)
  // Upright as the reader turns it (orientation.ts), give or take, in any of the four quarter turns.
  const angle =
    dieAngle(image, cx, cy, side / CROP_SPAN) +
    (random() - 0.5) * 0.3 * strength +
    (Math.floor(random() * 4) * Math.PI) / 2
  let crop = cropSquare(image, cx, cy, side, CROP_SIZE, angle)
  if (tilt > 0 && random() < tilt) crop = squash(crop, 0.7 + random() * 0.25, random() < 0.5)
  if (random() < 0.5) mirror(crop)
  const contrast = 1 + (random() - 0.5) * strength
  const lift = (random() - 0.5) * 60 * strength
  const noise = random() * random() * 12 * strength
  for (let i = 0; i < crop.length; i++) {
    crop[i] = crop[i]! * contrast + lift + (random() + random() + random() - 1.5) * noise
  }
  return normalise(random() < 0.25 * strength ? blur(crop) : crop)
}

/**
 * The stored crop as a frame would hold it with the die `scale` times smaller: each pixel the mean
 * of those it covers. A die under 40 pixels is cut from such coarse pixels and read blown up to the
 * reader's crop; the stored crops hold most dice at 32 pixels, sharper than the app sees them.
 */
function smallerFrame(image: GrayImage, scale: number): GrayImage {
  const side = Math.round(STORED_SIZE / scale)
  const c = STORED_SIZE / 2
  return { width: side, height: side, data: cropSquare(image, c, c, STORED_SIZE, side) }
}

/** The crop narrowed to `factor` of its width (or height) about its middle, the sides filled by what lay beyond. */
function squash(crop: Float32Array, factor: number, across: boolean): Float32Array {
  const s = CROP_SIZE
  const out = new Float32Array(crop.length)
  const c = (s - 1) / 2
  for (let y = 0; y < s; y++) {
    for (let x = 0; x < s; x++) {
      const along = across ? y : x
      const from = Math.min(s - 1, Math.max(0, c + (along - c) / factor))
      const a = Math.floor(from)
      const b = Math.min(s - 1, a + 1)
      const t = from - a
      const at = (k: number) => (across ? crop[k * s + x]! : crop[y * s + k]!)
      out[y * s + x] = at(a) * (1 - t) + at(b) * t
    }
  }
  return out
}

function mirror(crop: Float32Array) {
  for (let y = 0; y < CROP_SIZE; y++) crop.subarray(y * CROP_SIZE, (y + 1) * CROP_SIZE).reverse()
}

function blur(crop: Float32Array): Float32Array {
  const out = new Float32Array(crop.length)
  const s = CROP_SIZE
  for (let y = 0; y < s; y++) {
    for (let x = 0; x < s; x++) {
      let sum = 0
      let n = 0
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy
          const xx = x + dx
          if (yy < 0 || xx < 0 || yy >= s || xx >= s) continue
          sum += crop[yy * s + xx]!
          n++
        }
      }
      out[y * s + x] = sum / n
    }
  }
  return out
}

/**
 * A made-up die (render.ts) framed as the recogniser frames one, or, one time in four, a window
 * beside it: clean pips in every turn and light, which the photos have too few of.
 */
export function syntheticView(random: () => number): { crop: Float32Array; label: number } {
  const side = CROP_SIZE / CROP_SPAN
  const face = 1 + Math.floor(random() * 6)
  const miss = random() < 0.25
  const shift = miss ? 0.6 + random() * 0.5 : random() * 0.1
  const direction = random() * 2 * Math.PI
  const centre = CROP_SIZE / 2
  const light = random() < 0.5
  const body = light ? 170 + random() * 85 : 10 + random() * 80
  const pip = light ? random() * 90 : 160 + random() * 95
  const table = random() * 255
  const size = side * (0.85 + random() * 0.3)
  const dice: RenderedDie[] = [
    {
      face,
      x: centre - Math.cos(direction) * shift * side,
      y: centre - Math.sin(direction) * shift * side,
      size,
      angle: (random() - 0.5) * 0.3 + (Math.floor(random() * 4) * Math.PI) / 2,
      tilt: random() < 0.1 ? 0.75 + random() * 0.2 : 1,
      body: [body, body, body],
      pip: [pip, pip, pip],
    },
  ]
  if (random() < 0.3) {
    // A neighbour at the window's edge, as in a handful of dice thrown close together.
    const a = random() * 2 * Math.PI
    dice.push({
      ...dice[0]!,
      face: 1 + Math.floor(random() * 6),
      x: dice[0]!.x + Math.cos(a) * size * 1.15,
      y: dice[0]!.y + Math.sin(a) * size * 1.15,
      angle: random() * Math.PI,
    })
  }
  const image = renderScene({
    width: CROP_SIZE,
    height: CROP_SIZE,
    table: [table, table, table],
    dice,
    light: 0.6 + random() * 0.6,
    noise: random() * 10,
    seed: Math.floor(random() * 1e9),
    smooth: true,
  })
  const gray = toGray(image)
  return { crop: normalise(random() < 0.3 ? blur(gray.data) : gray.data), label: miss ? 0 : face }
}
