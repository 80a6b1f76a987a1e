/**
 * Cuts the reader's crops where the dice finder (detector.ts) looks, so the reader learns the very
 * windows it is shown in the app: each find centred and sized as find-dice.ts cuts it, labelled
 * as the die it lands on or as "not a die" (the finder's false finds: pips, dots, corners, edges),
 * plus every readable labelled die at its own box. Finds half on a die are left out: neither
 * label would be honest.
 *
 * npx tsx scripts/vision/finder-crops.ts --part train --out <file> [--from 0] [--to 100000] [--every 1]
 * (under `nice -n 19`; it appends, one photo at a time, so a stopped run keeps what it cut)
 */
import { appendFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { cropSquare, toGray } from '../../src/vision/gray'
import { detect, detectorSizes } from '../../src/vision/detector'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { FINDER_LIMIT, FINDER_THRESHOLD, READ_SIZE, WORKING_SIDE } from '../../src/vision/settings'
import type { GrayImage, RgbaImage } from '../../src/vision/types'
import type { Region } from './photos'
import { encodeCrop, STORED_SIZE, STORED_SPAN } from './crops'
import { MIN_DIE_SIZE, splitPhotos } from './prepare'
import { decodeJpeg, diceInPixels, type LabelledDie, type LabelledPhoto } from './rune55'

/** What a find centred at (x, y) of `size` is: a face, 0 for no die, or undefined (half on one). */
export function finderLabel(
  dice: LabelledDie[],
  x: number,
  y: number,
  size: number,
): number | undefined {
  let nearest: LabelledDie | undefined
  let distance = Infinity
  for (const die of dice) {
    const d = Math.hypot(die.x - x, die.y - y)
    if (d < distance) {
      nearest = die
      distance = d
    }
  }
  if (!nearest) return 0
  const ratio = size / nearest.size
  if (distance < 0.25 * nearest.size && ratio > 0.6 && ratio < 1.6) {
    return nearest.size >= MIN_DIE_SIZE ? nearest.face : undefined
  }
  // A pip or a corner of a die, or a window holding several: not a die either.
  if (ratio < 0.5 || ratio > 2.2) return 0
  return distance > 0.6 * nearest.size ? 0 : undefined
}

/**
 * Where the finder looks on a photo, every level at once, in the photo's pixels: each window's
 * centre and die size, as the app reads them (find-dice.ts), and the photo's brightness.
 */
export function finderWindows(
  image: RgbaImage,
  finder: Float32Array[],
): { gray: GrayImage; windows: { x: number; y: number; size: number }[] } {
  const gray = toGray(image)
  const small = toGray(image, WORKING_SIDE)
  const scale = gray.width / small.width
  const windows = detect(small, finder, FINDER_THRESHOLD, FINDER_LIMIT).map((find) => ({
    x: find.x * scale,
    y: find.y * scale,
    size: find.size * scale,
  }))
  return { gray, windows }
}

/**
 * The crops of one photo, as records of crops.ts. `shown`: where a part of a photo lies in the
 * image, when the image is more (a closer view fitted into a frame, the edge smeared beyond it);
 * a die not wholly in it, give or take a sixth of its side, is not cut, nor a window about it.
 * Without it, every die whose centre is in the image is cut (one at a photo's edge is still a die).
 */
export function finderCropsOfPhoto(
  image: RgbaImage,
  photo: LabelledPhoto,
  finder: Float32Array[],
  shown?: Region,
): Uint8Array[] {
  const { gray, windows } = finderWindows(image, finder)
  const dice = diceInPixels(photo, gray.width, gray.height)
  const area = shown ?? { left: 0, top: 0, width: gray.width, height: gray.height }
  const reach = (die: LabelledDie) => (shown ? die.size / 2 - die.size / 6 : 0)
  const inView = (die: LabelledDie) =>
    die.x - reach(die) >= area.left &&
    die.y - reach(die) >= area.top &&
    die.x + reach(die) < area.left + area.width &&
    die.y + reach(die) < area.top + area.height
  const seen = dice.filter(inView)
  const records: Uint8Array[] = []
  const cut = (label: number, x: number, y: number, side: number) =>
    records.push(encodeCrop(label, cropSquare(gray, x, y, side * STORED_SPAN, STORED_SIZE, 0)))
  for (const { x, y, size } of windows) {
    const label = finderLabel(seen, x, y, size)
    // A window about a die beyond the part shows a smear, not that die nor "no die".
    if (label !== undefined && label === finderLabel(dice, x, y, size))
      cut(label, x, y, size * READ_SIZE)
  }
  for (const die of seen) if (die.size >= MIN_DIE_SIZE) cut(die.face, die.x, die.y, die.size)
  return records
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: '/work/data/dice/rune55' },
      part: { type: 'string', default: 'train' },
      out: { type: 'string' },
      from: { type: 'string', default: '0' },
      to: { type: 'string', default: '100000' },
      every: { type: 'string', default: '1' },
      append: { type: 'boolean', default: false },
    },
  })
  if (values.part === 'test')
    throw new Error('the test stems are for measuring, never for training')
  const out = values.out ?? `/work/data/dice/finder-crops/${values.part}.bin`
  if (!values.append) writeFileSync(out, new Uint8Array(0))
  const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())
  const photos = splitPhotos(values.data)[values.part as 'train' | 'valid']
  const every = Number(values.every)
  let count = 0
  let photosCut = 0
  const counts = new Array<number>(7).fill(0)
  for (let i = Number(values.from); i < Math.min(photos.length, Number(values.to)); i += every) {
    const photo = photos[i]!
    const records = finderCropsOfPhoto(decodeJpeg(photo.imagePath), photo, finder)
    if (records.length) appendFileSync(out, Buffer.concat(records))
    for (const r of records) counts[r[0]!]!++
    count += records.length
    photosCut++
    if (photosCut % 100 === 0) console.log(`${i + 1}/${photos.length} photos, ${count} crops`)
  }
  console.log(
    `${values.part}: ${photosCut} photos, ${count} crops; by class 0–6: ${counts.join(' ')}`,
  )
}
