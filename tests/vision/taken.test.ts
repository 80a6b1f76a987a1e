import { describe, expect, it } from 'vitest'
import { judge, type FoundDie } from '../../src/vision/read-dice'
import { plainDieLook, plainFoundDie } from './fixtures'

const found = (x: number, face: number, confidence = 0.99) => plainFoundDie(x, face, confidence, 40)

const FOUR = [2, 3, 4, 5].map((face, i) => found(80 + i * 100, face))

/** A red die of their size, read clearly but under the sure join: too unlike the four to join. */
const redDie = (x: number, confidence = 0.95): FoundDie => ({
  ...found(x, 6, confidence),
  look: { ...plainDieLook(6), body: [220, 40, 40], contrast: 0.3, pips: 0 },
})

const at = (thing: FoundDie) => ({ x: thing.x + 3, y: thing.y - 2, size: thing.size })

const judged = (dice: FoundDie[], taken: FoundDie[] = []) =>
  judge(dice, 150, { diceCount: 5, taken: taken.map(at) }, 640)

describe('a die the player adds to a roll found short', () => {
  it('joins the roll: a red die among four white ones fills in once tapped', () => {
    const red = redDie(500)
    const before = judged([...FOUR, red])
    expect(before.doubt).toBe('count')
    expect(before.others?.map((d) => d.x)).toEqual([500])
    const after = judged([...FOUR, red], [red])
    expect(after.sure).toBe(true)
    expect(after.dice.map((d) => d.face)).toEqual([2, 3, 4, 5, 6])
  })

  it('read unclearly, it joins but the roll asks its face', () => {
    const red = redDie(500, 0.5)
    const reading = judged([...FOUR, red], [red])
    expect(reading.sure).toBe(false)
    expect(reading.doubt).toBe('unclear')
    expect(reading.dice.filter((d) => d.doubted).map((d) => d.x)).toEqual([500])
  })

  it('anchors a roll no die of which is plainly one', () => {
    const faint = [2, 3, 4, 5, 6].map((face, i) => ({
      ...found(80 + i * 100, face),
      look: { ...plainDieLook(face), pips: 0 },
    }))
    expect(judged(faint).dice).toEqual([])
    const reading = judged(faint, [faint[0]!])
    expect(reading.sure).toBe(true)
    expect(reading.dice.map((d) => d.face)).toEqual([2, 3, 4, 5, 6])
  })
})
