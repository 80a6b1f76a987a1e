/**
 * Cuts the crops the classifier learns from (see crops.ts). Photos are kept apart by their
 * stem, the name before the export's hash: the set holds several turned copies of one photo under
 * one stem, spread over its own train, valid and test splits, so its test split is not unseen.
 * Here a stem goes whole to one part: two in ten to test (held out, never trained on), one in ten
 * to valid (for calibrating how sure a reading must be), the rest to train.
 */
import { mkdirSync, openSync, writeSync, closeSync } from 'node:fs'
import { join } from 'node:path'
import { cropSquare, toGray } from '../../src/vision/gray'
import type { GrayImage } from '../../src/vision/types'
import { findCandidates } from '../../src/vision/candidates'
import {
  CANDIDATE_LIMIT,
  DIE_PER_CANDIDATE,
  SMALLEST_CANDIDATE,
  WORKING_SIDE,
} from '../../src/vision/settings'
import { encodeCrop, STORED_SIZE, STORED_SPAN } from './crops'
import {
  decodeJpeg,
  diceInPixels,
  listPhotos,
  type LabelledDie,
  type LabelledPhoto,
} from './rune55'
import { mulberry32, stemHash } from './random'

/** Dice smaller than this (pixels, in the 640-pixel photo) carry too few pixels to read pips. */
export const MIN_DIE_SIZE = 14
/** Candidate windows that are no die, kept per photo. */
const MISSES_PER_PHOTO = 12

export function splitPhotos(root: string): Record<'train' | 'valid' | 'test', LabelledPhoto[]> {
  const all = ['train', 'valid', 'test'].flatMap((split) => listPhotos(root, split))
  const part = (photo: LabelledPhoto) => stemHash(photo.stem) % 10
  return {
    test: all.filter((p) => part(p) < 2),
    valid: all.filter((p) => part(p) === 2),
    train: all.filter((p) => part(p) > 2),
  }
}

function far(x: number, y: number, size: number, dice: LabelledDie[]): boolean {
  return dice.every((d) => Math.hypot(d.x - x, d.y - y) > 0.6 * (d.size + size))
}

/** The labelled die a candidate window lands on, if any (centre close, size about right). */
export function matchDie(
  dice: LabelledDie[],
  x: number,
  y: number,
  side: number,
): LabelledDie | undefined {
  return dice.find(
    (d) =>
      Math.hypot(d.x - x, d.y - y) < 0.25 * d.size && side / d.size > 0.6 && side / d.size < 1.45,
  )
}

/**
 * The crops of one photo: every readable die; for each a near miss, a pip or too wide a view;
 * and the windows the recogniser's own candidate search picks here, read as the die they land on
 * or as "not a die", so the reader learns the windows it will be shown.
 */
export function cropsOfPhoto(gray: GrayImage, photo: LabelledPhoto, seed: number): Uint8Array[] {
  const random = mulberry32(seed)
  const dice = diceInPixels(photo, gray.width, gray.height)
  const records: Uint8Array[] = []
  const small = toGrayFromGray(gray, WORKING_SIDE)
  const scale = gray.width / small.width
  let misses = 0
  for (const c of findCandidates(small, SMALLEST_CANDIDATE, CANDIDATE_LIMIT)) {
    const x = c.x * scale
    const y = c.y * scale
    const side = c.size * scale * DIE_PER_CANDIDATE
    const die = matchDie(dice, x, y, side)
    if (die && die.size < MIN_DIE_SIZE) continue
    // The strongest windows that are no die are the ones worth learning from; the rest repeat them.
    if (!die && ++misses > MISSES_PER_PHOTO) continue
    records.push(
      encodeCrop(die?.face ?? 0, cropSquare(gray, x, y, side * STORED_SPAN, STORED_SIZE, 0)),
    )
  }
  const cut = (label: number, x: number, y: number, size: number) =>
    records.push(encodeCrop(label, cropSquare(gray, x, y, size * STORED_SPAN, STORED_SIZE, 0)))
  const sizes = dice.map((d) => d.size).filter((s) => s >= MIN_DIE_SIZE)
  for (const die of dice) {
    if (die.size < MIN_DIE_SIZE) continue
    cut(die.face, die.x, die.y, die.size)
    const kind = random()
    const angle = random() * 2 * Math.PI
    if (kind < 0.4) {
      // Half a die, or a die and its neighbour: the detector's near misses.
      const shift = (0.55 + random() * 0.4) * die.size
      cut(0, die.x + shift * Math.cos(angle), die.y + shift * Math.sin(angle), die.size)
    } else if (kind < 0.7) {
      // A pip or a corner: what a too small window sees.
      const small = (0.25 + random() * 0.2) * die.size
      const offset = random() * 0.3 * die.size
      cut(0, die.x + offset * Math.cos(angle), die.y + offset * Math.sin(angle), small)
    } else {
      // The die and much around it: what a too large window sees.
      cut(0, die.x, die.y, (2.2 + random()) * die.size)
    }
  }
  // Table, paper, hands: places with no die, at the sizes dice have in this photo.
  const typical = sizes.length ? sizes[Math.floor(sizes.length / 2)]! : 40 + random() * 120
  for (let tries = 0, made = 0; tries < 20 && made < 2; tries++) {
    const size = typical * (0.6 + random() * 0.9)
    const x = size / 2 + random() * (gray.width - size)
    const y = size / 2 + random() * (gray.height - size)
    if (!far(x, y, size, dice)) continue
    cut(0, x, y, size)
    made++
  }
  return records
}

export function prepareCrops(root: string, out: string, parts = ['train', 'valid']) {
  mkdirSync(out, { recursive: true })
  const splits = splitPhotos(root)
  for (const [name, photos] of Object.entries(splits)) {
    if (name === 'test' || !parts.includes(name)) continue
    const file = openSync(join(out, `${name}.bin`), 'w')
    let count = 0
    photos.forEach((photo, index) => {
      const gray = toGray(decodeJpeg(photo.imagePath))
      for (const record of cropsOfPhoto(gray, photo, stemHash(photo.imagePath) ^ index)) {
        writeSync(file, record)
        count++
      }
    })
    closeSync(file)
    console.log(`${name}: ${photos.length} photos, ${count} crops`)
  }
}

/** The photo shrunk as the recogniser shrinks a camera frame. */
function toGrayFromGray(gray: GrayImage, maxSide: number): GrayImage {
  const factor = Math.max(1, Math.ceil(Math.max(gray.width, gray.height) / maxSide))
  const width = Math.floor(gray.width / factor)
  const height = Math.floor(gray.height / factor)
  const out = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0
      for (let dy = 0; dy < factor; dy++) {
        for (let dx = 0; dx < factor; dx++)
          sum += gray.data[(y * factor + dy) * gray.width + x * factor + dx]!
      }
      out[y * width + x] = sum / (factor * factor)
    }
  }
  return { width, height, data: out }
}
