import { describe, expect, it } from 'vitest'
import { readDice } from '../../src/vision/index'
import { dieShade } from '../../src/vision/die-shade'
import { SHADE_LIKENESS } from '../../src/vision/settings'
import { diceInARow, RED_PIPS_PHOTO } from './fixtures'
import { fitInto, readJpeg } from '../../scripts/vision/photos'
import { mulberry32 } from '../../scripts/vision/random'

type Rgb = [number, number, number]

/** A face's samples: a third pips, the rest body, each with grey grain as a camera adds it. */
function faceOf(body: Rgb, pip: Rgb, grain: number): Rgb[] {
  const random = mulberry32(5)
  return Array.from({ length: 144 }, (_, i) => {
    const colour = i % 3 === 0 ? pip : body
    const g = (random() - 0.5) * 2 * grain
    return colour.map((c) => c + g) as Rgb
  })
}

describe("a die's own shade", () => {
  it('of a white die with black pips is its brightness: such a die is never read again', () => {
    const shade = dieShade(faceOf([235, 232, 225], [25, 25, 30], 20))
    expect(shade.likeBrightness).toBeGreaterThanOrEqual(SHADE_LIKENESS)
  })

  it('of a black die with red pips leans to red, which brightness shows poorly', () => {
    const shade = dieShade(faceOf([30, 30, 30], [200, 30, 30], 20))
    expect(shade.likeBrightness).toBeLessThan(SHADE_LIKENESS)
    const [red, green, blue] = shade.channel
    expect(red).toBeGreaterThan(2 * (Math.abs(green) + Math.abs(blue)))
  })

  it('reads a roll of black dice with red pips, which brightness alone leaves unclear', async () => {
    const faces = [1, 3, 4, 5, 6]
    const picture = diceInARow(faces, { size: 44, body: [30, 30, 30], pip: [200, 30, 30] })
    const reading = await readDice(picture, { diceCount: 5 })
    expect(reading.sure).toBe(true)
    expect([...reading.dice].sort((a, b) => a.x - b.x).map((d) => d.face)).toEqual(faces)
  })
})

/** A small die's face: pips one sample in nine, a glint (white) one in eight, the rest body. */
function glossyFaceOf(body: Rgb, pip: Rgb): Rgb[] {
  return Array.from({ length: 144 }, (_, i) =>
    i % 9 === 0 ? pip : i % 8 === 1 ? [240, 240, 240] : body,
  )
}

describe('the liveliest of red, green and blue', () => {
  it('is red for a small glossy black die with red pips, whose own shade follows brightness', () => {
    const face = glossyFaceOf([35, 35, 35], [190, 35, 35])
    // The glint, not the few pips, sets the shade: it is no help here.
    expect(dieShade(face).likeBrightness).toBeGreaterThanOrEqual(SHADE_LIKENESS)
    expect(dieShade(face).liveliest).toEqual([1, 0, 0])
  })

  it('is red for a green die with yellow pips, and blue for a yellow die with white pips', () => {
    expect(dieShade(faceOf([30, 120, 80], [230, 200, 40], 5)).liveliest).toEqual([1, 0, 0])
    expect(dieShade(faceOf([230, 200, 40], [245, 245, 245], 5)).liveliest).toEqual([0, 0, 1])
  })

  it('lets a real roll of small dice fill in, its black die with red pips read in red', async () => {
    const picture = fitInto(readJpeg(RED_PIPS_PHOTO.path), 640, 480)
    const reading = await readDice(picture, { diceCount: 5 })
    expect(reading.sure).toBe(true)
    expect(reading.dice.map((d) => d.face).sort()).toEqual(RED_PIPS_PHOTO.faces)
  })
})
