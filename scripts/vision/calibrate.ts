/**
 * How sure must a face be? Reads photos of one split (never the held-out test stems) and prints,
 * for each confidence bar, how many found dice clear it and how many of those are read wrong.
 * npx tsx scripts/vision/calibrate.ts [--data <folder>] [--split valid] [--photos 400]
 *   [--weights <weights.ts>] (a reader's weights file, e.g. a training run's --out; the shipped by default)
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import { findDice, judge, type FoundDie } from '../../src/vision/read-dice'
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
    weights: { type: 'string' },
    /** Lists the dice read wrong at this confidence or more (photo, centre, side, truth, read). */
    'show-wrong': { type: 'string' },
  },
})
if (values.split === 'test') throw new Error('the test stems are for measuring, not for tuning')
const weights = decodeWeights(
  values.weights
    ? [...readFileSync(values.weights, 'utf8').matchAll(/'([A-Za-z0-9+/=]+)'/g)]
        .map((m) => m[1])
        .join('')
    : DIE_READER_WEIGHTS,
)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())
const minSize = Number(values['min-size'])
const all = splitPhotos(values.data)[values.split as 'train' | 'valid']
const random = mulberry32(5)
const photos = all
  .map((p) => ({ p, key: random() }))
  .sort((a, b) => a.key - b.key)
  .slice(0, Number(values.photos))
  .map(({ p }) => p)
const seen: {
  confidence: number
  dieChance: number
  right: boolean
  where: string
}[] = []
/** Photos of a whole roll (five or six dice, all readable): what the app would fill in. */
const rolls: { found: FoundDie[]; brightness: number; diceCount: 5 | 6; want: string }[] = []
const facesOf = (dice: { face: number }[]) =>
  dice
    .map((d) => d.face)
    .sort()
    .join('')
let labelled = 0
let extra = 0
for (const photo of photos) {
  const image = decodeJpeg(photo.imagePath)
  const truth = diceInPixels(photo, image.width, image.height).filter((d) => d.size >= minSize)
  labelled += truth.length
  // As the app reads: six dice asked for a photo of six, else five.
  const diceCount = truth.length === 6 ? 6 : 5
  const { dice, brightness } = findDice(image, weights, finder, diceCount)
  if (truth.length === diceCount && photo.dice.length === diceCount) {
    rolls.push({ found: dice, brightness, diceCount, want: facesOf(truth) })
  }
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
      where: `${photo.imagePath} ${die.x.toFixed(0)} ${die.y.toFixed(0)} ${die.size.toFixed(0)} ${match.face} ${die.face}`,
    })
  }
}
console.log(
  `${photos.length} photos of ${values.split}; ${labelled} dice labelled, ${seen.length} found, ${extra} found that are none`,
)
for (const bar of [0, 0.5, 0.8, 0.9, 0.93, 0.95, 0.96, 0.97, 0.98, 0.99, 0.995, 0.998]) {
  const over = seen.filter((s) => s.confidence >= bar)
  const wrong = over.filter((s) => !s.right).length
  console.log(
    `confidence ≥ ${bar}: ${over.length} dice (${((100 * over.length) / seen.length).toFixed(1)} % of found), read wrong ${wrong} (${((100 * wrong) / Math.max(1, over.length)).toFixed(2)} %)${rollsAt(bar)}`,
  )
}

if (values['show-wrong']) {
  const bar = Number(values['show-wrong'])
  for (const s of seen) if (!s.right && s.confidence >= bar) console.log(`wrong: ${s.where}`)
}

/** The rolls the app would fill in were `bar` the sure confidence: right and wrong. */
function rollsAt(bar: number): string {
  let right = 0
  let wrong = 0
  for (const roll of rolls) {
    // judge() asks every face for SURE_CONFIDENCE: clearing the bar is made to clear it.
    const found = roll.found.map((d) => ({ ...d, confidence: d.confidence >= bar ? 1 : 0 }))
    const reading = judge(found, roll.brightness, { diceCount: roll.diceCount })
    if (!reading.sure) continue
    if (facesOf(reading.dice) === roll.want) right++
    else wrong++
  }
  return `; rolls of ${rolls.length} filled in right ${right}, wrong ${wrong}`
}
