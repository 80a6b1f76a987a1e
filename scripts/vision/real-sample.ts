/**
 * Writes the tests' real photos (tests/fixtures/vision-real/): DiceWatcher photos from the held-out
 * sittings or, with --dev, from the training sittings the judgement's rules were set on
 * (scripts/vision/real-sets.ts), each as the square middle of the 640×480 frame a camera gives
 * (480×480, JPEG), with its YOLO label. `npx tsx scripts/vision/real-sample.ts [--dev] <name>…`
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import jpeg from 'jpeg-js'
import { cameraFrame } from './camera-frame'
import { readJpeg } from './photos'
import { diceWatcherSplit } from './real-sets'

const out = fileURLToPath(new URL('../../tests/fixtures/vision-real/', import.meta.url))
const args = process.argv.slice(2)
const dev = args.includes('--dev')
const { heldOut, train } = diceWatcherSplit()
const part = dev ? train : heldOut
for (const name of args.filter((a) => a !== '--dev')) {
  const photo = part.find((p) => p.name === name)
  if (!photo) throw new Error(`${name} is not a ${dev ? 'training' : 'held-out'} DiceWatcher photo`)
  const side = 480
  const frame = cameraFrame(readJpeg(photo.path), side, side)
  const encoded = jpeg.encode({ width: side, height: side, data: Buffer.from(frame.data) }, 92)
  writeFileSync(`${out}${name}.jpg`, encoded.data)
  const label = photo.dice.map((d) => `${d.face! - 1} ${d.x} ${d.y} ${d.width} ${d.height}`)
  writeFileSync(`${out}${name}.txt`, `${label.join('\n')}\n`)
}
