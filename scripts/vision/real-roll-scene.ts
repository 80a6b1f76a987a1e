/**
 * A roll of real dice on a made-up table: five (or six) dice cut from one committed sample photo
 * (tests/fixtures/vision/, never trained on), so the set is alike as a real roll is, pasted loosely
 * at a phone's size with their own rim of table fading into the new one. Clutter goes beside them.
 */
import type { RgbaImage } from '../../src/vision/types'
import { readJpeg } from './photos'
import { mulberry32 } from './random'
import { looseRoll } from './render'
import { fixturePhotos, type FixturePhoto } from './sample-photos'
import { pasteSprite, sprite, type Sprite } from './raster'
import type { PlacedDie } from './clutter'

/** The die's cut holds this much of its side around it: its own shadow and table, faded out. */
const CUT = 1.3

/** The sample photos showing at least `count` dice of a readable size; `part` 0 or 1 halves them. */
export function rollPhotos(count: number, part?: 0 | 1): FixturePhoto[] {
  return fixturePhotos()
    .filter((photo) => photo.dice.length >= count)
    .filter((_, i) => part === undefined || i % 2 === part)
}

function cutDie(image: RgbaImage, x: number, y: number, side: number): Sprite {
  const span = Math.ceil(side * CUT)
  const piece = sprite(span, span)
  const left = Math.round(x - span / 2)
  const top = Math.round(y - span / 2)
  for (let v = 0; v < span; v++) {
    for (let u = 0; u < span; u++) {
      const sx = Math.min(Math.max(left + u, 0), image.width - 1)
      const sy = Math.min(Math.max(top + v, 0), image.height - 1)
      const from = (sy * image.width + sx) * 4
      const to = (v * span + u) * 4
      piece.data.set(image.data.subarray(from, from + 3), to)
      // Solid over the die, fading to nothing at the cut's edge.
      const edge = Math.max(Math.abs(u + 0.5 - span / 2), Math.abs(v + 0.5 - span / 2)) / (span / 2)
      const inner = 1 / CUT
      piece.data[to + 3] = 255 * Math.min(1, Math.max(0, (1 - edge) / (1 - inner)))
    }
  }
  return piece
}

/**
 * Paste `count` dice of `photo` (the first `count` of its labels nearest each other) onto `onto`,
 * at a mean side of `side` pixels: the dice placed, in the picture's pixels.
 */
export function pasteRealRoll(
  onto: RgbaImage,
  photo: FixturePhoto,
  count: number,
  seed: number,
  side: number,
): PlacedDie[] {
  const random = mulberry32(seed)
  const image = readJpeg(photo.path)
  const scale = image.width
  const start = photo.dice[Math.floor(random() * photo.dice.length)]!
  const chosen = [...photo.dice]
    .sort(
      (a, b) => Math.hypot(a.x - start.x, a.y - start.y) - Math.hypot(b.x - start.x, b.y - start.y),
    )
    .slice(0, count)
  const mean = (chosen.reduce((sum, d) => sum + d.size, 0) / count) * scale
  const zoom = side / mean
  const places = looseRoll(
    chosen.map((d) => d.face),
    seed,
    side * 1.15,
    onto.width,
    onto.height,
  )
  return chosen.map((die, i) => {
    const place = places[i]!
    const piece = cutDie(image, die.x * scale, die.y * image.height, die.size * scale)
    pasteSprite(onto, piece, place.x, place.y, zoom, 0)
    return { face: die.face, x: place.x, y: place.y, size: die.size * scale * zoom }
  })
}
