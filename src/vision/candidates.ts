/**
 * Where dice may be: squares that stand out from what surrounds them. A die is a block of even
 * colour on a table of another, so at the die's own size the mean inside a square differs most
 * from the mean of the ring around it (a centre-surround filter, read off an integral image).
 * Every local best over place and size is a candidate; the die reader decides which are dice.
 */
import type { GrayImage } from './types'

export interface Candidate {
  x: number
  y: number
  size: number
  score: number
}

/** Sums of every top-left rectangle, so any square's mean costs four look-ups. */
export function integral(image: GrayImage): Float64Array {
  const { width, height, data } = image
  const stride = width + 1
  const out = new Float64Array(stride * (height + 1))
  for (let y = 0; y < height; y++) {
    let row = 0
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!
      out[(y + 1) * stride + x + 1] = out[y * stride + x + 1]! + row
    }
  }
  return out
}

function boxSum(
  sums: Float64Array,
  stride: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
) {
  return (
    sums[y1 * stride + x1]! -
    sums[y0 * stride + x1]! -
    sums[y1 * stride + x0]! +
    sums[y0 * stride + x0]!
  )
}

/** Die sides tried, in pixels of the working picture: from `smallest` up to 40 % of its short side. */
export function sizesFor(image: GrayImage, smallest: number): number[] {
  const largest = 0.4 * Math.min(image.width, image.height)
  const sizes: number[] = []
  for (let s = smallest; s <= largest; s *= 1.2) sizes.push(s)
  return sizes
}

export function findCandidates(image: GrayImage, smallest: number, limit: number): Candidate[] {
  const { width, height } = image
  const stride = width + 1
  const sums = integral(image)
  const squares = integral({ width, height, data: image.data.map((v) => v * v) })
  const found: Candidate[] = []
  for (const size of sizesFor(image, smallest)) {
    const half = Math.round(size / 2)
    const ring = Math.round(size * 0.9)
    const step = Math.max(1, Math.round(size / 6))
    const cols = Math.floor((width - 2 * half) / step) + 1
    const rows = Math.floor((height - 2 * half) / step) + 1
    if (cols < 1 || rows < 1) continue
    const map = new Float32Array(cols * rows)
    for (let r = 0; r < rows; r++) {
      const cy = half + r * step
      const oy0 = Math.max(0, cy - ring)
      const oy1 = Math.min(height, cy + ring)
      for (let c = 0; c < cols; c++) {
        const cx = half + c * step
        const ox0 = Math.max(0, cx - ring)
        const ox1 = Math.min(width, cx + ring)
        const inner = boxSum(sums, stride, cx - half, cy - half, cx + half, cy + half)
        const innerArea = 4 * half * half
        // Near the picture's edge the ring is cut short: what is left of it still says enough.
        const outer = boxSum(sums, stride, ox0, oy0, ox1, oy1)
        const outerArea = (ox1 - ox0) * (oy1 - oy0)
        const innerMean = inner / innerArea
        const ringMean = (outer - inner) / (outerArea - innerArea)
        // Pips and edges: a die is busier inside than a plain patch of table.
        const innerSq = boxSum(squares, stride, cx - half, cy - half, cx + half, cy + half)
        const spread = Math.sqrt(Math.max(0, innerSq / innerArea - innerMean * innerMean))
        map[r * cols + c] = Math.abs(innerMean - ringMean) + 0.5 * spread
      }
    }
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const v = map[r * cols + c]!
        if (v < 8) continue
        let best = true
        for (let dr = -1; dr <= 1 && best; dr++) {
          for (let dc = -1; dc <= 1; dc++) {
            const rr = r + dr
            const cc = c + dc
            if (
              (dr || dc) &&
              rr >= 0 &&
              cc >= 0 &&
              rr < rows &&
              cc < cols &&
              map[rr * cols + cc]! > v
            ) {
              best = false
              break
            }
          }
        }
        if (best) found.push({ x: half + c * step, y: half + r * step, size, score: v })
      }
    }
  }
  found.sort((a, b) => b.score - a.score)
  // A pip is a blob too, a quarter of its die's size: drop small blobs inside a much larger one.
  const pipsDropped = found.filter(
    (c) =>
      !found.some(
        (big) =>
          big.size >= 2.8 * c.size &&
          big.score >= 0.4 * c.score &&
          Math.abs(big.x - c.x) < 0.5 * big.size &&
          Math.abs(big.y - c.y) < 0.5 * big.size,
      ),
  )
  // Of near-identical candidates (same place, next size) keep the stronger.
  const kept: Candidate[] = []
  for (const c of pipsDropped) {
    const twin = kept.some(
      (k) =>
        Math.hypot(k.x - c.x, k.y - c.y) < 0.25 * Math.min(k.size, c.size) &&
        Math.max(k.size, c.size) / Math.min(k.size, c.size) < 1.3,
    )
    if (!twin) kept.push(c)
    if (kept.length >= limit) break
  }
  return kept
}
