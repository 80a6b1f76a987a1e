/**
 * How sure must a face be? Reads photos of one split (never the held-out test stems) and prints,
 * for each confidence bar, how many found dice clear it and how many of those are read wrong.
 * npx tsx scripts/vision/calibrate.ts [--data <folder>] [--split valid] [--photos 400]
 *   [--weights <weights.ts>] (a reader's weights file, e.g. a training run's --out; the shipped by default)
 *   [--rules] (also: how other ways of joining the four looks into a confidence would do)
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import { judge, type FoundDie } from '../../src/vision/read-dice'
import { findDice, looksAt } from '../../src/vision/find-dice'
import { toGray } from '../../src/vision/gray'
import { READ_SIZE } from '../../src/vision/settings'
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
    /**
     * Compares ways of joining a die's four looks into its confidence (the least look, the least
     * look given a die, the second least, the mean, the geometric mean): at each number of dice
     * read wrong that sure, how many dice and rolls each would let through.
     */
    rules: { type: 'boolean', default: false },
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
  face: number
  looks: Float32Array[]
}[] = []
/** Photos of a whole roll (five or six dice, all readable): what the app would fill in. */
const rolls: {
  found: FoundDie[]
  looks: Float32Array[][]
  brightness: number
  diceCount: 5 | 6
  want: string
}[] = []
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
  const gray = values.rules ? toGray(image) : undefined
  // The reader's looks in brightness (looksAt is deterministic), kept for --rules; a die read in
  // its shade or in colour (die.channel) was read by the app in that channel instead.
  const looks = dice.map((die) =>
    gray ? looksAt(gray, die.x, die.y, die.size * READ_SIZE, weights).looks : [],
  )
  if (truth.length === diceCount && photo.dice.length === diceCount) {
    rolls.push({ found: dice, looks, brightness, diceCount, want: facesOf(truth) })
  }
  for (const [d, die] of dice.entries()) {
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
      face: die.face,
      looks: looks[d]!,
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

if (values.rules) compareRules()

/** The rolls the app would fill in were `bar` the sure confidence: right and wrong. */
function rollsAt(bar: number, rule?: Rule): string {
  let right = 0
  let wrong = 0
  for (const roll of rolls) {
    // judge() asks every face for its sure bar (sureBar): clearing `bar` is made to clear it.
    const found = roll.found.map((d, i) => {
      const confidence = rule ? rule(roll.looks[i]!, d.face) : d.confidence
      return { ...d, confidence: confidence >= bar ? 1 : 0 }
    })
    const reading = judge(found, roll.brightness, { diceCount: roll.diceCount })
    if (!reading.sure) continue
    if (facesOf(reading.dice) === roll.want) right++
    else wrong++
  }
  return `; rolls of ${rolls.length} filled in right ${right}, wrong ${wrong}`
}

/** A die's confidence in `face` from its looks. */
type Rule = (looks: Float32Array[], face: number) => number

function compareRules() {
  const chances = (looks: Float32Array[], face: number) => looks.map((look) => look[face]!)
  const rules: Record<string, Rule> = {
    'least look (the app)': (looks, face) => Math.min(...chances(looks, face)),
    // How sure of the face were it a die: "not a die" is judged apart (DIE_CHANCE, the count).
    'least look, given a die': (looks, face) =>
      Math.min(...looks.map((look) => look[face]! / Math.max(1e-12, 1 - look[0]!))),
    'second least look': (looks, face) => chances(looks, face).sort((a, b) => a - b)[1] ?? 0,
    'mean of the looks': (looks, face) =>
      chances(looks, face).reduce((a, b) => a + b, 0) / looks.length,
    'geometric mean': (looks, face) =>
      Math.exp(
        chances(looks, face).reduce((sum, p) => sum + Math.log(Math.max(p, 1e-12)), 0) /
          looks.length,
      ),
  }
  for (const [name, rule] of Object.entries(rules)) {
    // The face is the reader's (the looks' mean favourite) whatever the rule.
    const scored = seen.map((s) => ({ confidence: rule(s.looks, s.face), right: s.right }))
    const bars = [...new Set(scored.map((s) => s.confidence))].sort((a, b) => b - a)
    console.log(`${name}: the most lenient bar at each number of dice read wrong that sure`)
    let wrong = 0
    let over = 0
    for (const [i, bar] of bars.entries()) {
      for (const s of scored) {
        if (s.confidence !== bar) continue
        over++
        if (!s.right) wrong++
      }
      const next = bars[i + 1]
      const nextWrong = scored.some((s) => s.confidence === next && !s.right)
      if (wrong > 10) break
      if (next !== undefined && !nextWrong) continue
      console.log(
        `  ≥ ${bar.toFixed(5)}: ${over} dice (${((100 * over) / seen.length).toFixed(1)} % of found), read wrong ${wrong}${rollsAt(bar, rule)}`,
      )
    }
  }
}
