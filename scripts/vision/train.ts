/**
 * Trains the die reader on the crops prepare.ts cut (train.bin), checks it on valid.bin each
 * epoch, and writes the weights to src/vision/weights.generated.ts. One thread, seeded: run it
 * under `nice -n 19`, as `npm run train:dice` does.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import {
  forward,
  softmax,
  tensorSizes,
  CLASSES,
  type Trace,
  type Weights,
} from '../../src/vision/net'
import { decodeWeights, encodeWeights } from '../../src/vision/weights-codec'
import { augmentedView, plainView, syntheticView } from './augment'
import { backward } from './backprop'
import { readCrops, type CropSet } from './crops'
import { mulberry32 } from './random'
import { adamStep } from './adam'
import { initialWeights } from './initial-weights'

export interface TrainOptions {
  /** Crop files to learn from (crops.ts) and to check on after each epoch. */
  trainFiles: string[]
  /** How much of each epoch each train file gives (by default, as many as it holds). */
  shares?: number[]
  validFile: string
  epochs: number
  /** Training crops per epoch (all of them when larger). */
  perEpoch: number
  seed: number
  /** The share of training crops that are made-up dice (augment.ts syntheticView). */
  synthetic: number
  /** How far the photo crops' views stray (augment.ts augmentedView's strength; 1 by default). */
  augment?: number
  /** The share of photo crops seen squashed, as at a slant (augment.ts; 0 by default). */
  tilt?: number
  /** The share of photo crops seen as a small die in the frame (augment.ts; 0 by default). */
  small?: number
  /** Adam's starting step size (it then falls along a half cosine). */
  learningRate: number
  /** Weights to go on from (else a fresh start). */
  from?: Weights
  /**
   * Train only the last this many layers (each a kernel and a bias), the rest held as they are:
   * a fine-tune that keeps the features learnt from data no longer at hand. All of them by default.
   */
  trainLayers?: number
  /** Called after each epoch, e.g. to save the weights so far. */
  checkpoint?: (weights: Weights, epoch: number) => void
}

/** Read right, among dice and among not-dice, on every `stride`-th crop of a set. */
export function accuracy(set: CropSet, weights: Weights, stride = 1) {
  const confusion = Array.from({ length: CLASSES }, () => new Array<number>(CLASSES).fill(0))
  for (let i = 0; i < set.count; i += stride) {
    const p = softmax(forward(plainView(set, i), weights))
    let best = 0
    for (let c = 1; c < CLASSES; c++) if (p[c]! > p[best]!) best = c
    const label = set.labels[i]!
    confusion[label]![best]!++
  }
  const sum = (rows: number[][], pick: (row: number[], r: number) => number) =>
    rows.reduce((total, row, r) => total + pick(row, r), 0)
  const dice = confusion.slice(1)
  return {
    dice:
      sum(dice, (row, r) => row[r + 1]!) /
      Math.max(
        1,
        sum(dice, (row) => row.reduce((a, b) => a + b, 0)),
      ),
    notDice:
      confusion[0]![0]! /
      Math.max(
        1,
        confusion[0]!.reduce((a, b) => a + b, 0),
      ),
    confusion,
  }
}

export function train(options: TrainOptions): Weights {
  const random = mulberry32(options.seed)
  const sets = options.trainFiles.map((file) => readCrops(file))
  const trainSet = joinSets(sets)
  const validSet = readCrops(options.validFile)
  // Per file, the dice and the not-dice, as indices into the joined set.
  let offset = 0
  const pools = sets.map((set) => {
    const dice: number[] = []
    const others: number[] = []
    for (let i = 0; i < set.count; i++) (set.labels[i]! > 0 ? dice : others).push(offset + i)
    offset += set.count
    return { dice, others }
  })
  const shares = options.shares ?? sets.map((set) => set.count)
  const shareSum = shares.reduce((a, b) => a + b, 0)
  const pickFile = () => {
    let r = random() * shareSum
    for (let f = 0; f < shares.length; f++) if ((r -= shares[f]!) < 0) return f
    return shares.length - 1
  }
  console.log(
    `train ${trainSet.count} crops (${pools.map((p) => `${p.dice.length} dice, ${p.others.length} not`).join('; ')}), valid ${validSet.count}`,
  )
  const weights = options.from ?? initialWeights(tensorSizes(), random)
  const m = weights.map((w) => new Float32Array(w.length))
  const v = weights.map((w) => new Float32Array(w.length))
  const batch = 32
  const perEpoch = options.perEpoch
  const steps = Math.ceil((options.epochs * perEpoch) / batch)
  // Kernels and biases come in pairs, so the weight decay of adamStep stays on the kernels.
  const first = options.trainLayers ? weights.length - 2 * options.trainLayers : 0
  const trained = <T>(arrays: T[]) => arrays.slice(first)
  let step = 0
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const started = Date.now()
    // Dice and not-dice in equal parts: the windows offer far more of the one or the other.
    const order = Array.from({ length: perEpoch }, (_, k) => {
      const file = pools[pickFile()]!
      // A file of not-dice only (clutter) gives not-dice either way, one of dice only dice.
      const pool =
        (k % 2 === 0 && file.dice.length) || !file.others.length ? file.dice : file.others
      return pool[Math.floor(random() * pool.length)]!
    })
    let lossSum = 0
    for (let start = 0; start < perEpoch; start += batch) {
      const grads = weights.map((w) => new Float32Array(w.length))
      const end = Math.min(start + batch, perEpoch)
      for (let k = start; k < end; k++) {
        const index = order[k]!
        const made = random() < options.synthetic ? syntheticView(random) : undefined
        const crop =
          made?.crop ??
          augmentedView(trainSet, index, random, options.augment, options.tilt, options.small)
        const label = made?.label ?? trainSet.labels[index]!
        const trace: Trace = {
          inputs: [],
          activated: [],
          pooled: [],
          poolIndex: [],
          hidden: new Float32Array(0),
        }
        const logits = forward(crop, weights, trace)
        lossSum += backward(logits, label, trace, weights, grads, 1 / (end - start))
      }
      step++
      const lr = options.learningRate * 0.5 * (1 + Math.cos((Math.PI * step) / steps)) + 1e-5
      adamStep(trained(weights), trained(grads), trained(m), trained(v), step, lr)
    }
    const valid = accuracy(validSet, weights, Math.max(1, Math.floor(validSet.count / 3000)))
    console.log(
      `epoch ${epoch + 1}/${options.epochs}: loss ${(lossSum / perEpoch).toFixed(4)}, valid: dice read right ${(100 * valid.dice).toFixed(2)} %, not-dice refused ${(100 * valid.notDice).toFixed(2)} % (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    )
    if (options.checkpoint) options.checkpoint(weights, epoch)
  }
  return weights
}

function joinSets(sets: CropSet[]): CropSet {
  if (sets.length === 1) return sets[0]!
  const count = sets.reduce((sum, set) => sum + set.count, 0)
  const labels = new Uint8Array(count)
  const pixels = new Uint8Array(sets.reduce((sum, set) => sum + set.pixels.length, 0))
  let at = 0
  let pixelAt = 0
  for (const set of sets) {
    labels.set(set.labels, at)
    pixels.set(set.pixels, pixelAt)
    at += set.count
    pixelAt += set.pixels.length
  }
  return { labels, pixels, count }
}

export function writeWeights(
  path: string,
  weights: Weights,
  note: string,
  exportName = 'DIE_READER_WEIGHTS',
) {
  const encoded = encodeWeights(weights)
  const lines = encoded.match(/.{1,100}/g) ?? []
  writeFileSync(
    path,
    `// Generated by \`npm run train:dice\` (scripts/vision/train.ts): do not edit.\n// ${note}\nexport const ${exportName} =\n${lines.map((l) => `  '${l}'`).join(' +\n')}\n`,
  )
  return decodeWeights(encoded)
}

/** The weights in a weights.generated.ts (writeWeights's), e.g. a run's output to go on from or to measure. */
export function readWeightsFile(path: string): Weights {
  const text = readFileSync(path, 'utf8')
  return decodeWeights([...text.matchAll(/'([A-Za-z0-9+/=]+)'/g)].map((m) => m[1]).join(''))
}
