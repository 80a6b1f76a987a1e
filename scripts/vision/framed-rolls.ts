/**
 * Real rolls of five (or six) cut from photos of more dice, framed as a phone held over them
 * would frame them: a 4:3 window around a die and its nearest neighbours, with no other die in
 * it even in part, scaled to a 640×480 frame. The dice are the photo's own (same pixels, only
 * magnified), so a held-out photo of twelve dice gives several real rolls the reader never saw.
 */
import type { RgbaImage } from '../../src/vision/types'
import { resampleRegion, type Region } from './photos'
import type { LabelledDie } from './rune55'

export interface FramedRoll {
  picture: RgbaImage
  faces: number[]
  /** The window in the photo's pixels. */
  region: Region
}

const FRAME_WIDTH = 640
const FRAME_HEIGHT = 480
/** Table shown around the dice, in mean die sides, so no die touches the frame's edge. */
const MARGIN = 0.75

function boxOf(die: LabelledDie): Region {
  return {
    left: die.x - die.size / 2,
    top: die.y - die.size / 2,
    width: die.size,
    height: die.size,
  }
}

function overlaps(a: Region, b: Region): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  )
}

/** A 4:3 window holding the dice with a margin, kept inside the photo, or none if it cannot fit. */
function windowAround(dice: LabelledDie[], photo: RgbaImage): Region | undefined {
  const boxes = dice.map(boxOf)
  const side = dice.reduce((sum, d) => sum + d.size, 0) / dice.length
  const left = Math.min(...boxes.map((b) => b.left)) - MARGIN * side
  const top = Math.min(...boxes.map((b) => b.top)) - MARGIN * side
  const right = Math.max(...boxes.map((b) => b.left + b.width)) + MARGIN * side
  const bottom = Math.max(...boxes.map((b) => b.top + b.height)) + MARGIN * side
  let width = right - left
  let height = bottom - top
  if (width / height < FRAME_WIDTH / FRAME_HEIGHT) width = (height * FRAME_WIDTH) / FRAME_HEIGHT
  else height = (width * FRAME_HEIGHT) / FRAME_WIDTH
  if (width > photo.width || height > photo.height) return undefined
  const clamp = (start: number, length: number, limit: number) =>
    Math.min(Math.max(start, 0), limit - length)
  return {
    left: clamp((left + right - width) / 2, width, photo.width),
    top: clamp((top + bottom - height) / 2, height, photo.height),
    width,
    height,
  }
}

/**
 * Every distinct roll of `count` dice that a die and its nearest neighbours make in the photo,
 * where the window around them shows no other die and every one of them is at least `minSide`
 * pixels (smaller ones carry too few pixels to read, magnified or not).
 */
export function framedRolls(
  photo: RgbaImage,
  dice: LabelledDie[],
  count: number,
  minSide: number,
): FramedRoll[] {
  const seen = new Set<string>()
  const rolls: FramedRoll[] = []
  for (const seed of dice) {
    const chosen = [...dice]
      .sort(
        (a, b) => Math.hypot(a.x - seed.x, a.y - seed.y) - Math.hypot(b.x - seed.x, b.y - seed.y),
      )
      .slice(0, count)
    if (chosen.length < count || chosen.some((d) => d.size < minSide)) continue
    const key = chosen
      .map((d) => dice.indexOf(d))
      .sort((a, b) => a - b)
      .join(',')
    if (seen.has(key)) continue
    seen.add(key)
    const region = windowAround(chosen, photo)
    if (!region) continue
    if (dice.some((d) => !chosen.includes(d) && overlaps(boxOf(d), region))) continue
    rolls.push({
      picture: resampleRegion(photo, region, FRAME_WIDTH, FRAME_HEIGHT),
      faces: chosen.map((d) => d.face),
      region,
    })
  }
  return rolls
}
