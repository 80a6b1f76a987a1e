/** The committed real photos (tests/fixtures/vision/, held out from training) and their labels. */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const FIXTURES = fileURLToPath(new URL('../fixtures/vision/', import.meta.url))

export interface FixturePhoto {
  name: string
  path: string
  /** The labelled faces, in label order. */
  faces: number[]
  /** The labelled dice in fractions of the photo: centre and longer side. */
  dice: { face: number; x: number; y: number; size: number }[]
}

export function fixturePhotos(): FixturePhoto[] {
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((file) => {
      const name = file.replace(/\.jpg$/, '')
      const dice = readFileSync(`${FIXTURES}${name}.txt`, 'utf8')
        .split('\n')
        .map((line) => line.trim().split(/\s+/).map(Number))
        .filter((parts) => parts.length === 5)
        .map(([c, x, y, w, h]) => ({ face: c! + 1, x: x!, y: y!, size: Math.max(w!, h!) }))
      return { name, path: `${FIXTURES}${file}`, faces: dice.map((d) => d.face), dice }
    })
}

const byName = (name: string) => {
  const photo = fixturePhotos().find((p) => p.name === name)
  if (!photo) throw new Error(`no fixture photo ${name}`)
  return photo
}

/** Five dice from above, read right and sure: the browser test's camera shows it. */
export const FIVE_DICE_PHOTO = byName('00055_16cccb7f8424f484360d873f1df59ef4')
/** Four dice: the camera must ask for the fifth. */
export const FOUR_DICE_PHOTO = byName('00052_434c6cb471e372f0c3f5b86d29e42340')
