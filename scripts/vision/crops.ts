/**
 * The training and test crops: each labelled die, and places that are not a die, cut as a
 * STORED_SIZE square covering STORED_SPAN times the die's side, so training can still shift,
 * turn and rescale it. A file is a run of records: one byte for the class (0 = not a die,
 * 1–6 = the face), then STORED_SIZE² bytes of brightness.
 */
import { readFileSync } from 'node:fs'

export const STORED_SIZE = 64
export const STORED_SPAN = 2
const RECORD = 1 + STORED_SIZE * STORED_SIZE

export interface CropSet {
  labels: Uint8Array
  pixels: Uint8Array
  count: number
}

export function encodeCrop(label: number, pixels: Float32Array): Uint8Array {
  const record = new Uint8Array(RECORD)
  record[0] = label
  for (let i = 0; i < pixels.length; i++) {
    record[i + 1] = Math.max(0, Math.min(255, Math.round(pixels[i]!)))
  }
  return record
}

export function readCrops(path: string): CropSet {
  const bytes = readFileSync(path)
  const count = Math.floor(bytes.length / RECORD)
  const labels = new Uint8Array(count)
  const pixels = new Uint8Array(count * STORED_SIZE * STORED_SIZE)
  for (let i = 0; i < count; i++) {
    labels[i] = bytes[i * RECORD]!
    pixels.set(bytes.subarray(i * RECORD + 1, (i + 1) * RECORD), i * STORED_SIZE * STORED_SIZE)
  }
  return { labels, pixels, count }
}
