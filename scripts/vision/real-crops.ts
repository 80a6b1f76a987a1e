/**
 * Cuts reader crops (crops.ts) from DiceWatcher's training sittings (real-sets.ts), as the app
 * sees them: each photo as the 640×480 camera frame of the whole tray (dice of 20–40 px) and of a
 * closer view (40–70 px), one of the two with its colours shifted (red dice go darker in grey
 * than white ones; a shift teaches the reader other bodies). In each view: the finder's windows,
 * labelled as the die they land on or "not a die" (finder-crops.ts), every die at its box, and
 * random windows away from every die (tray edges, shadows, the floor: real not-dice). Then the
 * finder's windows on made-up tables of clutter (clutter.ts, seeds apart from the dev and
 * held-out sets) as "not a die".
 *
 * nice -n 19 npx tsx scripts/vision/real-crops.ts --out <dir> [--clutter 150] [--every 1]
 * writes <dir>/real-train.bin, <dir>/real-valid.bin (the held-out sittings' photos the shipped
 * reader trained on in Rune55, to watch training: never the 15 unseen ones) and <dir>/clutter.bin;
 * `--only roboflow` cuts Roboflow's "Dice" v3 training photos the same way, <dir>/roboflow-train.bin;
 * `--only damiantab` DamianTab's photos of one and three dice, <dir>/damiantab-train.bin.
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { cropSquare, toGray } from '../../src/vision/gray'
import { detectorSizes } from '../../src/vision/detector'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import type { RgbaImage } from '../../src/vision/types'
import { encodeCrop, STORED_SIZE, STORED_SPAN } from './crops'
import { finderCropsOfPhoto, finderLabel, finderWindows } from './finder-crops'
import { cameraFrame } from './camera-frame'
import { clutterScene } from './clutter'
import { readJpeg, unstretched, type Region } from './photos'
import { mulberry32, stemHash } from './random'
import { damianTabPhotos, diceWatcherSplit, roboflowDice, type RealPhoto } from './real-sets'
import { diceInPixels, type LabelledPhoto } from './rune55'

/** Random windows away from every die, per view. */
const BACKGROUND_PER_VIEW = 24
/** Clutter seeds start here: the dev sets use 1…, the held-out ones 100,001…. */
const CLUTTER_SEED = 300_001

/** A part of the photo (in its pixels) as the camera frame of it, with its dice as fractions of the frame. */
function view(
  original: RgbaImage,
  photo: RealPhoto,
  left: number,
  top: number,
  partWidth: number,
  partHeight = partWidth,
): { frame: RgbaImage; labelled: LabelledPhoto; shown: Region } {
  const part = cutPart(original, left, top, partWidth, partHeight)
  const frame = cameraFrame(part)
  // cameraFrame fits the part into 640×480, centred.
  const scale = Math.min(frame.width / partWidth, frame.height / partHeight)
  const offsetX = (frame.width - partWidth * scale) / 2
  const offsetY = (frame.height - partHeight * scale) / 2
  const dice = photo.dice.map((die) => {
    const x = (die.x * original.width - left) * scale + offsetX
    const y = (die.y * original.height - top) * scale + offsetY
    const width = die.width * original.width * scale
    const height = die.height * original.height * scale
    return {
      face: die.face ?? 0,
      x: x / frame.width,
      y: y / frame.height,
      width: width / frame.width,
      height: height / frame.height,
      size: Math.max(width / frame.width, height / frame.height),
    }
  })
  return {
    frame,
    labelled: { stem: photo.name, split: 'train', imagePath: photo.path, dice },
    // The part in the frame; beyond it, fitInto smears the part's edge.
    shown: {
      left: offsetX,
      top: offsetY,
      width: partWidth * scale,
      height: partHeight * scale,
    },
  }
}

/**
 * The photo at half its size, through libjpeg's djpeg when there is one (it scales while it
 * decodes: 0.3 s against 2.5 s for jpeg-js on a 2736-pixel photo); the frames are 480 high anyway.
 */
function readHalf(path: string): RgbaImage {
  let ppm: Buffer
  try {
    ppm = execFileSync('djpeg', ['-scale', '1/2', '-pnm', path], { maxBuffer: 1 << 28 })
  } catch {
    return readJpeg(path)
  }
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))
  if (!header) throw new Error(`djpeg gave no PPM for ${path}`)
  const [width, height] = [Number(header[1]), Number(header[2])]
  const rgb = ppm.subarray(header[0].length)
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0, j = 0; i < data.length; i += 4, j += 3) {
    data[i] = rgb[j]!
    data[i + 1] = rgb[j + 1]!
    data[i + 2] = rgb[j + 2]!
    data[i + 3] = 255
  }
  return { width, height, data }
}

function cutPart(
  image: RgbaImage,
  left: number,
  top: number,
  width: number,
  height: number,
): RgbaImage {
  const out = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * image.width + left) * 4
    out.set(image.data.subarray(from, from + width * 4), y * width * 4)
  }
  return { width, height, data: out }
}

/** Each colour channel scaled on its own: another light, another die colour under it. */
function shiftColours(image: RgbaImage, random: () => number): RgbaImage {
  const gains = [0, 1, 2].map(() => 0.6 + random() * 0.8)
  const data = new Uint8ClampedArray(image.data.length)
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) data[i + c] = image.data[i + c]! * gains[c]!
    data[i + 3] = 255
  }
  return { width: image.width, height: image.height, data }
}

function backgroundCrops(
  frame: RgbaImage,
  labelled: LabelledPhoto,
  random: () => number,
): Uint8Array[] {
  const gray = toGray(frame)
  const dice = diceInPixels(labelled, gray.width, gray.height)
  const records: Uint8Array[] = []
  for (let tries = 0; records.length < BACKGROUND_PER_VIEW && tries < 200; tries++) {
    const size = 16 + random() * 70
    const x = random() * gray.width
    const y = random() * gray.height
    if (finderLabel(dice, x, y, size) !== 0) continue
    if (dice.some((d) => Math.hypot(d.x - x, d.y - y) < 0.7 * (d.size + size))) continue
    records.push(encodeCrop(0, cropSquare(gray, x, y, size * STORED_SPAN, STORED_SIZE, 0)))
  }
  return records
}

/**
 * `read`: the photo as cut (DiceWatcher's at half size; Roboflow's drawn back to their shape). The
 * first view is the whole photo, the closer one a square of 45–70 % of its shorter side.
 */
function cutPhotos(
  photos: RealPhoto[],
  out: string,
  finder: Float32Array[],
  closer: boolean,
  read: (photo: RealPhoto) => RgbaImage = (photo) => readHalf(photo.path),
) {
  writeFileSync(out, new Uint8Array(0))
  const counts = new Array<number>(7).fill(0)
  for (const photo of photos) {
    const random = mulberry32(stemHash(photo.name))
    const original = read(photo)
    const full = Math.min(original.width, original.height)
    const views = [view(original, photo, 0, 0, original.width, original.height)]
    if (closer) {
      const side = Math.round(full * (0.45 + random() * 0.25))
      const left = Math.floor(random() * (original.width - side))
      const top = Math.floor(random() * (original.height - side))
      views.push(view(original, photo, left, top, side))
    }
    const shifted = Math.floor(random() * views.length)
    views.forEach(({ frame, labelled, shown }, v) => {
      const seen = v === shifted && closer ? shiftColours(frame, random) : frame
      const records = [
        ...finderCropsOfPhoto(seen, labelled, finder, shown),
        ...backgroundCrops(seen, labelled, random),
      ]
      for (const r of records) counts[r[0]!]!++
      appendFileSync(out, Buffer.concat(records))
    })
  }
  console.log(`${out}: ${photos.length} photos; crops by class 0–6: ${counts.join(' ')}`)
}

function cutClutter(count: number, out: string, finder: Float32Array[]) {
  writeFileSync(out, new Uint8Array(0))
  let total = 0
  for (let i = 0; i < count; i++) {
    const kinds = i % 3 === 0 ? { kinds: ['keyboard', 'playingCard', 'clockDigits'] as const } : {}
    const { picture } = clutterScene(CLUTTER_SEED + i, kinds)
    const { gray, windows } = finderWindows(picture, finder)
    const records = windows.map(({ x, y, size }) =>
      encodeCrop(0, cropSquare(gray, x, y, size * 0.9 * STORED_SPAN, STORED_SIZE, 0)),
    )
    total += records.length
    if (records.length) appendFileSync(out, Buffer.concat(records))
  }
  console.log(`${out}: ${count} tables of clutter, ${total} windows the finder took for dice`)
}

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '/tmp/vision-crops' },
    clutter: { type: 'string', default: '150' },
    only: { type: 'string', default: 'train,valid,clutter' },
    /** Every how-many-th training photo to cut (the photos come in bursts of near copies). */
    every: { type: 'string', default: '1' },
  },
})
mkdirSync(values.out, { recursive: true })
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())
const { train, heldOut } = diceWatcherSplit()
const only = values.only.split(',')
if (only.includes('valid')) {
  // The 15 held-out photos Rune55's training never held stay for measuring only.
  const seenByShipped = heldOut.filter((photo) => stemHash(photo.name) % 10 >= 2)
  cutPhotos(seenByShipped, join(values.out, 'real-valid.bin'), finder, false)
}
const every = Number(values.every)
const cut = train.filter((_, i) => i % every === 0)
if (only.includes('train')) cutPhotos(cut, join(values.out, 'real-train.bin'), finder, true)
if (only.includes('roboflow'))
  cutPhotos(roboflowDice().train, join(values.out, 'roboflow-train.bin'), finder, true, (photo) =>
    unstretched(readJpeg(photo.path), photo.aspect),
  )
if (only.includes('damiantab'))
  // Its rolls of five stay dev data (dev-pictures.ts): only the photos of one and three dice are cut.
  cutPhotos(
    damianTabPhotos().filter((photo) => photo.dice.length < 5),
    join(values.out, 'damiantab-train.bin'),
    finder,
    true,
    (photo) => readJpeg(photo.path),
  )
if (only.includes('clutter'))
  cutClutter(Number(values.clutter), join(values.out, 'clutter.bin'), finder)
