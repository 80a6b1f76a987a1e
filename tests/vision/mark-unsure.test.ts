import { describe, expect, it } from 'vitest'
import { readDice } from '../../src/vision/index'
import { markUnsure } from '../../src/vision/read-dice'
import { fitInto, readJpeg } from '../../scripts/vision/photos'
import { DOUBTED_DIE_PHOTO, SMALL_DICE_PHOTO } from './fixtures'
import { SMALL_SURE_CONFIDENCE, SURE_CONFIDENCE } from '../../src/vision/settings'
import type { DieReading } from '../../src/vision/types'

const die = (x: number, confidence = 0.999, size = 40): DieReading => ({
  face: 3,
  confidence,
  x,
  y: 200,
  size,
})

const doubtedAt = (dice: DieReading[]) => markUnsure(dice).flatMap((d) => (d.doubted ? [d.x] : []))

describe('which die an unsure roll of five doubts', () => {
  it('names the one die read below the sure bar, and leaves the faces as read', () => {
    const dice = [die(50), die(150), die(250, SURE_CONFIDENCE - 0.2), die(350), die(450)]
    expect(doubtedAt(dice)).toEqual([250])
    expect(markUnsure(dice).map((d) => d.face)).toEqual([3, 3, 3, 3, 3])
  })

  it('names a thing twice the size of the rest, however sure its face', () => {
    expect(doubtedAt([die(50), die(150), die(250), die(350, 0.999, 90), die(450)])).toEqual([350])
  })

  it('names two, but no die when three or more are unclear: then the whole picture is', () => {
    const low = SURE_CONFIDENCE / 2
    expect(doubtedAt([die(50, low), die(150), die(250, low), die(350), die(450)])).toEqual([
      50, 250,
    ])
    expect(doubtedAt([die(50, low), die(150, low), die(250, low), die(350), die(450)])).toEqual([])
  })

  it('names none in a roll read sure', () => {
    expect(doubtedAt([die(50), die(150), die(250), die(350), die(450)])).toEqual([])
  })

  it('on a real photo of five large dice, asks about the one die it reads below its bar, face read right', async () => {
    const picture = fitInto(readJpeg(DOUBTED_DIE_PHOTO.path), 640, 480)
    const reading = await readDice(picture, { diceCount: 5 })
    expect(reading.sure).toBe(false)
    expect(reading.doubt).toBe('unclear')
    expect(reading.dice.map((d) => d.face).sort()).toEqual(DOUBTED_DIE_PHOTO.faces)
    const doubted = reading.dice.flatMap((d, i) => (d.doubted ? [{ index: i, face: d.face }] : []))
    expect(doubted).toEqual([DOUBTED_DIE_PHOTO.doubted])
  })

  it('on a real photo of five small dice, fills in the roll though one look at a die is unsure', async () => {
    const picture = fitInto(readJpeg(SMALL_DICE_PHOTO.path), 640, 480)
    const reading = await readDice(picture, { diceCount: 5 })
    expect(reading.sure).toBe(true)
    expect(reading.dice.map((d) => d.face).sort()).toEqual(SMALL_DICE_PHOTO.faces)
    // The 3's least look is under even the small dice's bar; every other look reads it sure.
    const { index, face } = SMALL_DICE_PHOTO.oneLookUnsure
    expect(reading.dice[index]!.face).toBe(face)
    expect(reading.dice[index]!.confidence).toBeLessThan(SMALL_SURE_CONFIDENCE)
  })
})
