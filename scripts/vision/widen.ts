/**
 * Makes a wider die reader that reads exactly as a narrower one did (Net2WiderNet): each new
 * channel or hidden unit copies one of the old, and the layer after shares the old one's outgoing
 * weights among its copies, so training goes on from the old reader's skill with room to learn
 * more. A little noise breaks the copies' symmetry.
 *
 * npx tsx scripts/vision/widen.ts --from <weights.ts> --old 8,16,32,32 --out <weights.ts>
 * (--old: the old reader's three convolutions' channels and its hidden units; the new shape is
 * net.ts's)
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { CHANNELS, CLASSES, HIDDEN, CROP_SIZE, type Weights } from '../../src/vision/net'
import { decodeWeights } from '../../src/vision/weights-codec'
import { mulberry32 } from './random'
import { writeWeights } from './train'

const PLACES = (CROP_SIZE >> 3) ** 2

function sizesOf(channels: number[], hidden: number): number[] {
  const sizes: number[] = []
  channels.forEach((out, l) => sizes.push(out * (l === 0 ? 1 : channels[l - 1]!) * 9, out))
  const flat = channels[channels.length - 1]! * PLACES
  sizes.push(hidden * flat, hidden, CLASSES * hidden, CLASSES)
  return sizes
}

/** Which old unit each new unit copies: the old ones first, then old ones drawn at random. */
function mapping(oldCount: number, newCount: number, random: () => number): number[] {
  return Array.from({ length: newCount }, (_, j) =>
    j < oldCount ? j : Math.floor(random() * oldCount),
  )
}

function copies(map: number[], oldCount: number): number[] {
  const count = new Array<number>(oldCount).fill(0)
  for (const k of map) count[k]!++
  return count
}

/**
 * A layer's weights (rows of `outs` outputs × `ins` inputs × `per` taps) with its outputs copied
 * by `outMap` and its inputs by `inMap` (each input copy taking its share).
 */
function remap(
  weights: Float32Array,
  bias: Float32Array,
  oldIns: number,
  per: number,
  outMap: number[],
  inMap: number[],
  inCopies: number[],
  noise: number,
  random: () => number,
) {
  const ins = inMap.length
  const w = new Float32Array(outMap.length * ins * per)
  const b = new Float32Array(outMap.length)
  outMap.forEach((from, o) => {
    b[o] = bias[from]!
    for (let i = 0; i < ins; i++) {
      const src = inMap[i]!
      for (let t = 0; t < per; t++) {
        const old = weights[(from * oldIns + src) * per + t]! / inCopies[src]!
        w[(o * ins + i) * per + t] = old * (1 + noise * (random() * 2 - 1))
      }
    }
  })
  return [w, b] as const
}

export function widen(old: Weights, oldChannels: number[], oldHidden: number, seed = 3): Weights {
  const random = mulberry32(seed)
  const noise = 0.02
  const out: Weights = []
  let inMap = [0]
  let inCopies = [1]
  let oldIns = 1
  CHANNELS.forEach((channels, l) => {
    const outMap = mapping(oldChannels[l]!, channels, random)
    out.push(
      ...remap(old[2 * l]!, old[2 * l + 1]!, oldIns, 9, outMap, inMap, inCopies, noise, random),
    )
    inCopies = copies(outMap, oldChannels[l]!)
    inMap = outMap
    oldIns = oldChannels[l]!
  })
  // The dense layer reads the last convolution's channels place by place: copy per channel.
  const flatMap = inMap.flatMap((c) => Array.from({ length: PLACES }, (_, p) => c * PLACES + p))
  const flatCopies = inCopies.flatMap((n) => new Array<number>(PLACES).fill(n))
  const hiddenMap = mapping(oldHidden, HIDDEN, random)
  const oldFlat = oldIns * PLACES
  out.push(...remap(old[6]!, old[7]!, oldFlat, 1, hiddenMap, flatMap, flatCopies, noise, random))
  const identity = Array.from({ length: CLASSES }, (_, c) => c)
  out.push(
    ...remap(
      old[8]!,
      old[9]!,
      oldHidden,
      1,
      identity,
      hiddenMap,
      copies(hiddenMap, oldHidden),
      0,
      random,
    ),
  )
  return out
}

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    old: { type: 'string', default: '8,16,32,32' },
    out: { type: 'string' },
  },
})
if (values.from && values.out) {
  const [a, b, c, hidden] = values.old.split(',').map(Number) as [number, number, number, number]
  const text = readFileSync(values.from, 'utf8')
  const encoded = [...text.matchAll(/'([A-Za-z0-9+/=]+)'/g)].map((m) => m[1]).join('')
  const old = decodeWeights(encoded, sizesOf([a, b, c], hidden))
  writeWeights(
    values.out,
    widen(old, [a, b, c], hidden),
    `widened from ${values.from} (${values.old}) to ${CHANNELS.join(',')},${HIDDEN}`,
  )
}
