import { describe, expect, it } from 'vitest'
import { judge, type FoundDie } from '../../src/vision/read-dice'
import { findDice } from '../../src/vision/find-dice'
import { lookAgainAt, secondLook } from '../../src/vision/second-look'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import { diceInARow } from './fixtures'

const weights = decodeWeights(DIE_READER_WEIGHTS)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())
const FACES = [1, 3, 4, 5, 6]

/** A made-up roll of five white dice of side `size` in a 640×480 frame, found and read. */
function rollOf(size: number) {
  const picture = diceInARow(FACES, {
    size,
    body: [235, 232, 225],
    pip: [25, 25, 30],
    table: [120, 90, 60],
    seed: 7,
  })
  return findDice(picture, weights, finder, 5)
}

/** The roll with its 3 read unsure (every look at 0.5), as `face`. */
function withUnsureThree(dice: FoundDie[], face = 3): FoundDie[] {
  return dice.map((die) =>
    die.face === 3 ? { ...die, face: face as FoundDie['face'], confidence: 0.5, agreed: 0.5 } : die,
  )
}

const faces = (reading: { dice: { face: number }[] }) => reading.dice.map((d) => d.face).sort()

describe('a second look at the die that alone keeps a roll from being sure', () => {
  it('confirms a small die that windows of other sizes read as the same face: the roll fills in', () => {
    const { dice, brightness, gray } = rollOf(44)
    expect(faces({ dice })).toEqual(FACES)
    const unsure = withUnsureThree(dice)
    const first = judge(unsure, brightness, { diceCount: 5 }, 640)
    expect(first.sure).toBe(false)
    expect(first.doubt).toBe('unclear')
    const looked = secondLook(unsure, first, lookAgainAt(gray, weights), 640)
    expect(looked).toBeDefined()
    const again = judge(looked!, brightness, { diceCount: 5 }, 640)
    expect(again.sure).toBe(true)
    expect(faces(again)).toEqual(FACES)
  })

  it('does not confirm a die the other windows read as another face', () => {
    const { dice, brightness, gray } = rollOf(44)
    const misread = withUnsureThree(dice, 5)
    const first = judge(misread, brightness, { diceCount: 5 }, 640)
    expect(first.doubt).toBe('unclear')
    expect(secondLook(misread, first, lookAgainAt(gray, weights), 640)).toBeUndefined()
  })

  it('leaves a large die to the player: its bar is not lowered by a second look', () => {
    const { dice, brightness, gray } = rollOf(88)
    expect(faces({ dice })).toEqual(FACES)
    const unsure = withUnsureThree(dice)
    const first = judge(unsure, brightness, { diceCount: 5 }, 640)
    expect(first.doubt).toBe('unclear')
    expect(secondLook(unsure, first, lookAgainAt(gray, weights), 640)).toBeUndefined()
  })
})
