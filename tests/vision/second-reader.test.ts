import { describe, expect, it } from 'vitest'
import { judge, type FoundDie } from '../../src/vision/read-dice'
import { findDice } from '../../src/vision/find-dice'
import { readBySecondAt, secondReading } from '../../src/vision/second-look'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { SECOND_READER_WEIGHTS } from '../../src/vision/second-reader-weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import { readDice } from '../../src/vision/index'
import { fitInto, readJpeg } from '../../scripts/vision/photos'
import { diceInARow, fixturePhotos } from './fixtures'

const weights = decodeWeights(DIE_READER_WEIGHTS)
const second = decodeWeights(SECOND_READER_WEIGHTS)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())
const FACES = [1, 3, 4, 5, 6]

/** A made-up roll of five white dice of side 88 in a 640×480 frame, found and read by the first reader. */
function roll() {
  const picture = diceInARow(FACES, {
    size: 88,
    body: [235, 232, 225],
    pip: [25, 25, 30],
    table: [120, 90, 60],
    seed: 7,
  })
  return findDice(picture, weights, finder, 5)
}

/** The roll with the dice showing `shown` read unsure (every look at 0.5), each as `asFace` or its own face. */
function withUnsure(dice: FoundDie[], shown: number[], asFace?: number): FoundDie[] {
  return dice.map((die) =>
    shown.includes(die.face)
      ? { ...die, face: (asFace ?? die.face) as FoundDie['face'], confidence: 0.5, agreed: 0.5 }
      : die,
  )
}

const faces = (reading: { dice: { face: number }[] }) => reading.dice.map((d) => d.face).sort()

describe("the second reader's word on the dice that keep a roll from being sure", () => {
  it('confirms a die it reads as the same face: the roll fills in, even a large die', () => {
    const { dice, brightness, gray } = roll()
    expect(faces({ dice })).toEqual(FACES)
    const unsure = withUnsure(dice, [3])
    const first = judge(unsure, brightness, { diceCount: 5 }, 640)
    expect(first.sure).toBe(false)
    expect(first.doubt).toBe('unclear')
    const read = secondReading(unsure, first, readBySecondAt(gray, second))
    expect(read).toBeDefined()
    const again = judge(read!, brightness, { diceCount: 5 }, 640)
    expect(again.sure).toBe(true)
    expect(faces(again)).toEqual(FACES)
  })

  it('does not confirm a die the first reader took for another face: the player is asked', () => {
    const { dice, brightness, gray } = roll()
    const misread = withUnsure(dice, [3], 5)
    const first = judge(misread, brightness, { diceCount: 5 }, 640)
    expect(first.doubt).toBe('unclear')
    expect(secondReading(misread, first, readBySecondAt(gray, second))).toBeUndefined()
  })

  it('leaves a roll with more doubted dice than it names to the player', () => {
    const { dice, brightness, gray } = roll()
    const unsure = withUnsure(dice, [3, 4, 5])
    const first = judge(unsure, brightness, { diceCount: 5 }, 640)
    expect(first.doubt).toBe('unclear')
    expect(secondReading(unsure, first, readBySecondAt(gray, second))).toBeUndefined()
  })
})

describe('a real photo the first reader alone leaves unclear', () => {
  // Two sample photos (a Rune55 test photo and a DiceWatcher one): the first reader doubts one
  // die of each; the second reads it as the same face, sure, and the camera fills in the roll.
  it.each(['00055_f898919ca7089ce33c18ce1e592e60e0', 'IMG_20191209_100232_acbd873d16aa97989106'])(
    'fills in %s right',
    async (name) => {
      const photo = fixturePhotos().find((p) => p.name === name)!
      const picture = fitInto(readJpeg(photo.path), 640, 480)
      const reading = await readDice(picture, { diceCount: photo.faces.length as 5 | 6 })
      expect(reading.sure).toBe(true)
      expect(faces(reading)).toEqual([...photo.faces].sort())
    },
  )
})
