/**
 * npm run train:dice -- --data <folder> [--crops <folder>] [--learn train|valid] [--epochs 8]
 *   [--per-epoch 40000] [--learning-rate 0.004] [--synthetic 0.3] [--augment 1] [--from <weights.ts>] [--train-layers 2] [--reuse-crops]
 *   [--tilt 0] [--small 0]
 *   [--also <crops.bin>=<share> …] [--valid <crops.bin>] [--out <weights.ts>] [--second]
 *
 * Rebuilds the die reader's weights from a YOLO-labelled dice photo folder (Rune55 v3's layout:
 * train|valid|test/images + labels): cuts the crops (prepare.ts), trains (train.ts), writes
 * src/vision/weights.generated.ts (with --second, second-reader-weights.generated.ts) and prints
 * how the crops of the valid part are read. The held-out photos are read by the benchmark
 * (scripts/bench/vision.ts), never here.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { prepareCrops } from './prepare'
import { accuracy, readWeightsFile, train, writeWeights } from './train'
import { readCrops } from './crops'

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '/work/data/dice/rune55' },
    crops: { type: 'string' },
    epochs: { type: 'string', default: '8' },
    'per-epoch': { type: 'string', default: '40000' },
    seed: { type: 'string', default: '21' },
    synthetic: { type: 'string', default: '0.3' },
    /** How far the views of the photo crops stray: 1 as before, less for a finishing run. */
    augment: { type: 'string', default: '1' },
    /** The share of photo crops seen squashed, as by a camera at a slant. */
    tilt: { type: 'string', default: '0' },
    /** The share of photo crops seen as a die of 14–27 pixels in the frame, as small dice are cut. */
    small: { type: 'string', default: '0' },
    'learning-rate': { type: 'string', default: '0.004' },
    'reuse-crops': { type: 'boolean', default: false },
    /** Which part's crops to learn from: train (the default), or valid when time is short. */
    learn: { type: 'string', default: 'train' },
    /**
     * More crop files to learn from beside the cut part's, e.g. the finder's windows
     * (finder-crops.ts), each given as file=share: the share of each epoch it gives (the cut
     * part's share is 1).
     */
    also: { type: 'string', multiple: true, default: [] },
    /** The crops to check on after each epoch (the valid part's by default). */
    valid: { type: 'string' },
    /** Train only the last this many layers (of 5: three convolutions, the dense layer, the output). */
    'train-layers': { type: 'string' },
    /** A weights.generated.ts to go on from. */
    from: { type: 'string' },
    /** Where to write the weights (after every epoch too); by default the generated file in src/vision. */
    out: { type: 'string' },
    /** Train the second reader (second-look.ts's secondReading): src/vision/second-reader-weights.generated.ts by default. */
    second: { type: 'boolean', default: false },
  },
})
const [generated, exportName] = values.second
  ? ['second-reader-weights.generated.ts', 'SECOND_READER_WEIGHTS']
  : ['weights.generated.ts', 'DIE_READER_WEIGHTS']
const target =
  values.out ?? fileURLToPath(new URL(`../../src/vision/${generated}`, import.meta.url))
const also = values.also.map((spec) => {
  const [file, share] = spec.split('=')
  return { file: file!, share: Number(share ?? 1) }
})
const alsoNote = also.map((a) => ` + ${a.file.split('/').slice(-2).join('/')} (share ${a.share})`)
const note = (epochs: number) =>
  `${epochs} epochs of ${values['per-epoch']} crops of ${values.learn}${alsoNote.join('')}${values.from ? ' going on from earlier weights' : ''}, ${values.synthetic} made-up, augmented ${values.augment}${Number(values.tilt) ? `, tilted ${values.tilt}` : ''}${Number(values.small) ? `, ${values.small} seen small` : ''}, learning rate ${values['learning-rate']}${values['train-layers'] ? `, last ${values['train-layers']} layers trained` : ''}, seed ${values.seed}; int8 rows with a float32 scale.`
const crops = values.crops ?? join(values.data, '..', 'crops')
const learnFile = join(crops, `${values.learn}.bin`)
if (!values['reuse-crops'] || !existsSync(learnFile)) {
  prepareCrops(values.data, crops, [values.learn, 'valid'])
}
const validFile = values.valid ?? join(crops, 'valid.bin')
const weights = train({
  trainFiles: [learnFile, ...also.map((a) => a.file)],
  shares: [1, ...also.map((a) => a.share)],
  validFile,
  epochs: Number(values.epochs),
  perEpoch: Number(values['per-epoch']),
  seed: Number(values.seed),
  synthetic: Number(values.synthetic),
  augment: Number(values.augment),
  tilt: Number(values.tilt),
  small: Number(values.small),
  learningRate: Number(values['learning-rate']),
  trainLayers: values['train-layers'] ? Number(values['train-layers']) : undefined,
  from: values.from ? readWeightsFile(values.from) : undefined,
  checkpoint: (weights, epoch) => writeWeights(target, weights, note(epoch + 1), exportName),
})
const stored = writeWeights(target, weights, note(Number(values.epochs)), exportName)
const valid = accuracy(readCrops(validFile), stored)
console.log(
  `valid crops, stored weights: dice read right ${(100 * valid.dice).toFixed(2)} %, not-dice refused ${(100 * valid.notDice).toFixed(2)} %`,
)
console.log('confusion (rows: truth 0 = not a die, 1–6; columns: read):')
for (const row of valid.confusion) console.log(row.map((n) => String(n).padStart(7)).join(''))
console.log('Held-out photos, whole rolls and speed: npx tsx scripts/bench/vision.ts')
