import { describe, expect, it } from 'vitest'
import { judge, type FoundDie } from '../../src/vision/read-dice'
import { plainDieLook } from './fixtures'

/** A white die with black pips read `face` at 0.99, of side 60, at (x, 240). */
const die = (x: number, face: number): FoundDie => ({
  face: face as FoundDie['face'],
  confidence: 0.99,
  agreed: 0.99,
  dieChance: 0.999,
  x,
  y: 240,
  size: 60,
  angle: 0,
  look: plainDieLook(face),
})

/** The same die, red with white pips: a die of another set, not alike the white ones. */
const redDie = (x: number, face: number): FoundDie => ({
  ...die(x, face),
  look: { ...plainDieLook(face), body: [200, 30, 30], pip: [240, 240, 240], contrast: -0.6 },
})

const fiveWhite = [2, 3, 4, 5, 6].map((face, i) => die(60 + i * 100, face))

describe('a die left out of the roll', () => {
  it('fills in five alike dice when nothing else in view reads as a die', () => {
    expect(judge(fiveWhite, 150, { diceCount: 5 }, 640).sure).toBe(true)
  })

  it('asks when another thing as plainly a die, of their size, is left out: which five are the roll?', () => {
    const reading = judge([...fiveWhite, redDie(580, 4)], 150, { diceCount: 5 }, 640)
    expect(reading.sure).toBe(false)
    // "6 things found, 5 dice needed": the die left out is shown and marked, so a tap drops it.
    expect(reading.doubt).toBe('extra')
    expect(reading.dice).toHaveLength(6)
    expect(reading.dice.filter((d) => d.doubted).map((d) => [d.x, d.face])).toEqual([[580, 4]])
  })

  it('once the player drops the die left out, fills in the five', () => {
    const ignore = [{ x: 580, y: 240, size: 60 }]
    const reading = judge([...fiveWhite, redDie(580, 4)], 150, { diceCount: 5, ignore }, 640)
    expect(reading.sure).toBe(true)
    expect(reading.dice.map((d) => d.face)).toEqual([2, 3, 4, 5, 6])
  })
})
