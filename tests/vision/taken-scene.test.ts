import { describe, expect, it } from 'vitest'
import { readDice } from '../../src/vision/index'
import { SHORT_MADE_UP_ROLL, shortRollPicture } from './fixtures'

describe('a made-up roll with a black die among white ones', () => {
  it('is read one die short, and whole once the player taps the die left out', async () => {
    const { picture, odd } = shortRollPicture()
    const short = await readDice(picture, { diceCount: 5 })
    expect(short.sure).toBe(false)
    expect(short.doubt).toBe('count')
    expect(short.dice.map((d) => d.face).sort()).toEqual([1, 3, 3, 5])
    const leftOut = short.others!.find((t) => Math.hypot(t.x - odd.x, t.y - odd.y) < t.size / 2)!
    expect(leftOut.face).toBe(SHORT_MADE_UP_ROLL.odd.face)
    const whole = await readDice(picture, { diceCount: 5, taken: [leftOut] })
    expect(whole.dice.map((d) => d.face).sort()).toEqual(SHORT_MADE_UP_ROLL.faces)
    // Read unclearly, the black die is the one the camera then asks about.
    expect(whole.doubt).toBe('unclear')
    expect(whole.dice.filter((d) => d.doubted).map((d) => d.face)).toEqual([4])
  })
})
