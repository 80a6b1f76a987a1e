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

/**
 * Four dice (a real photo): the camera must ask for the fifth, and "Use these dice" takes the four.
 * The shipped weights read all four faces right here.
 */
export const FOUR_DICE_PHOTO = byName('00114_96d78b467d12d06a763661ac28847a98')

/**
 * A made-up roll of five (scripts/vision/render.ts, randomRollScene(5, 16)) that the shipped
 * weights read sure: no real five-dice photo of the sample is read sure by them yet.
 */
export const SURE_MADE_UP_ROLL = { seed: 16, faces: [1, 3, 3, 4, 5] }
