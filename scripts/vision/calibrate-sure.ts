/**
 * The sure bar, calibrated: for each bar a die's confidence must reach, how many rolls of the
 * clutter sets (clutter-sets.ts) and of the committed sample photos would be filled in right,
 * filled in wrong, or asked. A roll counts as fillable when everything but the bar says yes (the
 * set rule, the count, the sizes); then it is filled at a bar when its least sure die reaches it.
 * `nice -n 19 npx tsx scripts/vision/calibrate-sure.ts --part dev --count 100`
 */
import { parseArgs } from 'node:util'
import { judge, type FoundDie } from '../../src/vision/read-dice'
import { findDice } from '../../src/vision/find-dice'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import { clutterSets, type ClutterCase, type Part } from './clutter-sets'
import { readJpeg } from './photos'
import { fixturePhotos } from './sample-photos'

const { values } = parseArgs({
  options: {
    part: { type: 'string', default: 'dev' },
    count: { type: 'string', default: '100' },
  },
})
const weights = decodeWeights(DIE_READER_WEIGHTS)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())
const BARS = [0.9, 0.93, 0.95, 0.96, 0.97, 0.975, 0.98, 0.985, 0.99, 0.995]
const sorted = (faces: number[]) => [...faces].sort().join('')

interface Roll {
  /** The least confidence of the roll's dice, when all else would fill it in; else undefined. */
  least?: number
  right: boolean
  /** Held back by the dice's sizes alone (all else would fill it in at a bar of 0). */
  sizes?: boolean
}

function rollOf(item: ClutterCase, diceCount: 5 | 6): Roll {
  const { dice, brightness } = findDice(item.picture, weights, finder, diceCount)
  const sureOfEvery = dice.map((die): FoundDie => ({ ...die, confidence: 1 }))
  const reading = judge(sureOfEvery, brightness, { diceCount })
  // With every face sure, 'unclear' can only be the sizes.
  if (!reading.sure) return { right: false, sizes: reading.doubt === 'unclear' }
  const chosen = dice.filter((die) => reading.dice.some((d) => d.x === die.x && d.y === die.y))
  return {
    least: Math.min(...chosen.map((die) => die.confidence)),
    right: sorted(chosen.map((d) => d.face)) === sorted(item.dice.map((d) => d.face)),
  }
}

function* sampleRolls(): Generator<ClutterCase & { diceCount: 5 | 6 }> {
  for (const photo of fixturePhotos().filter((p) => p.dice.length === 5 || p.dice.length === 6)) {
    const picture = readJpeg(photo.path)
    yield {
      name: photo.name,
      picture,
      dice: photo.dice.map((d) => ({ ...d, x: 0, y: 0 })),
      diceCount: photo.dice.length as 5 | 6,
    }
  }
}

function report(title: string, rolls: Roll[]) {
  const fillable = rolls.filter((r) => r.least !== undefined).length
  const sizes = rolls.filter((r) => r.sizes).length
  console.log(
    `${title} (${rolls.length} rolls; fillable but for the bar: ${fillable}; held back by the dice's sizes alone: ${sizes})`,
  )
  for (const bar of BARS) {
    const filled = rolls.filter((r) => r.least !== undefined && r.least >= bar)
    const wrong = filled.filter((r) => !r.right).length
    console.log(
      `  bar ${bar}: right ${filled.length - wrong}, wrong ${wrong} (${((100 * wrong) / rolls.length).toFixed(2)} %), asked ${rolls.length - filled.length}`,
    )
  }
}

const all: Roll[] = []
for (const set of clutterSets(values.part as Part, Number(values.count))) {
  if (set.name.startsWith('clutter')) continue
  const rolls = [...set.cases].map((item) => rollOf(item, 5))
  all.push(...rolls)
  report(set.title, rolls)
}
const samples = [...sampleRolls()].map((item) => rollOf(item, item.diceCount))
report('sample photos of five or six dice', samples)
report('every roll above', [...all, ...samples])
