/**
 * The dev pictures of the judgement's diagnosis (docs/research/2026-12-05-vision-doubt.md), in a
 * fixed order: Rune55's checking names (prepare.ts's `valid` part, never its held-out `test`
 * names), DiceWatcher's training sittings (each as the 640×480 frame a camera gives), DamianTab's
 * photos (480×640, upright), and the clutter sets' dev part. doubt-dump.ts reads them once; trials that need the pixels again (a
 * die's look) walk them in the same order.
 */
import type { RgbaImage } from '../../src/vision/types'
import { cameraFrame } from './camera-frame'
import { clutterSets } from './clutter-sets'
import { readJpeg } from './photos'
import { MIN_DIE_SIZE, splitPhotos } from './prepare'
import { damianTabPhotos, diceWatcherSplit, type RealPhoto } from './real-sets'
import { frameDice } from './real-frame'
import { decodeJpeg, diceInPixels } from './rune55'

export interface DevPicture {
  set: string
  name: string
  picture: RgbaImage
  truth: { face: number; x: number; y: number; size: number }[]
  /** A roll of five or six, every die labelled. */
  roll: boolean
}

/**
 * `sets`: any of rune55, dicewatcher, damiantab, made-up (the clutter sets' rolls), clutter (their tables
 * with no dice); `count` pictures of each clutter set; `data` the Rune55 folder.
 */
export function* devPictures(sets: string[], count: number, data: string): Generator<DevPicture> {
  if (sets.includes('rune55')) {
    for (const photo of splitPhotos(data).valid) {
      // Rolls of five and six, and photos of two to four dice for the faces' confidence by size.
      if (photo.dice.length < 2 || photo.dice.length > 6) continue
      const picture = decodeJpeg(photo.imagePath)
      const truth = diceInPixels(photo, picture.width, picture.height)
      const roll = truth.length >= 5 && truth.every((d) => d.size >= MIN_DIE_SIZE)
      yield { set: 'rune55', name: photo.imagePath, picture, truth, roll }
    }
  }
  if (sets.includes('dicewatcher')) {
    for (const photo of diceWatcherSplit().train) {
      if (photo.dice.length > 7) continue
      const { picture, truth } = framed(photo)
      const roll = [5, 6].includes(truth.length)
      yield { set: 'dicewatcher', name: photo.name, picture, truth, roll }
    }
  }
  if (sets.includes('damiantab')) {
    for (const photo of damianTabPhotos()) {
      const { picture, truth } = framed(photo)
      yield { set: 'damiantab', name: photo.name, picture, truth, roll: truth.length === 5 }
    }
  }
  for (const set of clutterSets('dev', count)) {
    // The tables of clutter with no die (`clutter`): how many things a change lets into a set there.
    const wanted = set.name.startsWith('clutter')
      ? sets.includes('clutter')
      : sets.includes('made-up')
    if (!wanted) continue
    for (const item of set.cases)
      yield {
        set: set.name,
        name: item.name,
        picture: item.picture,
        truth: item.dice,
        roll: item.dice.length > 0,
      }
  }
}

/** A real photo as the camera frame a phone gives of it, with its labelled dice in that frame. */
function framed(photo: RealPhoto): Pick<DevPicture, 'picture' | 'truth'> {
  const original = readJpeg(photo.path)
  const picture = cameraFrame(original, photo.frame?.width, photo.frame?.height)
  const truth = frameDice(photo, original, picture).map(({ face, x, y, size }) => ({
    face: face ?? 0,
    x,
    y,
    size,
  }))
  return { picture, truth }
}
