/**
 * Where the die reader goes wrong, on the held-out photos the benchmark reads (the same choice of
 * photos): every window the dice finder offers, cut and read in brightness as find-dice.ts reads it, with its
 * truth (finder-crops.ts's finderLabel). Prints the confusion matrix (truth 0 = not a die,
 * read 0 = dropped as not a die), read right by die size, how the same dice read at their
 * labelled box, and writes a contact sheet of misread windows (JPEG) to look at.
 *
 * npx tsx scripts/vision/diagnose.ts [--every 8] [--sheet /tmp/misread.jpg] [--weights <file.ts>]
 * Measuring only: nothing here trains or tunes on the held-out photos.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import jpeg from 'jpeg-js'
import { cropSquare } from '../../src/vision/gray'
import { detectorSizes } from '../../src/vision/detector'
import { CROP_SIZE, CROP_SPAN, type Weights } from '../../src/vision/net'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { READ_SIZE, READ_TURNS } from '../../src/vision/settings'
import type { GrayImage } from '../../src/vision/types'
import { lookAt } from '../../src/vision/find-dice'
import { finderLabel, finderWindows } from './finder-crops'
import { MIN_DIE_SIZE, splitPhotos } from './prepare'
import { decodeJpeg, diceInPixels } from './rune55'

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '/work/data/dice/rune55' },
    every: { type: 'string', default: '8' },
    sheet: { type: 'string', default: '/tmp/misread.jpg' },
    weights: { type: 'string' },
    limit: { type: 'string', default: '100000' },
    /** Looks a window gets: READ_TURNS's by default, or 1–4 (a half turn second, then quarters). */
    looks: { type: 'string' },
  },
})

function weightsFromFile(path: string) {
  const text = readFileSync(path, 'utf8')
  return decodeWeights([...text.matchAll(/'([A-Za-z0-9+/=]+)'/g)].map((m) => m[1]).join(''))
}

const weights: Weights = values.weights
  ? weightsFromFile(values.weights)
  : decodeWeights(DIE_READER_WEIGHTS)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())

const turns = values.looks
  ? [Math.PI, Math.PI / 2, (3 * Math.PI) / 2].slice(0, Number(values.looks) - 1)
  : READ_TURNS

/** The reading of one window in brightness, as findDice first reads it: 0 when dropped as not a die. */
function readWindow(gray: GrayImage, x: number, y: number, side: number) {
  const { face, confidence, angle } = lookAt(gray, x, y, side, weights, turns)
  return { read: face, confidence, angle }
}

const every = Number(values.every)
const photos = splitPhotos(values.data)
  .test.filter((p, i) => i % every === 0 || p.dice.length === 5 || p.dice.length === 6)
  .slice(0, Number(values.limit))
const confusion = Array.from({ length: 7 }, () => new Array<number>(7).fill(0))
const atLabel = Array.from({ length: 7 }, () => new Array<number>(7).fill(0))
const SIDES = [14, 24, 40, 80, Infinity]
const bySide = SIDES.slice(1).map(() => ({ windows: 0, right: 0, labelRight: 0, labelled: 0 }))
const sideBin = (size: number) => SIDES.findIndex((edge) => size < edge) - 1
/** Finder window size over labelled size, for windows on a die. */
const ratios: number[] = []
const offsets: number[] = []
interface Miss {
  photo: string
  x: number
  y: number
  size: number
  context: Float32Array
  view: Float32Array
  truth: number
  read: number
}
const misses: Miss[] = []
/** nell-byler/dice_detection's photos (IMG_2019…: small dark dice on white) apart from the rest. */
const bySource = new Map<string, { windows: number; right: number }>()
const sourceOf = (path: string) =>
  /\/IMG_2019[^/]*$/.test(path) ? 'nell-byler (IMG_2019…)' : 'other Rune55'
for (const photo of photos) {
  const { gray, windows } = finderWindows(decodeJpeg(photo.imagePath), finder)
  const dice = diceInPixels(photo, gray.width, gray.height)
  for (const { x, y, size } of windows) {
    const truth = finderLabel(dice, x, y, size)
    if (truth === undefined) continue
    const side = size * READ_SIZE
    const { read, angle } = readWindow(gray, x, y, side)
    confusion[truth]![read]!++
    if (truth > 0) {
      const die = dice.reduce((a, b) =>
        Math.hypot(a.x - x, a.y - y) < Math.hypot(b.x - x, b.y - y) ? a : b,
      )
      const source = bySource.get(sourceOf(photo.imagePath)) ?? { windows: 0, right: 0 }
      source.windows++
      if (read === truth) source.right++
      bySource.set(sourceOf(photo.imagePath), source)
      ratios.push(size / die.size)
      offsets.push(Math.hypot(die.x - x, die.y - y) / die.size)
      const bin = bySide[sideBin(die.size)]!
      bin.windows++
      if (read === truth) bin.right++
    }
    if (truth !== read && misses.length < 400 && (truth > 0 || read > 0)) {
      misses.push({
        photo: photo.imagePath,
        x,
        y,
        size: side,
        context: cropSquare(gray, x, y, side * 2.2, 64, 0),
        view: cropSquare(gray, x, y, side * CROP_SPAN, CROP_SIZE, angle),
        truth,
        read,
      })
    }
  }
  for (const die of dice) {
    if (die.size < MIN_DIE_SIZE) continue
    const { read } = readWindow(gray, die.x, die.y, die.size)
    atLabel[die.face]![read]!++
    const bin = bySide[sideBin(die.size)]!
    bin.labelled++
    if (read === die.face) bin.labelRight++
  }
}

const show = (name: string, m: number[][]) => {
  console.log(`${name} (rows: truth 0 = not a die, 1–6; columns: read, 0 = dropped)`)
  console.log('      ' + [0, 1, 2, 3, 4, 5, 6].map((c) => String(c).padStart(6)).join(''))
  m.forEach((row, r) => console.log(`  ${r}:  ` + row.map((n) => String(n).padStart(6)).join('')))
  const dice = m.slice(1)
  const total = dice.reduce((s, row) => s + row.reduce((a, b) => a + b, 0), 0)
  const kept = dice.reduce((s, row) => s + row.slice(1).reduce((a, b) => a + b, 0), 0)
  const right = dice.reduce((s, row, r) => s + row[r + 1]!, 0)
  console.log(
    `  dice ${total}: kept as dice ${((100 * kept) / total).toFixed(1)} %, read right of kept ${((100 * right) / kept).toFixed(2)} %`,
  )
}
console.log(`${photos.length} held-out photos`)
show('finder windows', confusion)
show('labelled boxes', atLabel)
bySide.forEach((b, i) =>
  console.log(
    `side ${SIDES[i]}–${SIDES[i + 1]}: windows on dice ${b.windows}, read right ${((100 * b.right) / b.windows).toFixed(1)} %; labelled ${b.labelled}, read right at the box ${((100 * b.labelRight) / b.labelled).toFixed(1)} %`,
  ),
)
for (const [name, s] of bySource)
  console.log(
    `${name}: windows on dice ${s.windows}, read right ${((100 * s.right) / s.windows).toFixed(1)} %`,
  )
const quantiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return [0.1, 0.25, 0.5, 0.75, 0.9].map((q) => s[Math.floor(q * (s.length - 1))]!.toFixed(2))
}
console.log(`finder size / labelled size, deciles 10/25/50/75/90: ${quantiles(ratios).join(' ')}`)
console.log(`centre offset / labelled size, 10/25/50/75/90: ${quantiles(offsets).join(' ')}`)

// Contact sheet: per miss, the window's surroundings (64², upright as cut: no turn) and the
// 32² view the reader saw (scaled ×2), a bar of the truth's grey level under each.
const cell = 64
const misread = misses.filter((m) => m.truth > 0)
// Spread over all the photos (they come sorted by name, one source after another).
const shown = Array.from(
  { length: Math.min(60, misread.length) },
  (_, k) => misread[Math.floor((k * misread.length) / Math.min(60, misread.length))]!,
)
const columns = 6
const rows = Math.ceil(shown.length / columns)
const width = columns * (2 * cell + 8)
const height = rows * (cell + 16)
const pixels = new Uint8Array(width * height * 4).fill(255)
const put = (x: number, y: number, v: number, r = v, g = v) => {
  const at = (y * width + x) * 4
  pixels[at] = r
  pixels[at + 1] = g
  pixels[at + 2] = v
}
shown.forEach((m, k) => {
  const ox = (k % columns) * (2 * cell + 8)
  const oy = Math.floor(k / columns) * (cell + 16)
  for (let y = 0; y < cell; y++)
    for (let x = 0; x < cell; x++) {
      put(ox + x, oy + y, Math.max(0, Math.min(255, m.context[y * cell + x]!)))
      const v = m.view[(y >> 1) * CROP_SIZE + (x >> 1)]!
      put(ox + cell + 4 + x, oy + y, Math.max(0, Math.min(255, v)))
    }
  // Pip marks: truth as red dots, read as blue dots.
  for (let i = 0; i < m.truth; i++)
    for (let d = 0; d < 16; d++) put(ox + 2 + i * 9 + (d % 4), oy + cell + 2 + (d >> 2), 0, 255, 0)
  for (let i = 0; i < m.read; i++)
    for (let d = 0; d < 16; d++)
      put(ox + cell + 6 + i * 9 + (d % 4), oy + cell + 2 + (d >> 2), 255, 0, 0)
})
writeFileSync(
  values.sheet.replace(/\.jpg$/, '.txt'),
  shown
    .map(
      (m) =>
        `${m.photo} ${m.x.toFixed(0)} ${m.y.toFixed(0)} ${m.size.toFixed(0)} ${m.truth} ${m.read}`,
    )
    .join('\n'),
)
writeFileSync(values.sheet, jpeg.encode({ data: pixels, width, height }, 92).data)
console.log(
  `contact sheet of ${shown.length} misread dice: ${values.sheet} (red marks: the label's face, blue: the reading; 0 blue = dropped)`,
)
