/**
 * The clutter sets, seeded: tables with things and no die, and rolls (made-up or real dice) with
 * things beside them. `dev` seeds are for tuning the reading; `held-out` seeds are only measured.
 */
import type { RgbaImage } from '../../src/vision/types'
import { clutterScene, type ClutterKind, type PlacedDie } from './clutter'
import { mulberry32 } from './random'
import { rollPhotos, pasteRealRoll } from './real-roll-scene'
import { randomRollScene, renderScene } from './render'

export type Part = 'dev' | 'held-out'

const FIRST_SEED: Record<Part, number> = { dev: 1, 'held-out': 100_001 }

export interface ClutterCase {
  name: string
  picture: RgbaImage
  /** The dice in view (none for a table of clutter). */
  dice: PlacedDie[]
}

/** `count` tables of clutter with no die. */
export function* clutterOnly(part: Part, count: number): Generator<ClutterCase> {
  for (let i = 0; i < count; i++) {
    const seed = FIRST_SEED[part] + i
    yield { name: `clutter ${seed}`, picture: clutterScene(seed).picture, dice: [] }
  }
}

/**
 * `count` tables of four things of one kind and no die: the kinds a die's look is nearest
 * (a key with a dot on it, a card's pips, a dot-matrix digit).
 */
export function* oneKindOnly(part: Part, count: number, kind: ClutterKind): Generator<ClutterCase> {
  for (let i = 0; i < count; i++) {
    const seed = FIRST_SEED[part] + i
    const { picture } = clutterScene(seed, { kinds: [kind], things: 4 })
    yield { name: `${kind} ${seed}`, picture, dice: [] }
  }
}

/** The kinds of clutter measured on their own, with a set each. */
export const ONE_KIND_SETS: { kind: ClutterKind; title: string }[] = [
  { kind: 'keyboard', title: 'keyboards, no dice' },
  { kind: 'playingCard', title: 'playing cards, no dice' },
  { kind: 'clockDigits', title: 'dot-matrix and clock digits, no dice' },
]

/** `count` made-up rolls of five (render.ts) with things beside them (`things` 0: none). */
export function* madeUpRollsWithClutter(
  part: Part,
  count: number,
  things?: number,
): Generator<ClutterCase> {
  for (let i = 0; i < count; i++) {
    const seed = FIRST_SEED[part] + i
    const { scene } = randomRollScene(5, 5000 + seed)
    const dice = scene.dice.map(({ face, x, y, size }) => ({ face, x, y, size }))
    const picture =
      things === 0
        ? renderScene(scene)
        : clutterScene(seed, { onto: renderScene(scene), keepClear: dice, things }).picture
    yield { name: `made-up roll ${seed}`, picture, dice }
  }
}

/**
 * `count` rolls of five real dice cut from the sample photos (dev: every other photo, held-out:
 * the rest) on a made-up table, with things beside them (`things` 0: none).
 */
export function* realRollsWithClutter(
  part: Part,
  count: number,
  things?: number,
): Generator<ClutterCase> {
  const photos = rollPhotos(5, part === 'dev' ? 0 : 1)
  for (let i = 0; i < count; i++) {
    const seed = FIRST_SEED[part] + i
    const random = mulberry32(seed * 31 + 5)
    const table = clutterScene(seed + 7_000_000, { things: 0 }).picture
    const photo = photos[i % photos.length]!
    const dice = pasteRealRoll(table, photo, 5, seed, 45 + random() * 45)
    const picture =
      things === 0 ? table : clutterScene(seed, { onto: table, keepClear: dice, things }).picture
    yield { name: `real roll ${seed} (${photo.name})`, picture, dice }
  }
}

/**
 * Every clutter set of a part, `count` pictures each: a short name (`clutter…` for the sets with
 * no die) and what it holds.
 */
export function clutterSets(
  part: Part,
  count: number,
): { name: string; title: string; cases: Iterable<ClutterCase> }[] {
  return [
    { name: 'clutter', title: 'clutter, no dice', cases: clutterOnly(part, count) },
    ...ONE_KIND_SETS.map(({ kind, title }) => ({
      name: `clutter:${kind}`,
      title,
      cases: oneKindOnly(part, count, kind),
    })),
    {
      name: 'made-up',
      title: 'made-up rolls of five, no clutter',
      cases: madeUpRollsWithClutter(part, count, 0),
    },
    {
      name: 'made-up+clutter',
      title: 'made-up rolls of five with clutter',
      cases: madeUpRollsWithClutter(part, count),
    },
    {
      name: 'real',
      title: 'real dice, rolls of five, no clutter',
      cases: realRollsWithClutter(part, count, 0),
    },
    {
      name: 'real+clutter',
      title: 'real dice, rolls of five with clutter',
      cases: realRollsWithClutter(part, count),
    },
  ]
}
