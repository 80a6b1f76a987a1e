/**
 * A second, independent reading of a die: count its pips. The top face is cut out, split into
 * light and dark at the threshold that best separates the two (Otsu), and the round blobs of the
 * rarer shade that do not touch the cut's edge are counted. Plain image processing, so it errs
 * in other ways than the network does: a reading both agree on is far less often wrong.
 */
import { cropSquare } from './gray'
import type { GrayImage } from './types'

const SIDE = 40

function otsu(values: Float32Array): number {
  const histogram = new Array<number>(256).fill(0)
  for (const v of values) histogram[Math.max(0, Math.min(255, Math.round(v)))]!++
  const total = values.length
  let sumAll = 0
  for (let i = 0; i < 256; i++) sumAll += i * histogram[i]!
  let below = 0
  let sumBelow = 0
  let best = 0
  let threshold = 128
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!
    if (below === 0) continue
    const above = total - below
    if (above === 0) break
    sumBelow += t * histogram[t]!
    const meanBelow = sumBelow / below
    const meanAbove = (sumAll - sumBelow) / above
    const between = below * above * (meanBelow - meanAbove) ** 2
    if (between > best) {
      best = between
      threshold = t + 0.5
    }
  }
  return threshold
}

/** How many pips show on the die centred at (x, y) with side `size`; -1 when it cannot tell. */
export function countPips(image: GrayImage, x: number, y: number, size: number, angle = 0): number {
  const face = cropSquare(image, x, y, size * 0.72, SIDE, angle)
  const threshold = otsu(face)
  let darker = 0
  for (const v of face) if (v < threshold) darker++
  // Pips are the rarer shade: dark on a light die, light on a dark one.
  const pipsDark = darker < face.length / 2
  const isPip = (i: number) => face[i]! < threshold === pipsDark
  let low = Infinity
  let high = -Infinity
  for (const v of face) {
    low = Math.min(low, v)
    high = Math.max(high, v)
  }
  if (high - low < 30) return -1
  const seen = new Uint8Array(face.length)
  const stack: number[] = []
  let count = 0
  for (let start = 0; start < face.length; start++) {
    if (seen[start] || !isPip(start)) continue
    let area = 0
    let touchesEdge = false
    let minX = SIDE
    let maxX = 0
    let minY = SIDE
    let maxY = 0
    stack.push(start)
    seen[start] = 1
    while (stack.length) {
      const i = stack.pop()!
      area++
      const px = i % SIDE
      const py = (i / SIDE) | 0
      minX = Math.min(minX, px)
      maxX = Math.max(maxX, px)
      minY = Math.min(minY, py)
      maxY = Math.max(maxY, py)
      if (px === 0 || py === 0 || px === SIDE - 1 || py === SIDE - 1) touchesEdge = true
      for (const n of [i - 1, i + 1, i - SIDE, i + SIDE]) {
        if (n < 0 || n >= face.length || seen[n]) continue
        if (Math.abs((n % SIDE) - px) > 1) continue
        if (!isPip(n)) continue
        seen[n] = 1
        stack.push(n)
      }
    }
    if (touchesEdge) continue
    const share = area / face.length
    const w = maxX - minX + 1
    const h = maxY - minY + 1
    const round = Math.max(w, h) / Math.min(w, h) < 1.8 && area / (w * h) > 0.5
    if (share >= 0.006 && share <= 0.12 && round) count++
  }
  return count
}
