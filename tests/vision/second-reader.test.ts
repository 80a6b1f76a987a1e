import { describe, expect, it } from 'vitest'
import { judge } from '../../src/vision/read-dice'
import { findDice } from '../../src/vision/find-dice'
import {
  judgeWithSecondLook,
  lookAgainAt,
  readBySecondAt,
  secondReading,
  vouchedFor,
  type ReadBySecond,
} from '../../src/vision/second-look'
import { anchorsOf } from '../../src/vision/set'
import { readDice } from '../../src/vision/index'
import { decodeWeights } from '../../src/vision/weights-codec'
import { SECOND_READER_WEIGHTS } from '../../src/vision/second-reader-weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import { fitInto, readJpeg } from '../../scripts/vision/photos'
import { fixturePhotos } from './fixtures'
import { readerWeights, ROLL_FACES, sortedFaces, whiteRollOf, withUnsure } from './unsure-roll'

const second = decodeWeights(SECOND_READER_WEIGHTS)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())

describe("the second reader's word on the dice that keep a roll from being sure", () => {
  it('confirms a die it reads as the same face: the roll fills in, even a large die', () => {
    const { dice, brightness, gray } = whiteRollOf(88)
    expect(sortedFaces({ dice })).toEqual(ROLL_FACES)
    const unsure = withUnsure(dice, [3])
    const first = judge(unsure, brightness, { diceCount: 5 }, 640)
    expect(first.sure).toBe(false)
    expect(first.doubt).toBe('unclear')
    const read = secondReading(unsure, first, readBySecondAt(gray, second))
    expect(read).toBeDefined()
    const again = judge(read!, brightness, { diceCount: 5 }, 640)
    expect(again.sure).toBe(true)
    expect(sortedFaces(again)).toEqual(ROLL_FACES)
  })

  it('does not confirm a die the first reader took for another face: the player is asked', () => {
    const { dice, brightness, gray } = whiteRollOf(88)
    const misread = withUnsure(dice, [3], 5)
    const first = judge(misread, brightness, { diceCount: 5 }, 640)
    expect(first.doubt).toBe('unclear')
    expect(secondReading(misread, first, readBySecondAt(gray, second))).toBeUndefined()
  })

  it('leaves a roll with more doubted dice than it names to the player', () => {
    const { dice, brightness, gray } = whiteRollOf(88)
    const unsure = withUnsure(dice, [3, 4, 5])
    const first = judge(unsure, brightness, { diceCount: 5 }, 640)
    expect(first.doubt).toBe('unclear')
    expect(secondReading(unsure, first, readBySecondAt(gray, second))).toBeUndefined()
  })

  it("holds a small die to the first reader's small bar, but not a 4 nor a large die", () => {
    // The second reader reads the doubted die as its face at 0.93: over a small die's sure bar
    // (0.9), under a large die's and a 4's (0.975).
    const readBySecond = (die: { face: number }) => ({ face: die.face, confidence: 0.93 })
    const confirms = (size: number, face: number) => {
      const { dice, brightness } = whiteRollOf(size)
      const unsure = withUnsure(dice, [face])
      const first = judge(unsure, brightness, { diceCount: 5 }, 640)
      expect(first.doubt).toBe('unclear')
      const read = secondReading(unsure, first, readBySecond, 640)
      return read !== undefined && judge(read, brightness, { diceCount: 5 }, 640).sure
    }
    expect(confirms(44, 3)).toBe(true)
    expect(confirms(44, 4)).toBe(false)
    expect(confirms(88, 3)).toBe(false)
  })

  it('keeps what the second look confirmed: one die cleared by each, the roll fills in', () => {
    const { dice, brightness } = whiteRollOf(44)
    const unsure = withUnsure(dice, [3, 5])
    // The second look sees only the 3 again, the second reader only the 5.
    const lookAgain = (die: { face: number }) =>
      die.face === 3 ? { face: 3, confidence: 1 } : { face: 0, confidence: 0 }
    const readBySecond = (die: { face: number }) =>
      die.face === 5 ? { face: 5, confidence: 1 } : { face: 0, confidence: 0 }
    const options = { diceCount: 5 } as const
    expect(judgeWithSecondLook(unsure, brightness, options, 640, lookAgain).sure).toBe(false)
    const reading = judgeWithSecondLook(unsure, brightness, options, 640, lookAgain, readBySecond)
    expect(reading.sure).toBe(true)
    expect(sortedFaces(reading)).toEqual(ROLL_FACES)
  })
})

describe("the second reader's word when no die anchors the roll", () => {
  // A made-up roll whose dice the first reader thinks barely dice: none reaches the anchor's
  // evidence, so alone the camera finds no roll at all.
  const { dice, brightness, gray } = whiteRollOf(60)
  const faint = dice.map((die) => ({ ...die, dieChance: 0.55 }))
  const options = { diceCount: 5 } as const
  const noLookAgain = () => ({ face: 0, confidence: 0 })
  const readWith = (readBySecond?: ReadBySecond) =>
    judgeWithSecondLook(faint, brightness, options, 640, noLookAgain, readBySecond)

  it('anchors the dice it reads as the same face, surely: the roll fills in', () => {
    expect(anchorsOf(faint)).toEqual([])
    expect(readWith().sure).toBe(false)
    const reading = readWith(readBySecondAt(gray, second))
    expect(reading.sure).toBe(true)
    expect(sortedFaces(reading)).toEqual(ROLL_FACES)
  })

  it('vouches at 0.995, for the same face only, and for nothing the player named or dropped', () => {
    const sameFace = (confidence: number) => (die: { face: number }) => ({
      face: die.face,
      confidence,
    })
    expect(vouchedFor(faint, options, sameFace(0.995))).toBeDefined()
    expect(vouchedFor(faint, options, sameFace(0.99))).toBeUndefined()
    expect(readWith(sameFace(0.99)).sure).toBe(false)
    expect(readWith((die) => ({ face: (die.face % 6) + 1, confidence: 1 })).sure).toBe(false)
    const place = { x: faint[0]!.x, y: faint[0]!.y, size: faint[0]!.size }
    expect(vouchedFor(faint, { ...options, taken: [place] }, sameFace(1))).toBeUndefined()
    const dropped = vouchedFor(faint, { ...options, ignore: [place] }, sameFace(1))!
    expect(dropped.filter((thing) => thing.vouched)).toHaveLength(4)
    expect(dropped.find((thing) => thing.x === place.x)!.vouched).toBeUndefined()
  })

  it('keeps the dice it vouched for when it then confirms an unclear one, reading each place once', () => {
    const unsure = withUnsure(faint, [3])
    const places: string[] = []
    const reading = judgeWithSecondLook(unsure, brightness, options, 640, noLookAgain, (die) => {
      places.push(`${die.x} ${die.y}`)
      return { face: die.face, confidence: 1 }
    })
    expect(reading.sure).toBe(true)
    expect(sortedFaces(reading)).toEqual(ROLL_FACES)
    expect(new Set(places).size).toBe(places.length)
  })

  it('is not asked when a die anchors the roll', () => {
    expect(anchorsOf(dice).length).toBeGreaterThan(0)
    let asked = 0
    const reading = judgeWithSecondLook(dice, brightness, options, 640, noLookAgain, () => {
      asked++
      return { face: 0, confidence: 0 }
    })
    expect(reading.sure).toBe(true)
    expect(asked).toBe(0)
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
      const diceCount = photo.faces.length as 5 | 6
      const { dice, brightness, gray } = findDice(picture, readerWeights, finder, diceCount)
      const alone = judgeWithSecondLook(
        dice,
        brightness,
        { diceCount },
        640,
        lookAgainAt(gray, readerWeights),
      )
      expect(alone.doubt).toBe('unclear')
      const reading = await readDice(picture, { diceCount })
      expect(reading.sure).toBe(true)
      expect(sortedFaces(reading)).toEqual([...photo.faces].sort())
    },
  )
})
