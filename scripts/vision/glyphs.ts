/**
 * A 5×7 pixel font (digits, capitals, a few signs) and the ways the clutter pictures draw it:
 * solid blocks, round dots (a dot-matrix print, whose dots look like pips), bold, thin strokes
 * and seven segments. Enough to stand for printed digits and text in several fonts.
 */
const ROWS: Record<string, string> = {
  '0': '01110 10001 10011 10101 11001 10001 01110',
  '1': '00100 01100 00100 00100 00100 00100 01110',
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11100 10010 10001 10001 10001 10010 11100',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 10001 01010 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  ':': '00000 01100 01100 00000 01100 01100 00000',
  '.': '00000 00000 00000 00000 00000 01100 01100',
  '-': '00000 00000 00000 11111 00000 00000 00000',
  '/': '00001 00001 00010 00100 01000 10000 10000',
  '%': '11000 11001 00010 00100 01000 10011 00011',
  '€': '00111 01000 11110 01000 11110 01000 00111',
  ' ': '00000 00000 00000 00000 00000 00000 00000',
}

/** Which of the seven segments (a top, b top right, c bottom right, d bottom, e bottom left, f top left, g middle) a digit lights. */
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
}

export const FONT_STYLES = ['block', 'dots', 'bold', 'thin', 'segments'] as const
export type FontStyle = (typeof FONT_STYLES)[number]

export const GLYPH_CHARACTERS = Object.keys(ROWS).filter((c) => c !== ' ')

/** Each glyph's rows, split once: text and clock digits ask for every sample of every pixel. */
const ROW_LISTS = new Map(Object.entries(ROWS).map(([character, rows]) => [character, rows.split(' ')]))

/** Whether the glyph covers the point (u, v) of its cell, u across 0–5 and v down 0–7. */
export function glyphCovers(character: string, style: FontStyle, u: number, v: number): boolean {
  const segments = style === 'segments' ? SEGMENTS[character] : undefined
  if (segments) return segmentCovers(segments, u, v)
  const rows = ROW_LISTS.get(character.toUpperCase()) ?? ROW_LISTS.get(' ')!
  const col = Math.floor(u)
  const row = Math.floor(v)
  switch (style) {
    case 'dots':
      return isLit(rows, col, row) && Math.hypot(u - col - 0.5, v - row - 0.5) < 0.42
    case 'thin':
      return (
        isLit(rows, col, row) && Math.abs(u - col - 0.5) < 0.3 && Math.abs(v - row - 0.5) < 0.5
      )
    case 'bold':
      return (
        isLit(rows, col, row) ||
        isLit(rows, Math.floor(u - 0.45), row) ||
        isLit(rows, col, Math.floor(v - 0.45))
      )
    default:
      return isLit(rows, col, row)
  }
}

const isLit = (rows: readonly string[], col: number, row: number) => rows[row]?.[col] === '1'

/** Each segment's bar, 0.9 units thick: its middle line, `at` across or down, from–to along it. */
const BARS: Record<string, { across: boolean; at: number; from: number; to: number }> = {
  a: { across: true, at: 0.5, from: 0.6, to: 4.4 },
  g: { across: true, at: 3.5, from: 0.6, to: 4.4 },
  d: { across: true, at: 6.5, from: 0.6, to: 4.4 },
  f: { across: false, at: 0.5, from: 0.6, to: 3.4 },
  b: { across: false, at: 4.5, from: 0.6, to: 3.4 },
  e: { across: false, at: 0.5, from: 3.6, to: 6.4 },
  c: { across: false, at: 4.5, from: 3.6, to: 6.4 },
}

function segmentCovers(lit: string, u: number, v: number): boolean {
  const halfWidth = 0.9 / 2
  for (const segment of lit) {
    const { across, at, from, to } = BARS[segment]!
    const off = across ? v : u
    const along = across ? u : v
    if (Math.abs(off - at) < halfWidth && along > from && along < to) return true
  }
  return false
}
