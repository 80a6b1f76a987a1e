import { describe, expect, it } from 'vitest'
import { judge } from '../../src/vision/read-dice'
import { lookAgainAt, secondLook } from '../../src/vision/second-look'
import { readerWeights, ROLL_FACES, sortedFaces, whiteRollOf, withUnsure } from './unsure-roll'

describe('a second look at the die that alone keeps a roll from being sure', () => {
  it('confirms a small die that windows of other sizes read as the same face: the roll fills in', () => {
    const { dice, brightness, gray } = whiteRollOf(44)
    expect(sortedFaces({ dice })).toEqual(ROLL_FACES)
    const unsure = withUnsure(dice, [3])
    const first = judge(unsure, brightness, { diceCount: 5 }, 640)
    expect(first.sure).toBe(false)
    expect(first.doubt).toBe('unclear')
    const looked = secondLook(unsure, first, lookAgainAt(gray, readerWeights), 640)
    expect(looked).toBeDefined()
    const again = judge(looked!, brightness, { diceCount: 5 }, 640)
    expect(again.sure).toBe(true)
    expect(sortedFaces(again)).toEqual(ROLL_FACES)
  })

  it('does not confirm a die the other windows read as another face', () => {
    const { dice, brightness, gray } = whiteRollOf(44)
    const misread = withUnsure(dice, [3], 5)
    const first = judge(misread, brightness, { diceCount: 5 }, 640)
    expect(first.doubt).toBe('unclear')
    expect(secondLook(misread, first, lookAgainAt(gray, readerWeights), 640)).toBeUndefined()
  })

  it('leaves a large die to the player: its bar is not lowered by a second look', () => {
    const { dice, brightness, gray } = whiteRollOf(88)
    expect(sortedFaces({ dice })).toEqual(ROLL_FACES)
    const unsure = withUnsure(dice, [3])
    const first = judge(unsure, brightness, { diceCount: 5 }, 640)
    expect(first.doubt).toBe('unclear')
    expect(secondLook(unsure, first, lookAgainAt(gray, readerWeights), 640)).toBeUndefined()
  })
})
