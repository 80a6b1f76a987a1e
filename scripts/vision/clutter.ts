/**
 * Made-up pictures of what lies on a table beside the dice, for the camera to see "no dice" in:
 * keyboards and keys, printed digits and text in several fonts, labels, QR codes, the app's own
 * sheet picture, playing cards, coins, and the look of Chromium's fake-camera test pattern (round
 * clock-like digits). Each is drawn flat (raster.ts), then laid on a table turned, scaled and
 * relit. Every picture is seeded; `clutterScene` may add a roll of made-up or real dice too.
 */
import { ruleBook } from '../../src/rules'
import { playersOf } from '../../src/db/figures'
import { encode } from 'uqr'
import type { RgbaImage } from '../../src/vision/types'
import { sheetPicture } from '../../src/share/sheet-picture'
import { FONT_STYLES, GLYPH_CHARACTERS, type FontStyle } from './glyphs'
import { mulberry32 } from './random'
import { TABLES as ROLL_TABLES } from './render'
import {
  addNoise,
  drawText,
  fillDisc,
  fillRect,
  fillRoundRect,
  pasteSprite,
  sprite,
  strokeLine,
  textWidth,
  type Rgb,
  type Sprite,
} from './raster'

type Random = () => number

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!
const between = (random: Random, low: number, high: number) => low + random() * (high - low)
const grey = (level: number): Rgb => [level, level, level]

function randomText(random: Random, length: number, digitsOnly = false): string {
  const characters = digitsOnly ? '0123456789' : GLYPH_CHARACTERS.join('')
  return Array.from({ length }, () => pick(random, [...characters])).join('')
}

/** A block of a laptop or desk keyboard: rows of keys, each with a letter or digit. */
export function keyboard(random: Random): Sprite {
  const key = between(random, 26, 44)
  const gap = key * between(random, 0.12, 0.3)
  const columns = 4 + Math.floor(random() * 8)
  const rows = 2 + Math.floor(random() * 3)
  const dark = random() < 0.6
  const body: Rgb = dark ? grey(between(random, 20, 60)) : grey(between(random, 190, 235))
  const cap: Rgb = dark ? grey(between(random, 35, 80)) : grey(between(random, 225, 252))
  const ink: Rgb = dark ? grey(between(random, 190, 250)) : grey(between(random, 20, 70))
  const style = pick(random, FONT_STYLES)
  const piece = sprite(columns * (key + gap) + gap, rows * (key + gap) + gap)
  fillRect(piece, 0, 0, piece.width, piece.height, body)
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const x = gap + c * (key + gap) + (r % 2) * key * 0.25
      const y = gap + r * (key + gap)
      if (x + key > piece.width) continue
      fillRoundRect(piece, x, y, key, key, key * between(random, 0.08, 0.2), cap)
      const size = key * between(random, 0.3, 0.5)
      const corner = random() < 0.5
      drawText(
        piece,
        randomText(random, 1),
        corner ? x + key * 0.15 : x + (key - textWidth('W', size)) / 2,
        corner ? y + key * 0.12 : y + (key - size) / 2,
        size,
        ink,
        style,
      )
    }
  }
  return piece
}

/** A line or two of printed digits and words, as on a box, a receipt or a newspaper. */
export function printedText(random: Random): Sprite {
  const size = between(random, 12, 48)
  const lines = 1 + Math.floor(random() * 3)
  const length = 2 + Math.floor(random() * 8)
  const style = pick(random, FONT_STYLES)
  const slant = random() < 0.3 ? 0.2 : 0
  const paper = random() < 0.5
  const piece = sprite(textWidth('W'.repeat(length), size) + size, lines * size * 1.5 + size * 0.5)
  if (paper) fillRect(piece, 0, 0, piece.width, piece.height, grey(between(random, 215, 250)))
  const ink: Rgb = paper
    ? pick(random, [grey(20), [30, 40, 120], [150, 20, 20]] as Rgb[])
    : pick(random, [grey(15), grey(245), [200, 30, 30]] as Rgb[])
  for (let l = 0; l < lines; l++) {
    const text = randomText(random, length, random() < 0.5)
    drawText(piece, text, size * 0.5, size * 0.25 + l * size * 1.5, size, ink, style, slant)
  }
  return piece
}

/** A sticker or price label: a light rectangle, a frame, text and a bar code. */
export function label(random: Random): Sprite {
  const width = between(random, 90, 200)
  const height = width * between(random, 0.4, 0.7)
  const piece = sprite(width, height)
  const paper: Rgb = pick(random, [grey(245), [250, 240, 160], [235, 245, 255]] as Rgb[])
  fillRoundRect(piece, 0, 0, width, height, between(random, 0, 10), paper)
  const ink: Rgb = pick(random, [grey(20), [20, 40, 140], [170, 20, 20]] as Rgb[])
  const style = pick(random, FONT_STYLES)
  const size = height * between(random, 0.15, 0.28)
  drawText(
    piece,
    randomText(random, 4 + Math.floor(random() * 4)),
    width * 0.08,
    height * 0.1,
    size,
    ink,
    style,
  )
  drawText(
    piece,
    randomText(random, 3, true),
    width * 0.08,
    height * 0.15 + size * 1.3,
    size * 1.2,
    ink,
    style,
  )
  // A bar code along the foot.
  let x = width * 0.08
  while (x < width * 0.9) {
    const bar = between(random, 1, 3.5)
    if (random() < 0.55) fillRect(piece, x, height * 0.72, bar, height * 0.2, ink)
    x += bar + between(random, 0.8, 2.5)
  }
  return piece
}

/** A QR code of a random link (the app shows its own when a game is shared), quiet zone and all. */
export function qrCode(random: Random): Sprite {
  const text = `https://example.org/${randomText(random, 8 + Math.floor(random() * 60))}`
  const code = encode(text, { ecc: pick(random, ['L', 'M', 'Q'] as const), border: 2 })
  const module = between(random, 2.5, 6)
  const piece = sprite(code.size * module, code.size * module)
  fillRect(piece, 0, 0, piece.width, piece.height, grey(250))
  code.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) fillRect(piece, x * module, y * module, module, module, grey(15))
    }),
  )
  return piece
}

const SUIT_COLOURS: Rgb[] = [grey(15), [200, 20, 30]]

/** A playing card: corner ranks and suit marks laid out as a card's pips (a die's pips at a glance). */
export function playingCard(random: Random): Sprite {
  const width = between(random, 70, 130)
  const height = width * 1.4
  const piece = sprite(width, height)
  fillRoundRect(piece, 0, 0, width, height, width * 0.08, grey(between(random, 235, 252)))
  const ink = pick(random, SUIT_COLOURS)
  const pips = 2 + Math.floor(random() * 9)
  const rank = pips === 10 ? '10' : String(pips)
  const corner = width * 0.13
  drawText(piece, rank, width * 0.06, height * 0.04, corner, ink, 'bold')
  drawText(
    piece,
    rank,
    width * 0.94 - textWidth(rank, corner),
    height * 0.96 - corner,
    corner,
    ink,
    'bold',
  )
  const mark = width * between(random, 0.07, 0.11)
  const columns = pips <= 3 ? 1 : 2
  const perColumn = Math.ceil(pips / columns)
  for (let i = 0; i < pips; i++) {
    const column = columns === 1 ? 0.5 : i < perColumn ? 0.3 : 0.7
    const row = i % perColumn
    const y = height * (0.2 + (0.6 * (row + 0.5)) / perColumn)
    const x = width * column
    if (random() < 0.5) fillDisc(piece, x, y, mark, ink)
    else fillRoundRect(piece, x - mark, y - mark, 2 * mark, 2 * mark, mark * 0.3, ink)
  }
  return piece
}

/** A coin: a disc with a rim and a number or a head's round blot on its face. */
export function coin(random: Random): Sprite {
  const radius = between(random, 14, 36)
  const piece = sprite(2 * radius + 2, 2 * radius + 2)
  const metal: Rgb = pick(random, [
    [200, 160, 70],
    [180, 180, 175],
    [150, 100, 60],
  ] as Rgb[])
  const shade = (k: number): Rgb => [metal[0] * k, metal[1] * k, metal[2] * k]
  fillDisc(piece, radius + 1, radius + 1, radius, shade(0.75))
  fillDisc(piece, radius + 1, radius + 1, radius * 0.86, metal)
  if (random() < 0.5) {
    const text = String(pick(random, [1, 2, 5, 10, 20, 50]))
    const size = radius * 0.8
    drawText(
      piece,
      text,
      radius + 1 - textWidth(text, size) / 2,
      radius + 1 - size / 2,
      size,
      shade(0.55),
      'bold',
    )
  } else {
    fillDisc(piece, radius + 1, radius * 0.9, radius * 0.35, shade(0.6))
  }
  return piece
}

/**
 * The look of Chromium's fake camera with no file: round clock-like digits and a time, light on a
 * dark ground (tests/fixtures/vision-clutter/ holds a real frame of it).
 */
export function clockDigits(random: Random): Sprite {
  const size = between(random, 24, 56)
  const text = `${randomText(random, 2, true)}:${randomText(random, 2, true)}:${randomText(random, 3, true)}`
  const piece = sprite(textWidth(text, size) + size, size * 2)
  fillRect(piece, 0, 0, piece.width, piece.height, grey(between(random, 0, 60)))
  drawText(
    piece,
    text,
    size / 2,
    size / 2,
    size,
    grey(between(random, 180, 255)),
    pick(random, ['dots', 'bold', 'block'] as FontStyle[]),
  )
  return piece
}

/** A piece of the app's own sheet picture (src/share), drawn with this file's pixel font. */
export function sheetPiece(random: Random): Sprite {
  const players = 1 + Math.floor(random() * 4)
  const scores = ['3', '8', '12', '', '20', '25', '18', '', '30', '50', '']
  const rules = ruleBook('yatzy')
  const picture = sheetPicture(
    {
      players: Array.from({ length: players }, (_, i) => `P${i + 1}`),
      figures: {
        rules,
        finished: false,
        winners: [],
        players: playersOf(
          rules,
          Array.from({ length: players }, () => ({
            scores: Object.fromEntries(
              ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'].map((box) => [
                box,
                Number(pick(random, scores)) || null,
              ]),
            ),
          })) as never,
        ),
      },
    },
    {
      title: 'YATZY',
      date: '3.12.2026',
      boxes: {},
      upperSum: 'SUM',
      par: 'PAR',
      bonus: 'BONUS',
      yahtzeeBonus: 'BONUS',
      total: 'TOTAL',
      columnTotal: 'COLUMN',
      multiplier: 'TIMES',
      place: 'PLACE',
      winner: '',
      footer: 'YATZY PAD',
      houseRules: '',
    },
  )
  const scale = between(random, 0.18, 0.35)
  const piece = sprite(picture.width * scale, picture.height * scale)
  paintOps(piece, picture.ops, scale)
  return piece
}

function hexColour(colour: string): Rgb {
  const n = Number.parseInt(colour.replace('#', ''), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** The sheet picture's drawing steps painted on a sprite, as paintPicture paints them on a canvas. */
function paintOps(piece: Sprite, ops: ReturnType<typeof sheetPicture>['ops'], scale: number) {
  for (const op of ops) {
    if (op.kind === 'rect')
      fillRect(
        piece,
        op.x * scale,
        op.y * scale,
        op.width * scale,
        op.height * scale,
        hexColour(op.fill),
      )
    else if (op.kind === 'line')
      strokeLine(
        piece,
        op.x1 * scale,
        op.y1 * scale,
        op.x2 * scale,
        op.y2 * scale,
        Math.max(1, op.width * scale),
        hexColour(op.color),
      )
    else {
      const size = op.size * scale * 0.75
      const text = op.text.toUpperCase()
      const width = textWidth(text, size)
      const left =
        op.align === 'left'
          ? op.x * scale
          : op.align === 'right'
            ? op.x * scale - width
            : op.x * scale - width / 2
      drawText(
        piece,
        text,
        left,
        op.y * scale - size,
        size,
        hexColour(op.color),
        op.bold ? 'bold' : 'block',
      )
    }
  }
}

export const CLUTTER_KINDS = {
  keyboard,
  printedText,
  label,
  qrCode,
  playingCard,
  coin,
  clockDigits,
  sheetPiece,
} as const
export type ClutterKind = keyof typeof CLUTTER_KINDS

/** The made-up rolls' tables, and a white and a black one. */
const TABLES: Rgb[] = [...ROLL_TABLES, [235, 235, 230], [30, 30, 32]]

/** A die already in the picture (made-up or pasted), so clutter is laid beside it, not on it. */
export interface PlacedDie {
  face: number
  x: number
  y: number
  size: number
}

export interface ClutterOptions {
  width?: number
  height?: number
  /** How many things to lay (default 2–5). */
  things?: number
  kinds?: readonly ClutterKind[]
  /** A picture to lay them on (a roll already drawn); else a plain table. */
  onto?: RgbaImage
  /** Where that picture's dice are: nothing is laid over them. */
  keepClear?: readonly PlacedDie[]
}

/** A table with things on it and no die (unless `onto` holds some): what each thing is, and where. */
export function clutterScene(
  seed: number,
  options: ClutterOptions = {},
): { picture: RgbaImage; things: { kind: ClutterKind; x: number; y: number; reach: number }[] } {
  const random = mulberry32(seed * 7919 + 17)
  const width = options.onto?.width ?? options.width ?? 640
  const height = options.onto?.height ?? options.height ?? 480
  const picture: RgbaImage = options.onto
    ? { width, height, data: new Uint8ClampedArray(options.onto.data) }
    : plainTable(random, width, height)
  const kinds = options.kinds ?? (Object.keys(CLUTTER_KINDS) as ClutterKind[])
  const count = options.things ?? 2 + Math.floor(random() * 4)
  const light = between(random, 0.6, 1.15)
  const things: { kind: ClutterKind; x: number; y: number; reach: number }[] = []
  const clear = [...(options.keepClear ?? [])].map((d) => ({
    x: d.x,
    y: d.y,
    reach: d.size * 0.75,
  }))
  for (let n = 0; n < count; n++) {
    const kind = pick(random, kinds)
    const piece = CLUTTER_KINDS[kind](random)
    const scale = between(random, 0.8, 1.5)
    const reach = (Math.hypot(piece.width, piece.height) * scale) / 2
    // A few tries at a place clear of the dice and of the things laid already.
    for (let attempt = 0; attempt < 12; attempt++) {
      const x = between(random, 0, width)
      const y = between(random, 0, height)
      const overlaps = [...clear, ...things].some(
        (other) => Math.hypot(other.x - x, other.y - y) < (other.reach + reach) * 0.8,
      )
      if (overlaps && attempt < 11) continue
      if (overlaps) break
      pasteSprite(picture, piece, x, y, scale, random() * Math.PI * 2, light)
      things.push({ kind, x, y, reach })
      break
    }
  }
  addNoise(picture, between(random, 1, 5), random)
  return { picture, things }
}

function plainTable(random: Random, width: number, height: number): RgbaImage {
  const table = pick(random, TABLES)
  const data = new Uint8ClampedArray(width * height * 4)
  // Light falling off across the table, from a lamp to one side.
  const fall = between(random, 0.1, 0.35)
  const lampX = random()
  const light = between(random, 0.6, 1.15)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = light * (1 - fall * Math.abs(x / width - lampX) - 0.1 * (y / height))
      const i = (y * width + x) * 4
      data[i] = table[0] * shade
      data[i + 1] = table[1] * shade
      data[i + 2] = table[2] * shade
      data[i + 3] = 255
    }
  }
  return { width, height, data }
}
