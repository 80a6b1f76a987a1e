/**
 * Reading a dice photo set laid out as YOLO exports it (Rune55 v3 among them):
 * `<split>/images/<name>.jpg` with `<split>/labels/<name>.txt`, one die a line:
 * `<class 0–5 for faces 1–6> <centre x> <centre y> <width> <height>`, all as fractions of the picture.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import jpeg from 'jpeg-js'
import type { RgbaImage } from '../../src/vision/types'

export interface LabelledDie {
  face: number
  x: number
  y: number
  /** Fractions of the picture in the label; the die's longer side in pixels after diceInPixels. */
  size: number
  width?: number
  height?: number
}

export interface LabelledPhoto {
  /** The photo's name before the export's `_jpg.rf.<hash>` tail: copies of one photo share it. */
  stem: string
  split: string
  imagePath: string
  dice: LabelledDie[]
}

export function photoStem(fileName: string): string {
  return fileName.replace(/_(jpe?g|png)\.rf\..*$/i, '').replace(/\.(jpe?g|png)$/i, '')
}

export function listPhotos(root: string, split: string): LabelledPhoto[] {
  const imageDir = join(root, split, 'images')
  if (!existsSync(imageDir)) return []
  return readdirSync(imageDir)
    .filter((name) => /\.(jpe?g)$/i.test(name))
    .sort()
    .map((name) => {
      const labelPath = join(root, split, 'labels', name.replace(/\.(jpe?g)$/i, '.txt'))
      const lines = existsSync(labelPath) ? readFileSync(labelPath, 'utf8').split('\n') : []
      return {
        stem: photoStem(name),
        split,
        imagePath: join(imageDir, name),
        dice: lines.flatMap((line) => parseLabel(line)),
      }
    })
}

function parseLabel(line: string): LabelledDie[] {
  const parts = line.trim().split(/\s+/).map(Number)
  if (parts.length !== 5 || parts.some((n) => !Number.isFinite(n))) return []
  const [cls, x, y, w, h] = parts as [number, number, number, number, number]
  return [{ face: cls + 1, x, y, size: Math.max(w, h), width: w, height: h }]
}

/** The labelled dice in pixels of a picture of the given size. */
export function diceInPixels(photo: LabelledPhoto, width: number, height: number): LabelledDie[] {
  return photo.dice.map((die) => ({
    face: die.face,
    x: die.x * width,
    y: die.y * height,
    size: Math.max((die.width ?? die.size) * width, (die.height ?? die.size) * height),
  }))
}

export function decodeJpeg(path: string): RgbaImage {
  const decoded = jpeg.decode(readFileSync(path), { useTArray: true, formatAsRGBA: true })
  return { width: decoded.width, height: decoded.height, data: decoded.data }
}
