/**
 * The committed real photos (tests/fixtures/vision/, held out from training) and their labels:
 * read by the unit and browser tests and by the benchmark's timing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/vision/', import.meta.url))

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
