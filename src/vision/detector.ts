/**
 * Where the dice are: a small fully convolutional network run over the frame at a few scales.
 * At each scale (a pyramid of the working picture, each level 1/√2 of the one before) it says,
 * for every 4×4 block of pixels, whether a die's centre is there, and if so which of five sizes
 * the die is at that level (10.7 to 19 pixels, each size 2^(1/6) apart). A die is found at the
 * levels where it is that size, so one small network finds dice from 24 pixels to the whole frame.
 * Peaks of "a die is centred here" over place and level, with the overlaps dropped, are the dice
 * the reader (net.ts) then reads.
 */
import type { GrayImage } from './types'
import { conv3, convStack, layersOf, pool2 } from './conv'

export { conv3, pool2 } from './conv'

export interface DetectorLayer {
  in: number
  out: number
  /** A 2×2 max-pool after the 3×3 convolution and its ReLU. */
  pool: boolean
}

export const DETECTOR_LAYERS: readonly DetectorLayer[] = [
  { in: 1, out: 8, pool: true },
  { in: 8, out: 16, pool: true },
  { in: 16, out: 16, pool: false },
  { in: 16, out: 16, pool: false },
]
/** Not a die's centre, or the centre of a die of one of SIZE_BINS sizes. */
export const DETECTOR_CLASSES = 6
export const DETECTOR_STRIDE = 4
/**
 * The die sizes (side, pixels of a level) one level answers to: five bins 2^(1/6) apart from
 * LEVEL_SMALLEST, 10.7 to 19 pixels, so neighbouring levels overlap and a die on the edge of one
 * level's range is still found with its size at the next.
 */
export const LEVEL_SMALLEST = 12 * 2 ** (-1 / 6)
export const SIZE_BINS = 5
/** Each level is this much smaller than the one before. */
export const LEVEL_STEP = Math.SQRT1_2
export const LEVELS = 7

export function detectorSizes(): number[] {
  const sizes: number[] = []
  for (const l of DETECTOR_LAYERS) sizes.push(l.out * l.in * 9, l.out)
  const last = DETECTOR_LAYERS[DETECTOR_LAYERS.length - 1]!.out
  sizes.push(DETECTOR_CLASSES * last, DETECTOR_CLASSES)
  return sizes
}

/** The side, in pixels of its level, of a die of size bin `bin` (0 … SIZE_BINS − 1, fractional). */
export function binSize(bin: number): number {
  return LEVEL_SMALLEST * 2 ** ((bin + 0.5) / (2 * SIZE_BINS))
}

/** Which size bin a die `side` pixels wide at a level falls in (may lie outside 0 … SIZE_BINS − 1). */
export function sizeBin(side: number): number {
  return Math.floor(Math.log2(side / LEVEL_SMALLEST) * 2 * SIZE_BINS)
}

/** What a forward pass leaves behind for training (scripts/vision/detector-train.ts). */
export interface DetectorTrace {
  inputs: Float32Array[]
  activated: Float32Array[]
  poolIndex: (Int32Array | undefined)[]
  features: Float32Array
}

/**
 * The logits, DETECTOR_CLASSES maps of (h/4)×(w/4), for a normalised h×w picture (h, w
 * multiples of 4).
 */
export function detectorForward(
  input: Float32Array,
  h: number,
  w: number,
  weights: Float32Array[],
  trace?: DetectorTrace,
): Float32Array {
  if (!trace) {
    const features = convStack(input, h, w, layersOf(DETECTOR_LAYERS, weights))
    return detectorHead(features.data, features.h * features.w, weights)
  }
  let x = input
  let ch = h
  let cw = w
  DETECTOR_LAYERS.forEach((layer, i) => {
    trace.inputs.push(x)
    const activated = conv3(x, layer.in, ch, cw, weights[2 * i]!, weights[2 * i + 1]!, layer.out)
    trace.activated.push(activated)
    if (layer.pool) {
      const index = new Int32Array(activated.length / 4)
      x = pool2(activated, layer.out, ch, cw, index)
      trace.poolIndex.push(index)
      ch >>= 1
      cw >>= 1
    } else {
      x = activated
      trace.poolIndex.push(undefined)
    }
  })
  trace.features = x
  return detectorHead(x, ch * cw, weights)
}

/** The 1×1 head: for each block, the logits of "no die's centre" and the size bins. */
function detectorHead(x: Float32Array, area: number, weights: Float32Array[]): Float32Array {
  const n = DETECTOR_LAYERS.length
  const head = weights[2 * n]!
  const headBias = weights[2 * n + 1]!
  const feats = DETECTOR_LAYERS[n - 1]!.out
  const out = new Float32Array(DETECTOR_CLASSES * area)
  for (let c = 0; c < DETECTOR_CLASSES; c++) {
    const dst = c * area
    out.fill(headBias[c]!, dst, dst + area)
    for (let j = 0; j < feats; j++) {
      const wv = head[c * feats + j]!
      const src = j * area
      for (let p = 0; p < area; p++) out[dst + p]! += wv * x[src + p]!
    }
  }
  return out
}

/**
 * The picture resampled by `scale` (< 1 shrinks), each output pixel the mean of a few bilinear
 * samples so nothing small flickers. Output sides are rounded down to multiples of 4.
 */
export function resample(image: GrayImage, scale: number): GrayImage {
  const width = Math.max(4, Math.floor((image.width * scale) / 4) * 4)
  const height = Math.max(4, Math.floor((image.height * scale) / 4) * 4)
  const out = new Float32Array(width * height)
  const step = 1 / scale
  const taps = Math.min(3, Math.max(1, Math.round(step)))
  const { width: iw, height: ih, data } = image
  // Where each tap of each column and row samples: the same for every row (column) of the level.
  const xs = samplePoints(width, taps, step, iw)
  const ys = samplePoints(height, taps, step, ih)
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      let sum = 0
      for (let ty = 0; ty < taps; ty++) {
        const ty3 = (v * taps + ty) * 3
        const y0 = ys[ty3]!
        const y1 = ys[ty3 + 1]!
        const fy = ys[ty3 + 2]!
        for (let tx = 0; tx < taps; tx++) {
          const tx3 = (u * taps + tx) * 3
          const x0 = xs[tx3]!
          const x1 = xs[tx3 + 1]!
          const fx = xs[tx3 + 2]!
          const top = data[y0 * iw + x0]! * (1 - fx) + data[y0 * iw + x1]! * fx
          const bottom = data[y1 * iw + x0]! * (1 - fx) + data[y1 * iw + x1]! * fx
          sum += top * (1 - fy) + bottom * fy
        }
      }
      out[v * width + u] = sum / (taps * taps)
    }
  }
  return { width, height, data: out }
}

/** For each of `count` outputs and each tap: the two source indices and the weight of the second. */
function samplePoints(count: number, taps: number, step: number, size: number): Float64Array {
  const points = new Float64Array(count * taps * 3)
  for (let i = 0; i < count; i++) {
    for (let t = 0; t < taps; t++) {
      const s = Math.min(Math.max((i + (t + 0.5) / taps) * step - 0.5, 0), size - 1)
      const at = (i * taps + t) * 3
      points[at] = Math.floor(s)
      points[at + 1] = Math.min(points[at]! + 1, size - 1)
      points[at + 2] = s - points[at]!
    }
  }
  return points
}

/** Zero mean and unit spread over the whole picture, as the detector was trained. */
export function normaliseWhole(image: GrayImage): GrayImage {
  const { data } = image
  const n = data.length
  let mean = 0
  for (let i = 0; i < n; i++) mean += data[i]!
  mean /= n
  let variance = 0
  for (let i = 0; i < n; i++) variance += (data[i]! - mean) * (data[i]! - mean)
  const scale = 1 / Math.sqrt(variance / n + 25)
  const out = new Float32Array(n)
  for (let i = 0; i < n; i++) out[i] = (data[i]! - mean) * scale
  return { ...image, data: out }
}

/** The pyramid's scales: level k is the working picture times LEVEL_STEP^k. */
export function levelScales(): number[] {
  return Array.from({ length: LEVELS }, (_, k) => LEVEL_STEP ** k)
}

export interface Detection {
  /** Centre and side, in pixels of the working picture. */
  x: number
  y: number
  size: number
  /** The detector's chance that a die is centred here. */
  score: number
  /** The pyramid level it was found at. */
  level: number
}

interface LevelMap {
  scale: number
  /** Blocks across and down. */
  gw: number
  gh: number
  /** Per block: the chance a die is centred there, and its expected size bin. */
  die: Float32Array
  bin: Float32Array
}

function levelMap(normalised: GrayImage, scale: number, weights: Float32Array[]): LevelMap {
  const level = levelImage(normalised, scale)
  const logits = detectorForward(level.data, level.height, level.width, weights)
  const gw = level.width / DETECTOR_STRIDE
  const gh = level.height / DETECTOR_STRIDE
  const area = gw * gh
  const die = new Float32Array(area)
  const bin = new Float32Array(area)
  const e = new Float64Array(DETECTOR_CLASSES)
  for (let p = 0; p < area; p++) {
    let max = -Infinity
    for (let c = 0; c < DETECTOR_CLASSES; c++) max = Math.max(max, logits[c * area + p]!)
    let sum = 0
    let binSum = 0
    for (let c = 0; c < DETECTOR_CLASSES; c++) {
      e[c] = Math.exp(logits[c * area + p]! - max)
      sum += e[c]!
      if (c > 0) binSum += e[c]! * (c - 1)
    }
    die[p] = 1 - e[0]! / sum
    bin[p] = binSum / Math.max(1e-9, sum - e[0]!)
  }
  return { scale, gw, gh, die, bin }
}

/**
 * The finder over one working picture. Each level's map is made when first asked for, so a
 * caller can look at the coarse levels first and add the finest (dice of 21–38 pixels in a
 * 640-pixel frame, half of all the work) only when the dice found call for it.
 */
export class FinderPyramid {
  private readonly normalised: GrayImage
  private readonly maps: LevelMap[] = []
  private readonly scales: number[]

  constructor(
    private readonly working: GrayImage,
    private readonly weights: Float32Array[],
  ) {
    this.normalised = normaliseWhole(working)
    this.scales = levelScales().filter(
      (scale) => working.width * scale >= 8 && working.height * scale >= 8,
    )
  }

  /**
   * The dice centres, strongest first, at most `limit`, each with at least `threshold` chance,
   * from the levels `finest` and coarser. Of two places closer than half the smaller one's side
   * only the likelier stays (two dice side by side are a side apart, however large a window that
   * spans both of them is); with `isDie` (the reader's judgement) a place judged no die makes way
   * for the ones it would have hidden (a pip of a large die found at a fine level must not hide
   * the die found at a coarse one), and at most `limit` places are judged.
   */
  detect(
    threshold: number,
    limit: number,
    finest = 0,
    isDie?: (place: Detection) => boolean,
  ): Detection[] {
    const found: Detection[] = []
    for (let level = finest; level < this.scales.length; level++) {
      const map = (this.maps[level] ??= levelMap(
        this.normalised,
        this.scales[level]!,
        this.weights,
      ))
      found.push(...peaks(map, level, threshold))
    }
    found.sort((a, b) => b.score - a.score)
    const kept: Detection[] = []
    let judged = 0
    for (const d of found) {
      if (kept.some((k) => Math.hypot(k.x - d.x, k.y - d.y) < 0.5 * Math.min(k.size, d.size)))
        continue
      if (isDie) {
        if (judged++ >= limit) break
        if (!isDie(d)) continue
      }
      kept.push(d)
      if (kept.length >= limit) break
    }
    return kept
  }
}

/**
 * The dice centres in a working picture (brightness), strongest first, at most `limit`, each
 * with at least `threshold` chance, from every level.
 */
export function detect(
  working: GrayImage,
  weights: Float32Array[],
  threshold: number,
  limit: number,
): Detection[] {
  return new FinderPyramid(working, weights).detect(threshold, limit)
}

/** The local peaks of one level's map, centred on the chances around them. */
function peaks(map: LevelMap, level: number, threshold: number): Detection[] {
  const { gw, gh, die, scale } = map
  const found: Detection[] = []
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const v = die[gy * gw + gx]!
      if (v < threshold) continue
      let peak = true
      let wsum = 0
      let xs = 0
      let ys = 0
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = gy + dy
          const xx = gx + dx
          if (yy < 0 || xx < 0 || yy >= gh || xx >= gw) continue
          const n = die[yy * gw + xx]!
          if ((dy || dx) && (n > v || (n === v && dy * gw + dx < 0))) peak = false
          wsum += n
          xs += n * xx
          ys += n * yy
        }
      }
      if (!peak) continue
      const x = ((xs / wsum + 0.5) * DETECTOR_STRIDE) / scale
      const y = ((ys / wsum + 0.5) * DETECTOR_STRIDE) / scale
      const size = binSize(map.bin[gy * gw + gx]!) / scale
      found.push({ x, y, size, score: v, level })
    }
  }
  return found
}

/** One level of the pyramid of a normalised working picture. */
export function levelImage(normalised: GrayImage, scale: number): GrayImage {
  return scale === 1 ? cropTo4(normalised) : resample(normalised, scale)
}

function cropTo4(image: GrayImage): GrayImage {
  const width = Math.floor(image.width / 4) * 4
  const height = Math.floor(image.height / 4) * 4
  if (width === image.width && height === image.height) return image
  const data = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    data.set(image.data.subarray(y * image.width, y * image.width + width), y * width)
  }
  return { width, height, data }
}
