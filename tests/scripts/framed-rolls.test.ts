import { describe, expect, it } from 'vitest'
import { framedRolls } from '../../scripts/vision/framed-rolls'
import type { LabelledDie } from '../../scripts/vision/rune55'
import type { RgbaImage } from '../../src/vision/types'

/** A grey 640×640 photo with each die a white square, so a framed picture shows where dice fall. */
function photoOf(dice: LabelledDie[]): RgbaImage {
  const side = 640
  const data = new Uint8ClampedArray(side * side * 4).fill(100)
  for (const die of dice) {
    for (let y = Math.round(die.y - die.size / 2); y < die.y + die.size / 2; y++) {
      for (let x = Math.round(die.x - die.size / 2); x < die.x + die.size / 2; x++) {
        data.fill(255, (y * side + x) * 4, (y * side + x) * 4 + 3)
      }
    }
  }
  return { width: side, height: side, data }
}

const die = (face: number, x: number, y: number, size = 40): LabelledDie => ({ face, x, y, size })

/** Share of the framed picture's pixels that are die white. */
function whiteShare(picture: RgbaImage): number {
  let white = 0
  for (let i = 0; i < picture.data.length; i += 4) if (picture.data[i]! > 200) white++
  return white / (picture.width * picture.height)
}

describe('Rolls framed from a photo of more dice', () => {
  it('frames five neighbours whole, as a 640×480 picture, and never a part of another die', () => {
    const row = [die(1, 80, 200), die(2, 160, 200), die(3, 240, 200), die(4, 320, 200)]
    const dice = [...row, die(5, 200, 290), die(6, 560, 560)]
    const rolls = framedRolls(photoOf(dice), dice, 5, 20)

    expect(rolls).toHaveLength(1)
    const [roll] = rolls
    expect([...roll!.faces].sort()).toEqual([1, 2, 3, 4, 5])
    expect(roll!.picture.width).toBe(640)
    expect(roll!.picture.height).toBe(480)
    const { left, top, width, height } = roll!.region
    expect(width / height).toBeCloseTo(4 / 3)
    for (const d of dice.slice(0, 5)) {
      expect(d.x - d.size / 2).toBeGreaterThanOrEqual(left)
      expect(d.x + d.size / 2).toBeLessThanOrEqual(left + width)
      expect(d.y - d.size / 2).toBeGreaterThanOrEqual(top)
      expect(d.y + d.size / 2).toBeLessThanOrEqual(top + height)
    }
    // Five dice of 40 px magnified by 640 / width: their white share of the frame.
    const magnified = (40 * 640) / width
    expect(whiteShare(roll!.picture)).toBeCloseTo((5 * magnified * magnified) / (640 * 480), 2)
  })

  it('leaves out a set whose window would cut into another die, or that holds a die too small to read', () => {
    const crowded = [
      ...[0, 1, 2, 3, 4].map((i) => die(i + 1, 100 + 60 * i, 300)),
      // Just above the row: in any window around it with a margin, and not one of its five.
      die(6, 220, 245, 30),
    ]
    expect(framedRolls(photoOf(crowded), crowded, 5, 20).map((r) => r.faces.length)).toEqual([])

    const tiny = [...[0, 1, 2, 3].map((i) => die(i + 1, 100 + 60 * i, 300)), die(5, 400, 300, 12)]
    expect(framedRolls(photoOf(tiny), tiny, 5, 20)).toEqual([])
    expect(framedRolls(photoOf(tiny), tiny, 5, 10)).toHaveLength(1)
  })
})
