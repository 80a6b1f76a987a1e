/**
 * How sure must a face be? Reads photos of one split (never the held-out test stems) and prints,
 * for each confidence bar, how many found dice clear it and how many of those are read wrong.
 * npx tsx scripts/vision/calibrate.ts [--data <folder>] [--split valid] [--photos 400]
 */
import { parseArgs } from 'node:util'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import { findDice } from '../../src/vision/read-dice'
import { splitPhotos, MIN_DIE_SIZE } from './prepare'
import { decodeJpeg, diceInPixels } from './rune55'
import { mulberry32 } from './random'

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '/work/data/dice/rune55' },
    split: { type: 'string', default: 'valid' },
    photos: { type: 'string', default: '400' },
    /** Only dice at least this many pixels wide (of the 640-pixel photo) count. */
    'min-size': { type: 'string', default: String(MIN_DIE_SIZE) },
  },
})
if (values.split === 'test') throw new Error('the test stems are for measuring, not for tuning')
const weights = decodeWeights(DIE_READER_WEIGHTS)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())
const minSize = Number(values['min-size'])
const all = splitPhotos(values.data)[values.split as 'train' | 'valid']
const random = mulberry32(5)
const photos = all
  .map((p) => ({ p, key: random() }))
  .sort((a, b) => a.key - b.key)
  .slice(0, Number(values.photos))
  .map(({ p }) => p)
const seen: { confidence: number; dieChance: number; right: boolean }[] = []
let labelled = 0
let extra = 0
for (const photo of photos) {
  const image = decodeJpeg(photo.imagePath)
  const truth = diceInPixels(photo, image.width, image.height).filter((d) => d.size >= minSize)
  labelled += truth.length
  const { dice } = findDice(image, weights, finder)
  for (const die of dice) {
    const match = truth.find((t) => Math.hypot(t.x - die.x, t.y - die.y) < 0.5 * t.size)
    if (!match) {
      if (die.size >= minSize) extra++
      continue
    }
    seen.push({
      confidence: die.confidence,
      dieChance: die.dieChance,
      right: die.face === match.face,
    })
  }
}
console.log(
  `${photos.length} photos of ${values.split}; ${labelled} dice labelled, ${seen.length} found, ${extra} found that are none`,
)
for (const bar of [0, 0.5, 0.8, 0.9, 0.95, 0.97, 0.98, 0.99, 0.995, 0.998]) {
  const over = seen.filter((s) => s.confidence >= bar)
  const wrong = over.filter((s) => !s.right).length
  console.log(
    `confidence ≥ ${bar}: ${over.length} dice (${((100 * over.length) / seen.length).toFixed(1)} % of found), read wrong ${wrong} (${((100 * wrong) / Math.max(1, over.length)).toFixed(2)} %)`,
  )
}
