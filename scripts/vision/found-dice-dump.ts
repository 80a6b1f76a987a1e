/**
 * Every die the finder and reader find on the clutter sets, with what it really is (a die of the
 * roll, and which face, or not a die), as JSON lines: what the set rule (src/vision/set.ts) and
 * the sure bar are tuned and calibrated on.
 * `nice -n 19 npx tsx scripts/vision/found-dice-dump.ts --part dev --count 60 > found.jsonl`
 */
import { parseArgs } from 'node:util'
import { findDice } from '../../src/vision/find-dice'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import { clutterSets, type ClutterCase, type Part } from './clutter-sets'

const { values } = parseArgs({
  options: {
    part: { type: 'string', default: 'dev' },
    count: { type: 'string', default: '60' },
  },
})
const part = values.part as Part
const count = Number(values.count)
const weights = decodeWeights(DIE_READER_WEIGHTS)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())

function dump(set: string, cases: Iterable<ClutterCase>) {
  for (const item of cases) {
    const { dice, brightness } = findDice(item.picture, weights, finder, 5)
    const found = dice.map((die) => {
      const truth = item.dice.find((d) => Math.hypot(d.x - die.x, d.y - die.y) < d.size / 2)
      return { ...die, truth: truth?.face ?? 0 }
    })
    console.log(JSON.stringify({ set, name: item.name, dice: item.dice.length, brightness, found }))
  }
}

for (const set of clutterSets(part, count)) dump(set.name, set.cases)
