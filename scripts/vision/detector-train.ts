/**
 * Trains the dice finder (src/vision/detector.ts) on patches of the pyramid levels of the train
 * part's photos (prepare.ts's split: held-out stems are never read here), with the labelled dice
 * as targets: the 4×4 block holding a die's centre at each level where the die is 10.7–19 pixels
 * is that die's size class; the blocks around it, and dice just outside a level's sizes, are left
 * out of the loss; everything else (a die at other levels, its pips, the table) is "no die's
 * centre". One thread, seeded; writes the weights every 500 steps.
 *
 * nice -n 19 npx tsx scripts/vision/detector-train.ts [--data <folder>] [--photos 1200]
 *   [--steps 1500] [--batch 16] [--learning-rate 0.002] [--seed 5] [--from <three-size weights>]
 *
 * The shipped weights: 1,000 steps with a three-size head from 1,500 photos (seed 3, of a 6,000-step
 * schedule), then the head widened to five sizes (--from) and 500 steps more on 1,200 photos (seed
 * 5, of a 1,500-step schedule); then three runs of 1,000 steps going on (--go-on) each from the one
 * before, with made-up rolls:
 *   --steps 1000 --photos 1200 --rendered 600 --learning-rate 0.001 --seed 7
 *   --steps 1000 --photos 2000 --rendered 800 --learning-rate 0.0005 --seed 8
 *   --steps 1000 --photos 1500 --rendered 1000 --packed 0.5 --learning-rate 0.0005 --seed 9
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { toGray } from '../../src/vision/gray'
import {
  DETECTOR_CLASSES,
  DETECTOR_LAYERS,
  DETECTOR_STRIDE,
  detectorForward,
  detectorSizes,
  levelImage,
  levelScales,
  normaliseWhole,
  SIZE_BINS,
  sizeBin,
  type DetectorTrace,
} from '../../src/vision/detector'
import { decodeWeights, encodeWeights } from '../../src/vision/weights-codec'
import { WORKING_SIDE } from '../../src/vision/settings'
import type { GrayImage } from '../../src/vision/types'
import { splitPhotos } from './prepare'
import { decodeJpeg, diceInPixels } from './rune55'
import { mulberry32 } from './random'
import { adamStep } from './adam'
import { initialWeights } from './initial-weights'
import { randomRollScene, renderScene, type Scene } from './render'

/** Patch side in level pixels, and its side in blocks. */
const PATCH = 56
const CELLS = PATCH / DETECTOR_STRIDE
/** Loss weight of a die's centre against a block of no die. */
const POSITIVE_WEIGHT = 3

interface Patch {
  pixels: Float32Array
  /** Per block: −1 left out, 0 no die's centre, 1 … SIZE_BINS the size class. */
  labels: Int8Array
}

interface WorkingDie {
  x: number
  y: number
  size: number
}

function labelsFor(dice: WorkingDie[], scale: number, ox: number, oy: number): Int8Array {
  const labels = new Int8Array(CELLS * CELLS)
  const set = (cx: number, cy: number, value: number, onlyOver = -2) => {
    if (cx < 0 || cy < 0 || cx >= CELLS || cy >= CELLS) return
    const at = cy * CELLS + cx
    if (labels[at]! > onlyOver) return
    labels[at] = value
  }
  // Left out first, dice's own blocks after, so a die's centre beats a neighbour's margin.
  const centres: [number, number, number][] = []
  for (const d of dice) {
    const bin = sizeBin(d.size * scale)
    const lx = d.x * scale - ox
    const ly = d.y * scale - oy
    const cx = Math.floor(lx / DETECTOR_STRIDE)
    const cy = Math.floor(ly / DETECTOR_STRIDE)
    if (bin >= -2 && bin < SIZE_BINS + 2) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) set(cx + dx, cy + dy, -1, 0)
      }
      if (bin >= 0 && bin < SIZE_BINS) centres.push([cx, cy, bin + 1])
    }
  }
  for (const [cx, cy, value] of centres) set(cx, cy, value, 100)
  // The outer ring sees the patch's edge, which a whole picture does not have there.
  for (let i = 0; i < CELLS; i++) {
    labels[i] = -1
    labels[(CELLS - 1) * CELLS + i] = -1
    labels[i * CELLS] = -1
    labels[i * CELLS + CELLS - 1] = -1
  }
  return labels
}

function cut(level: GrayImage, ox: number, oy: number): Float32Array {
  const out = new Float32Array(PATCH * PATCH)
  for (let y = 0; y < PATCH; y++) {
    const sy = oy + y
    if (sy < 0 || sy >= level.height) continue
    for (let x = 0; x < PATCH; x++) {
      const sx = ox + x
      if (sx < 0 || sx >= level.width) continue
      out[y * PATCH + x] = level.data[sy * level.width + sx]!
    }
  }
  return out
}

function patchesOfPhoto(working: GrayImage, dice: WorkingDie[], random: () => number): Patch[] {
  const normalised = normaliseWhole(working)
  const scales = levelScales()
  const levels = new Map<number, GrayImage>()
  const level = (k: number) => {
    if (!levels.has(k)) levels.set(k, levelImage(normalised, scales[k]!))
    return levels.get(k)!
  }
  const patches: Patch[] = []
  const around = (k: number, x: number, y: number) => {
    const scale = scales[k]!
    const lv = level(k)
    const ox = Math.round(x * scale - (4 + random() * (PATCH - 8)))
    const oy = Math.round(y * scale - (4 + random() * (PATCH - 8)))
    patches.push({ pixels: cut(lv, ox, oy), labels: labelsFor(dice, scale, ox, oy) })
  }
  const shuffled = dice
    .map((d) => ({ d, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ d }) => d)
  for (const d of shuffled.slice(0, 3)) {
    const k = scales.findIndex((s) => {
      const bin = sizeBin(d.size * s)
      return bin >= 0 && bin < SIZE_BINS
    })
    if (k < 0) continue
    around(k, d.x, d.y)
    // The same die at other levels: there it is no centre (or left out), and finer down its
    // pips are blobs of a die's size at that level, which are no dice either.
    const off = k + [-4, -3, -2, -1, 1, 2][Math.floor(random() * 6)]!
    if (random() < 0.7 && off >= 0 && off < scales.length) around(off, d.x, d.y)
  }
  // Anywhere at any level: table, hands, the edge of the picture.
  const k = Math.floor(random() * scales.length)
  const lv = level(k)
  around(k, random() * working.width, random() * working.height)
  if (lv.width < PATCH) patches.pop()
  return patches
}

export function makePatches(root: string, photoCount: number, seed: number): Patch[] {
  const random = mulberry32(seed)
  const photos = splitPhotos(root)
    .train.map((p) => ({ p, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, photoCount)
    .map(({ p }) => p)
  const patches: Patch[] = []
  for (const photo of photos) {
    const image = decodeJpeg(photo.imagePath)
    const working = toGray(image, WORKING_SIDE)
    const factor = image.width / working.width
    const dice = diceInPixels(photo, image.width, image.height).map((d) => ({
      x: d.x / factor,
      y: d.y / factor,
      size: d.size / factor,
    }))
    patches.push(...patchesOfPhoto(working, dice, random))
  }
  return patches
}

/** Draws the dice toward their middle by `factor`, but never nearer than a die's side. */
function packTogether(scene: Scene, factor: number) {
  const dice = scene.dice
  const mx = dice.reduce((sum, d) => sum + d.x, 0) / dice.length
  const my = dice.reduce((sum, d) => sum + d.y, 0) / dice.length
  const packed = dice.map((d) => ({
    ...d,
    x: mx + (d.x - mx) * factor,
    y: my + (d.y - my) * factor,
  }))
  const apart = packed.every((a, i) =>
    packed.every((b, j) => j <= i || Math.hypot(a.x - b.x, a.y - b.y) >= 1.05 * a.size),
  )
  if (apart) scene.dice = packed
}

/**
 * Patches of made-up rolls (render.ts) of one to six dice: clean, sharp dice of 50–110 pixels
 * such as a phone over the table sees, which the photos hold few of. Seeds from 100,000 on, apart
 * from the benchmark's and the tests' made-up rolls. A die's size is its box's longer side, as
 * the photos' labels give it: a die turned by a has a box of side × (|cos a| + |sin a|).
 */
export function renderedPatches(count: number, seed: number, packed: number): Patch[] {
  const random = mulberry32(seed)
  const patches: Patch[] = []
  for (let i = 0; i < count; i++) {
    const { scene } = randomRollScene(1 + Math.floor(random() * 6), 100_000 + seed * 10_000 + i)
    // A share of rolls drawn together, down to dice all but touching: the finder must still
    // tell them apart (a roll laid out loosely leaves half a die between neighbours).
    if (packed > 0 && random() < packed) packTogether(scene, 0.7 + 0.3 * random())
    const image = renderScene(scene)
    const working = toGray(image, WORKING_SIDE)
    const factor = image.width / working.width
    const dice = scene.dice.map((d) => {
      const turn = d.angle ?? 0
      return {
        x: d.x / factor,
        y: d.y / factor,
        size: (d.size * (Math.abs(Math.cos(turn)) + Math.abs(Math.sin(turn)))) / factor,
      }
    })
    patches.push(...patchesOfPhoto(working, dice, random))
  }
  return patches
}

/** A patch turned by quarter turns and mirrored, labels alike; relit and noisy. */
export function augment(patch: Patch, random: () => number): Patch {
  const turns = Math.floor(random() * 4)
  const flip = random() < 0.5
  const pixels = new Float32Array(PATCH * PATCH)
  const labels = new Int8Array(CELLS * CELLS)
  const place = (x: number, y: number, n: number): [number, number] => {
    let u = flip ? n - 1 - x : x
    let v = y
    for (let t = 0; t < turns; t++) [u, v] = [n - 1 - v, u]
    return [u, v]
  }
  const contrast = 0.6 + 0.8 * random()
  const lift = (random() - 0.5) * 0.6
  const noise = random() * random() * 0.15
  for (let y = 0; y < PATCH; y++) {
    for (let x = 0; x < PATCH; x++) {
      const [u, v] = place(x, y, PATCH)
      pixels[v * PATCH + u] =
        patch.pixels[y * PATCH + x]! * contrast +
        lift +
        (random() + random() + random() - 1.5) * noise
    }
  }
  for (let y = 0; y < CELLS; y++) {
    for (let x = 0; x < CELLS; x++) {
      const [u, v] = place(x, y, CELLS)
      labels[v * CELLS + u] = patch.labels[y * CELLS + x]!
    }
  }
  return { pixels, labels }
}

/** Adds one patch's gradients into `grads`; returns its summed loss. */
export function backward(
  patch: Patch,
  weights: Float32Array[],
  grads: Float32Array[],
  scale: number,
) {
  const trace: DetectorTrace = {
    inputs: [],
    activated: [],
    poolIndex: [],
    features: new Float32Array(0),
  }
  const logits = detectorForward(patch.pixels, PATCH, PATCH, weights, trace)
  const area = CELLS * CELLS
  const dLogits = new Float32Array(logits.length)
  let loss = 0
  for (let p = 0; p < area; p++) {
    const label = patch.labels[p]!
    if (label < 0) continue
    const weight = (label > 0 ? POSITIVE_WEIGHT : 1) * scale
    let max = -Infinity
    for (let c = 0; c < DETECTOR_CLASSES; c++) max = Math.max(max, logits[c * area + p]!)
    let sum = 0
    for (let c = 0; c < DETECTOR_CLASSES; c++) sum += Math.exp(logits[c * area + p]! - max)
    for (let c = 0; c < DETECTOR_CLASSES; c++) {
      const prob = Math.exp(logits[c * area + p]! - max) / sum
      dLogits[c * area + p] = (prob - (c === label ? 1 : 0)) * weight
      if (c === label) loss -= Math.log(Math.max(prob, 1e-12)) * weight
    }
  }
  const n = DETECTOR_LAYERS.length
  const feats = DETECTOR_LAYERS[n - 1]!.out
  const features = trace.features
  const head = weights[2 * n]!
  let dOut = new Float32Array(feats * area)
  for (let c = 0; c < DETECTOR_CLASSES; c++) {
    for (let p = 0; p < area; p++) grads[2 * n + 1]![c]! += dLogits[c * area + p]!
    for (let j = 0; j < feats; j++) {
      let g = 0
      const wv = head[c * feats + j]!
      for (let p = 0; p < area; p++) {
        const d = dLogits[c * area + p]!
        g += d * features[j * area + p]!
        dOut[j * area + p]! += wv * d
      }
      grads[2 * n]![c * feats + j]! += g
    }
  }
  let side = CELLS
  for (let i = n - 1; i >= 0; i--) {
    const layer = DETECTOR_LAYERS[i]!
    const activated = trace.activated[i]!
    let dAct: Float32Array
    if (layer.pool) {
      side *= 2
      dAct = new Float32Array(activated.length)
      const index = trace.poolIndex[i]!
      for (let o = 0; o < index.length; o++) dAct[index[o]!]! += dOut[o]!
    } else {
      dAct = dOut
    }
    for (let p = 0; p < dAct.length; p++) if (activated[p]! <= 0) dAct[p] = 0
    const input = trace.inputs[i]!
    const h = side
    const w = side
    const a = h * w
    const wts = weights[2 * i]!
    const gw = grads[2 * i]!
    const gb = grads[2 * i + 1]!
    const dIn = i > 0 ? new Float32Array(layer.in * a) : undefined
    for (let o = 0; o < layer.out; o++) {
      const dst = o * a
      let bs = 0
      for (let p = dst; p < dst + a; p++) bs += dAct[p]!
      gb[o]! += bs
      for (let c = 0; c < layer.in; c++) {
        const src = c * a
        for (let k = 0; k < 9; k++) {
          const dy = ((k / 3) | 0) - 1
          const dx = (k % 3) - 1
          const y0 = Math.max(0, -dy)
          const y1 = Math.min(h, h - dy)
          const x0 = Math.max(0, -dx)
          const x1 = Math.min(w, w - dx)
          const wv = wts[(o * layer.in + c) * 9 + k]!
          let g = 0
          for (let y = y0; y < y1; y++) {
            const s = src + (y + dy) * w + dx
            const d = dst + y * w
            for (let x = x0; x < x1; x++) {
              g += dAct[d + x]! * input[s + x]!
              if (dIn) dIn[s + x]! += wv * dAct[d + x]!
            }
          }
          gw[(o * layer.in + c) * 9 + k]! += g
        }
      }
    }
    if (dIn) dOut = dIn
  }
  return loss
}

/** The encoded weights of a generated weights file. */
function encodedIn(path: string): string {
  const text = readFileSync(path, 'utf8')
  return [...text.matchAll(/'([A-Za-z0-9+/=]+)'/g)].map((m) => m[1]).join('')
}

/** Weights of a detector with a three-size head, its head widened to SIZE_BINS sizes. */
function widenFrom(path: string): Float32Array[] {
  const encoded = encodedIn(path)
  const sizes = detectorSizes()
  const feats = DETECTOR_LAYERS[DETECTOR_LAYERS.length - 1]!.out
  const old = decodeWeights(encoded, [...sizes.slice(0, -2), 4 * feats, 4])
  const n = old.length
  const head = new Float32Array(DETECTOR_CLASSES * feats)
  const bias = new Float32Array(DETECTOR_CLASSES)
  // Old classes: no die, sizes 1–3; new: no die, sizes 0–4 (old 1–3 are new 1–3).
  const from = [0, 1, 1, 2, 3, 3]
  from.forEach((o, c) => {
    head.set(old[n - 2]!.subarray(o * feats, (o + 1) * feats), c * feats)
    bias[c] = old[n - 1]![o]!
  })
  return [...old.slice(0, -2), head, bias]
}

export function writeDetectorWeights(path: string, weights: Float32Array[], note: string) {
  const encoded = encodeWeights(weights, detectorSizes())
  const lines = encoded.match(/.{1,100}/g) ?? []
  writeFileSync(
    path,
    `// Generated by scripts/vision/detector-train.ts: do not edit.\n// ${note}\nexport const DICE_FINDER_WEIGHTS =\n${lines.map((l) => `  '${l}'`).join(' +\n')}\n`,
  )
  return decodeWeights(encoded, detectorSizes())
}

async function main() {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: '/work/data/dice/rune55' },
      photos: { type: 'string', default: '4500' },
      steps: { type: 'string', default: '20000' },
      batch: { type: 'string', default: '16' },
      'learning-rate': { type: 'string', default: '0.003' },
      seed: { type: 'string', default: '3' },
      out: { type: 'string' },
      /** A detector weights file of the three-size head to go on from. */
      from: { type: 'string' },
      /** A detector weights file of today's five-size head to go on training. */
      'go-on': { type: 'string' },
      /** Made-up rolls to cut patches from besides the photos' (renderedPatches). */
      rendered: { type: 'string', default: '0' },
      /** The share of those rolls drawn together. */
      packed: { type: 'string', default: '0' },
    },
  })
  const seed = Number(values.seed)
  const random = mulberry32(seed)
  let started = Date.now()
  const photoPatches = makePatches(values.data, Number(values.photos), seed)
  const madeUp = renderedPatches(Number(values.rendered), seed, Number(values.packed))
  const patches = [...photoPatches, ...madeUp]
  console.log(
    `${photoPatches.length} patches of photos, ${madeUp.length} of made-up rolls (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  )
  const weights = values['go-on']
    ? decodeWeights(encodedIn(values['go-on']), detectorSizes())
    : values.from
      ? widenFrom(values.from)
      : initialWeights(detectorSizes(), random)
  const m = weights.map((w) => new Float32Array(w.length))
  const v = weights.map((w) => new Float32Array(w.length))
  const steps = Number(values.steps)
  const batch = Number(values.batch)
  const target =
    values.out ??
    fileURLToPath(new URL('../../src/vision/detector-weights.generated.ts', import.meta.url))
  started = Date.now()
  let lossSum = 0
  for (let step = 1; step <= steps; step++) {
    const grads = weights.map((w) => new Float32Array(w.length))
    for (let b = 0; b < batch; b++) {
      const patch = augment(patches[Math.floor(random() * patches.length)]!, random)
      lossSum += backward(patch, weights, grads, 1 / (batch * CELLS * CELLS))
    }
    const lr =
      Number(values['learning-rate']) * 0.5 * (1 + Math.cos((Math.PI * step) / steps)) + 1e-5
    adamStep(weights, grads, m, v, step, lr)
    if (step % 500 === 0 || step === steps) {
      console.log(
        `step ${step}/${steps}: loss ${(lossSum / 500).toFixed(4)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      )
      lossSum = 0
      writeDetectorWeights(
        target,
        weights,
        `${step} steps of ${batch} patches (56×56, turned, mirrored, relit) from ${photoPatches.length} patches of ${values.photos} train photos and ${madeUp.length} of ${values.rendered} made-up rolls, seed ${seed}; int8 rows with a float32 scale.`,
      )
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main()
