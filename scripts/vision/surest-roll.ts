import { readDice } from '../../src/vision/index'
import type { RgbaImage } from '../../src/vision/types'
import { fitInto, readJpeg } from './photos'
import { fixturePhotos } from './sample-photos'

/**
 * The committed sample's real photo of five dice that the shipped reader reads surest, and right
 * by its label, in the 640×480 frame a camera gives: what the camera's browser test and benchmark
 * show Chromium's fake camera, picked when they run so new weights need no new constant. Throws
 * when the reader reads none of them sure and right.
 */
export async function surestRealRoll(): Promise<{ picture: RgbaImage; faces: number[] }> {
  let best: { picture: RgbaImage; faces: number[]; least: number } | undefined
  for (const photo of fixturePhotos().filter((p) => p.faces.length === 5)) {
    const picture = fitInto(readJpeg(photo.path), 640, 480)
    const reading = await readDice(picture, { diceCount: 5 })
    const read = reading.dice.map((d) => d.face).sort()
    if (!reading.sure || read.join() !== [...photo.faces].sort().join()) continue
    const least = Math.min(...reading.dice.map((d) => d.confidence))
    if (!best || least > best.least) best = { picture, faces: photo.faces, least }
  }
  if (!best)
    throw new Error('the reader reads none of the sample photos of five dice sure and right')
  return best
}
