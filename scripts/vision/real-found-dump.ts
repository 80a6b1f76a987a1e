/**
 * Every thing the finder and reader find on DiceWatcher photos (real-sets.ts), each as the 640×480
 * frame a camera gives, with the labelled die it lands on (its face, colour, size; 0: none), as
 * JSON lines, and each frame's pixels beside them: so the pip counter and the anchor tests
 * (die-look.ts, set.ts) can be tried again and again without running the networks.
 * `nice -n 19 npx tsx scripts/vision/real-found-dump.ts --photos train --out /tmp/pips`
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { findDice } from '../../src/vision/find-dice'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import { cameraFrame } from './camera-frame'
import { readJpeg } from './photos'
import { stemHash } from './random'
import { diceWatcherSplit } from './real-sets'
import { frameDice, pair } from './real-frame'

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: 'train' },
    out: { type: 'string', default: '/tmp/pips' },
  },
})
const weights = decodeWeights(DIE_READER_WEIGHTS)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())
const { train, heldOut } = diceWatcherSplit()
const unseen = (name: string) => stemHash(name) % 10 < 2
const photos = {
  train,
  calibration: heldOut.filter((p) => !unseen(p.name)),
  unseen: heldOut.filter((p) => unseen(p.name)),
}[values.photos!]
if (!photos) throw new Error('--photos: train, calibration or unseen')
mkdirSync(`${values.out}/frames`, { recursive: true })
const lines: string[] = []
for (const photo of photos) {
  const original = readJpeg(photo.path)
  const frame = cameraFrame(original)
  const truth = frameDice(photo, original, frame)
  const diceCount = truth.length === 6 ? 6 : 5
  const { dice, brightness } = findDice(frame, weights, finder, diceCount)
  const paired = pair(truth, dice)
  const found = dice.map((die) => {
    const i = paired.indexOf(die)
    const label = i >= 0 ? truth[i]! : undefined
    return { ...die, truth: label?.face ?? 0, colour: label?.colour, trueSize: label?.size }
  })
  writeFileSync(`${values.out}/frames/${photo.name}.rgba`, frame.data)
  lines.push(
    JSON.stringify({
      name: photo.name,
      split: values.photos,
      dice: truth.length,
      brightness,
      width: frame.width,
      height: frame.height,
      truth,
      found,
    }),
  )
}
writeFileSync(`${values.out}/${values.photos}.jsonl`, lines.join('\n') + '\n')
