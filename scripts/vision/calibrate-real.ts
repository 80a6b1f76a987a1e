/**
 * The sure bar on real photos: DiceWatcher's held-out sittings (real-sets.ts) the reader's
 * training never held but that are not the 15 kept for the benchmark's unseen figure (those,
 * and skovy, stay measure-only). Per bar: of the dice found, how many read right and wrong at or
 * above it (a wrong one there could fill in a wrong roll), and the rolls of five or six filled in
 * right, wrong, or asked, when everything but the bar would fill them in (as calibrate-sure.ts).
 *
 * nice -n 19 npx tsx scripts/vision/calibrate-real.ts [--weights <weights.ts>]
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { judge, type FoundDie } from '../../src/vision/read-dice'
import { findDice } from '../../src/vision/find-dice'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import { cameraFrame } from './camera-frame'
import { readJpeg } from './photos'
import { stemHash } from './random'
import { diceWatcherSplit } from './real-sets'

const { values } = parseArgs({ options: { weights: { type: 'string' } } })
const encoded = values.weights
  ? [...readFileSync(values.weights, 'utf8').matchAll(/'([A-Za-z0-9+/=]+)'/g)]
      .map((m) => m[1])
      .join('')
  : DIE_READER_WEIGHTS
const weights = decodeWeights(encoded)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())
const BARS = [0.9, 0.95, 0.97, 0.975, 0.98, 0.985, 0.99, 0.995]
const sorted = (faces: number[]) => [...faces].sort().join('')

const photos = diceWatcherSplit().heldOut.filter((photo) => stemHash(photo.name) % 10 >= 2)
const dice: { confidence: number; right: boolean }[] = []
const rolls: { least?: number; right: boolean }[] = []
for (const photo of photos) {
  const original = readJpeg(photo.path)
  const frame = cameraFrame(original)
  const scale = Math.min(frame.width / original.width, frame.height / original.height)
  const left = (frame.width - original.width * scale) / 2
  const top = (frame.height - original.height * scale) / 2
  const truth = photo.dice.map((d) => ({
    face: d.face!,
    x: left + d.x * original.width * scale,
    y: top + d.y * original.height * scale,
    size: Math.max(d.width * original.width, d.height * original.height) * scale,
  }))
  const diceCount = truth.length === 6 ? 6 : 5
  const found = findDice(frame, weights, finder, diceCount)
  for (const die of truth) {
    const thing = found.dice.find((t) => Math.hypot(t.x - die.x, t.y - die.y) < 0.5 * die.size)
    if (thing) dice.push({ confidence: thing.confidence, right: thing.face === die.face })
  }
  if (truth.length !== 5 && truth.length !== 6) continue
  const sureOfEvery = found.dice.map((die): FoundDie => ({ ...die, confidence: 1 }))
  const reading = judge(sureOfEvery, found.brightness, { diceCount })
  if (!reading.sure) {
    rolls.push({ right: false })
    continue
  }
  const chosen = found.dice.filter((d) => reading.dice.some((r) => r.x === d.x && r.y === d.y))
  rolls.push({
    least: Math.min(...chosen.map((d) => d.confidence)),
    right: sorted(chosen.map((d) => d.face)) === sorted(truth.map((d) => d.face)),
  })
}
console.log(
  `${photos.length} photos, ${dice.length} dice found (${dice.filter((d) => d.right).length} read right), ${rolls.length} rolls of five or six (${rolls.filter((r) => r.least !== undefined).length} fillable but for the bar)`,
)
for (const bar of BARS) {
  const above = dice.filter((d) => d.confidence >= bar)
  const wrong = above.filter((d) => !d.right).length
  const filled = rolls.filter((r) => r.least !== undefined && r.least >= bar)
  const wrongRolls = filled.filter((r) => !r.right).length
  console.log(
    `bar ${bar}: dice at or above it ${above.length} (read wrong ${wrong}); rolls right ${filled.length - wrongRolls}, wrong ${wrongRolls}, asked ${rolls.length - filled.length}`,
  )
}
