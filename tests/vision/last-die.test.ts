import { describe, expect, it } from 'vitest'
import { judge, type FoundDie } from '../../src/vision/read-dice'
import { strayFrom } from '../../src/vision/set'
import { SHORT_STRAY_LIMIT, STRAY_LIMIT } from '../../src/vision/settings'
import { plainDieLook, plainFoundDie } from './fixtures'

const found = (x: number, face: number, confidence = 0.99) => plainFoundDie(x, face, confidence, 40)

const FOUR = [2, 3, 4, 5].map((face, i) => found(80 + i * 100, face))

/**
 * A die read clearly but in shadow: darker than the four, its pips fainter (not counted: no anchor
 * of its own), its white warmer; the first such grey that strays from them by more than `beyond`.
 */
function inShadow(x: number, face: number, beyond: number): FoundDie {
  for (let grey = 230; grey > 20; grey -= 1) {
    const body: [number, number, number] = [grey, 0.93 * grey, 0.8 * grey]
    const look = { ...plainDieLook(face), body, contrast: (0.8 * grey) / 230, pips: 0 }
    const die = { ...found(x, face, 0.95), look }
    if (strayFrom(FOUR, die) > beyond) return die
  }
  throw new Error(`no shadow strays beyond ${beyond}`)
}

/** A red thing of a die's size and spots, read clearly: nothing like the four. */
const redThing = (x: number): FoundDie => ({
  ...found(x, 6, 0.95),
  look: { ...plainDieLook(6), body: [220, 40, 40], contrast: 0.3, pips: 0 },
})

const judged = (dice: FoundDie[]) => judge(dice, 150, { diceCount: 5 }, 640)

describe('a roll one die short', () => {
  it('takes in the one die left out that strays only a little more than the set allows', () => {
    const last = inShadow(500, 6, STRAY_LIMIT)
    expect(strayFrom(FOUR, last)).toBeLessThanOrEqual(SHORT_STRAY_LIMIT)
    const reading = judged([...FOUR, last])
    expect(reading.sure).toBe(true)
    expect(reading.dice.map((d) => d.face)).toEqual([2, 3, 4, 5, 6])
  })

  it('stays short when two things could be its last die: which one, the picture cannot say', () => {
    const reading = judged([...FOUR, inShadow(500, 6, STRAY_LIMIT), inShadow(600, 6, STRAY_LIMIT)])
    expect(reading.sure).toBe(false)
    expect(reading.doubt).toBe('count')
  })

  it('stays short when the thing left out strays further, or is not read clearly', () => {
    expect(strayFrom(FOUR, redThing(500))).toBeGreaterThan(SHORT_STRAY_LIMIT)
    expect(judged([...FOUR, redThing(500)]).doubt).toBe('count')
    const unclear = { ...inShadow(500, 6, STRAY_LIMIT), confidence: 0.5, agreed: 0.5 }
    expect(judged([...FOUR, unclear]).doubt).toBe('count')
  })
})
