/**
 * Two public sets of real dice photos, read as one shape (boxes in fractions of the photo):
 *
 * - DiceWatcher (github.com/NikitaMensh/DiceWatcher, code MIT; the photos are Nell Byler's,
 *   github.com/nell-byler/dice_detection, BSD-3-Clause): 250 phone photos, 2736×2736, on a grey
 *   dice tray, YOLO labels `data/labels/<split>/<name>.txt` with classes 0–5 for faces 1–6. Its own
 *   200/25/25 split puts burst photos seconds apart on both sides, so `diceWatcherSplit` splits by
 *   time instead: the photos after each day's last long pause are held out.
 * - skovy/tensorflow-dice-model (github.com/skovy/tensorflow-dice-model, MIT): webcam frames,
 *   1920×1080, on a wood floor. `image_data/die_detection/*` boxes every die as "die" (VOC xml, no
 *   face); `image_data/die_detection_and_classification/labels.csv` boxes dice with their face.
 *   Another camera, light and table: it only measures, it never trains or tunes.
 *
 * - matteop65/Dice_Detection_Recognition (github.com/matteop65/Dice_Detection_Recognition, © 2021
 *   Matteo Anthony Penlington, an MIT-style licence): 396 webcam frames, 640×480, of white dice on
 *   a light wood desk with a laptop and cables in view, 1–5 dice each (98 of five), YOLO labels
 *   with classes 0–5 for faces 1–6 in `Data/Training_Images/{Train,Valid}`. The team checks the
 *   camera on these photos from outside: they only measure, they never train or tune.
 *
 * - Roboflow's public "Dice" v3 (CC BY 4.0), as exported into github.com/Epanemu/GameDiceRecognition
 *   (`Dice-3/`): 436 phone photos stretched to 640×640, up to three copies of each training photo
 *   (cropped, relit, blurred, speckled), YOLO labels with classes 0–5 for faces 1–6. `aspect` undoes
 *   the stretch: a photo whose labelled dice are a third wider than tall, or a quarter narrower, was
 *   taken 3:4, or 4:3 (one of a die or two near square stays square). Dice seen at a slant: one or
 *   two small dice on a grey table, about fifteen dice of many kinds on blue paper, Catan boards with
 *   their number tokens. `roboflowDice` keeps one copy of each photo (an altered one: the export
 *   keeps no plain copy); its valid and test photos are held out (they only measure), its training
 *   photos are for dev work and training.
 *
 * - DamianTab/DiceDetection (github.com/DamianTab/DiceDetection, Apache-2.0, © Damian Tabaczyński):
 *   80 phone photos, 907×1209 upright, of ivory dice with black pips on carpets, a wood table and a
 *   white board: 25 of five dice, 30 of three, 25 of one. The repository labels none; the team
 *   labelled every die by hand (`damiantab-labels.json`: face, centre, width and height as
 *   fractions of the upright photo). Dev data: the judgement may be tuned on it.
 *
 * Clone them and take the photos out with `git archive HEAD data` (DiceWatcher's model file is not
 * stored; for matteop65 `git archive HEAD Data/Training_Images/Train`, and `…/Valid`) into
 * REAL_DATA (default /work/data): `<REAL_DATA>/DiceWatcher`, `<REAL_DATA>/skovy`,
 * `<REAL_DATA>/matteop65`; for the Roboflow set `git archive HEAD Dice-3` into
 * `<REAL_DATA>/epanemu`; for DamianTab's `git archive HEAD myphotos` into `<REAL_DATA>/damiantab`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { photoStem } from './rune55'

export const REAL_DATA = process.env.REAL_DATA ?? '/work/data'

/** A labelled die: centre, width and height as fractions of the photo; face when the label gives it. */
export interface RealDie {
  face?: number
  x: number
  y: number
  width: number
  height: number
}

export interface RealPhoto {
  name: string
  path: string
  dice: RealDie[]
  /** The scene's width over its height where the file stretched it to another shape. */
  aspect?: number
  /** The camera frame it is shown as, when not 640×480: 480×640 for a phone held upright. */
  frame?: { width: number; height: number }
}

/** A pause between two photos longer than this starts a new sitting. */
const SITTING_GAP_SECONDS = 40

/** The photo's time from its name (IMG_20191208_111228.jpg), in seconds. */
function takenAt(name: string): number {
  const m = /(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})(\d{2})/.exec(name)
  if (!m) throw new Error(`no time in the photo's name ${name}`)
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[]
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) / 1000
}

function yoloDice(path: string): RealDie[] {
  if (!existsSync(path)) return []
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter((parts) => parts.length === 5 && parts.every(Number.isFinite))
    .map(([c, x, y, w, h]) => ({ face: c! + 1, x: x!, y: y!, width: w!, height: h! }))
}

/** Every DiceWatcher photo, whatever its own split, in the order they were taken. */
export function diceWatcherPhotos(root = join(REAL_DATA, 'DiceWatcher')): RealPhoto[] {
  const photos: RealPhoto[] = []
  for (const split of ['train', 'val', 'test']) {
    const dir = join(root, 'data', 'images', split)
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir).filter((f) => /\.jpe?g$/i.test(f))) {
      const label = join(root, 'data', 'labels', split, file.replace(/\.jpe?g$/i, '.txt'))
      photos.push({
        name: file.replace(/\.jpe?g$/i, ''),
        path: join(dir, file),
        dice: yoloDice(label),
      })
    }
  }
  return photos.sort((a, b) => takenAt(a.name) - takenAt(b.name))
}

/**
 * DiceWatcher split by sitting: the photos were taken in bursts on two mornings; the sitting after
 * each morning's last pause of more than SITTING_GAP_SECONDS is held out (47 photos), the rest is
 * for training (203). No burst is on both sides.
 */
export function diceWatcherSplit(photos = diceWatcherPhotos()): {
  train: RealPhoto[]
  heldOut: RealPhoto[]
} {
  const sittings: RealPhoto[][] = []
  let last = -Infinity
  for (const photo of photos) {
    const at = takenAt(photo.name)
    if (at - last > SITTING_GAP_SECONDS) sittings.push([])
    sittings.at(-1)!.push(photo)
    last = at
  }
  const day = (sitting: RealPhoto[]) => sitting[0]!.name.slice(4, 12)
  const lastOfDay = sittings.filter(
    (s, i) => i === sittings.length - 1 || day(sittings[i + 1]!) !== day(s),
  )
  return {
    train: sittings.filter((s) => !lastOfDay.includes(s)).flat(),
    heldOut: lastOfDay.flat(),
  }
}

/** A VOC annotation's boxes (all "die", no face) as fractions of its picture. */
function vocDice(xml: string): RealDie[] {
  const number = (tag: string, text: string) =>
    Number(new RegExp(`<${tag}>([\\d.]+)</${tag}>`).exec(text)?.[1])
  const width = number('width', xml)
  const height = number('height', xml)
  return [...xml.matchAll(/<bndbox>([\s\S]*?)<\/bndbox>/g)].map(([, box]) => {
    const [x0, y0, x1, y1] = ['xmin', 'ymin', 'xmax', 'ymax'].map((tag) => number(tag, box!))
    return {
      x: (x0! + x1!) / 2 / width,
      y: (y0! + y1!) / 2 / height,
      width: (x1! - x0!) / width,
      height: (y1! - y0!) / height,
    }
  })
}

/** skovy's frames with every die boxed (VOC, no faces): 49 frames, 98 dice. */
export function skovyBoxed(root = join(REAL_DATA, 'skovy')): RealPhoto[] {
  const photos: RealPhoto[] = []
  for (const split of ['training', 'validation']) {
    const dir = join(root, 'image_data', 'die_detection', split)
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.xml'))
      .sort()) {
      const path = join(dir, file.replace(/\.xml$/, '.jpg'))
      if (!existsSync(path)) continue
      photos.push({
        name: basename(path, '.jpg'),
        path,
        dice: vocDice(readFileSync(join(dir, file), 'utf8')),
      })
    }
  }
  return photos
}

/**
 * skovy's frames with the faces labelled (labels.csv: `<split>,<file>,<face>,<xmin>,<ymin>,,,<xmax>,<ymax>,,`
 * in fractions): 15 frames, 29 dice.
 */
export function skovyFaces(root = join(REAL_DATA, 'skovy')): RealPhoto[] {
  const dir = join(root, 'image_data', 'die_detection_and_classification')
  const csv = join(dir, 'labels.csv')
  if (!existsSync(csv)) return []
  const byFile = new Map<string, RealDie[]>()
  for (const line of readFileSync(csv, 'utf8').split('\n')) {
    const cells = line.trim().split(',')
    if (cells.length < 9) continue
    const [x0, y0, x1, y1] = [cells[3], cells[4], cells[7], cells[8]].map(Number)
    const die = {
      face: Number(cells[2]),
      x: (x0! + x1!) / 2,
      y: (y0! + y1!) / 2,
      width: x1! - x0!,
      height: y1! - y0!,
    }
    byFile.set(cells[1]!, [...(byFile.get(cells[1]!) ?? []), die])
  }
  return [...byFile].sort().map(([file, dice]) => ({
    name: file.replace(/\.jpg$/, ''),
    path: join(dir, file),
    dice,
  }))
}

/**
 * matteop65's webcam frames on a wood desk: 396 photos, 1 206 dice with faces. Most "One" boxes
 * hold only the die's single pip (117 of 198 under 25 px, where the other faces' are 39–51 px): a
 * One is given the median side of the photo's other dice, or twice its box when it has none, so
 * that a die found around it is counted and its size group is the die's. Its centre, the pip's,
 * is the die's.
 */
export function webcamDesk(root = join(REAL_DATA, 'matteop65')): RealPhoto[] {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
  /** A One at the side of the photo's other dice, or at twice its box when it is alone. */
  const wholeDie = (one: RealDie, others: RealDie[]): RealDie =>
    others.length
      ? {
          ...one,
          width: Math.max(one.width, median(others.map((d) => d.width))),
          height: Math.max(one.height, median(others.map((d) => d.height))),
        }
      : { ...one, width: one.width * 2, height: one.height * 2 }
  const photos: RealPhoto[] = []
  for (const split of ['Train', 'Valid']) {
    const dir = join(root, 'Data', 'Training_Images', split)
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir)
      .filter((f) => /\.jpe?g$/i.test(f))
      .sort()) {
      const dice = yoloDice(join(dir, file.replace(/\.jpe?g$/i, '.txt')))
      const others = dice.filter((die) => die.face !== 1)
      photos.push({
        name: `${split}/${file.replace(/\.jpe?g$/i, '')}`,
        path: join(dir, file),
        dice: dice.map((die) => (die.face === 1 ? wholeDie(die, others) : die)),
      })
    }
  }
  return photos
}

/**
 * Roboflow's "Dice" v3, one copy of each photo (the export names a photo's copies
 * `<photo>_jpg.rf.<hash>.jpg`): `heldOut` its valid and test photos, `train` the rest.
 */
export function roboflowDice(root = join(REAL_DATA, 'epanemu', 'Dice-3')): {
  heldOut: RealPhoto[]
  train: RealPhoto[]
} {
  const seen = new Set<string>()
  const split = (part: string): RealPhoto[] => {
    const dir = join(root, part, 'images')
    if (!existsSync(dir)) return []
    const photos: RealPhoto[] = []
    for (const file of readdirSync(dir)
      .filter((f) => /\.jpe?g$/i.test(f))
      .sort()) {
      const photo = photoStem(file)
      if (seen.has(photo)) continue
      seen.add(photo)
      const label = join(root, part, 'labels', file.replace(/\.jpe?g$/i, '.txt'))
      const dice = yoloDice(label)
      photos.push({ name: `${part}/${photo}`, path: join(dir, file), dice, aspect: aspectOf(dice) })
    }
    return photos
  }
  const heldOut = [...split('valid'), ...split('test')]
  return { heldOut, train: split('train') }
}

/** A stretched square photo's shape before the stretch, from its labelled dice (square in life). */
function aspectOf(dice: RealDie[]): number | undefined {
  const ratios = dice.map((die) => die.width / die.height).sort((a, b) => a - b)
  const median = ratios[ratios.length >> 1]
  if (median === undefined) return undefined
  return median >= 1.15 ? 3 / 4 : median <= 0.85 ? 4 / 3 : undefined
}

/** DamianTab's photos with the team's labels (damiantab-labels.json), framed upright as the phone took them. */
export function damianTabPhotos(root = join(REAL_DATA, 'damiantab')): RealPhoto[] {
  const labels = JSON.parse(
    readFileSync(new URL('./damiantab-labels.json', import.meta.url), 'utf8'),
  ) as Record<string, [number, number, number, number, number][]>
  return Object.entries(labels)
    .map(([file, dice]) => ({
      name: basename(file, '.jpg'),
      path: join(root, 'myphotos', file),
      dice: dice.map(([face, x, y, width, height]) => ({ face, x, y, width, height })),
      frame: { width: 480, height: 640 },
    }))
    .filter((photo) => existsSync(photo.path))
}
