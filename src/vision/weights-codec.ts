/**
 * Weights travel as text (a generated .ts file the bundler and Node both import): each tensor's
 * rows as signed bytes with one float32 scale per row, all in base64. A quarter of float32's size,
 * and the reader runs on exactly these rounded weights in tests, benchmark and app alike.
 */
import { tensorSizes, type Weights } from './net'

/** Rows of a tensor: per output unit for weights, one row for a bias. */
function rowsOf(size: number, index: number, sizes: number[]): number {
  return index % 2 === 0 ? sizes[index + 1]! : 1
}

export function encodeWeights(weights: Weights, sizes = tensorSizes()): string {
  const parts: number[] = []
  const scales: number[] = []
  weights.forEach((tensor, t) => {
    const rows = rowsOf(tensor.length, t, sizes)
    const perRow = tensor.length / rows
    for (let r = 0; r < rows; r++) {
      let max = 0
      for (let j = 0; j < perRow; j++) max = Math.max(max, Math.abs(tensor[r * perRow + j]!))
      const scale = max / 127 || 1
      scales.push(scale)
      for (let j = 0; j < perRow; j++) parts.push(Math.round(tensor[r * perRow + j]! / scale))
    }
  })
  const bytes = new Uint8Array(scales.length * 4 + parts.length)
  new Float32Array(bytes.buffer, 0, scales.length).set(scales)
  const values = new Int8Array(bytes.buffer, scales.length * 4)
  values.set(parts)
  let text = ''
  for (const b of bytes) text += String.fromCharCode(b)
  return btoa(text)
}

export function decodeWeights(encoded: string, sizes = tensorSizes()): Weights {
  const text = atob(encoded)
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  const rowCount = sizes.reduce((sum, size, t) => sum + rowsOf(size, t, sizes), 0)
  const scales = new Float32Array(bytes.buffer.slice(0, rowCount * 4))
  const values = new Int8Array(bytes.buffer, rowCount * 4)
  let row = 0
  let at = 0
  return sizes.map((size, t) => {
    const rows = rowsOf(size, t, sizes)
    const perRow = size / rows
    const tensor = new Float32Array(size)
    for (let r = 0; r < rows; r++, row++) {
      for (let j = 0; j < perRow; j++) tensor[r * perRow + j] = values[at++]! * scales[row]!
    }
    return tensor
  })
}
