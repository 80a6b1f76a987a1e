import { describe, expect, it } from 'vitest'
import { judge, type FoundDie } from '../../src/vision/read-dice'
import { anchorsOf, chooseSet, strayFrom, type SetMember } from '../../src/vision/set'
import { STRAY_LIMIT } from '../../src/vision/settings'
import { plainDieLook } from './fixtures'

/** A thing found, as the reader sees it: a white die with black pips unless told otherwise. */
function thing(face: number, overrides: Partial<SetMember> & { name?: string } = {}) {
  return {
    name: `${face}`,
    face,
    dieChance: 0.999,
    confidence: 0.99,
    size: 80,
    look: plainDieLook(face),
    ...overrides,
  } as SetMember & { name: string }
}

const names = (things: { name: string }[]) => things.map((t) => t.name).sort()

describe('a roll is a set: the likeliest alike dice win', () => {
  it('keeps the five alike dice and marks a key and a coin "not a die"', () => {
    const dice = [1, 2, 3, 4, 5].map((face) => thing(face, { size: 76 + face * 2 }))
    const key = thing(3, {
      name: 'key',
      size: 40,
      dieChance: 0.9,
      confidence: 0.6,
      look: {
        body: [50, 50, 55],
        pip: [220, 220, 220],
        contrast: -0.65,
        spots: 1,
        outline: 0.1,
        sides: 0.05,
        pips: 0,
        stretch: 0.02,
      },
    })
    const coin = thing(1, {
      name: 'coin',
      size: 55,
      dieChance: 0.97,
      confidence: 0.95,
      look: {
        body: [200, 160, 70],
        pip: [120, 95, 40],
        contrast: 0.25,
        spots: 1,
        outline: 0.3,
        sides: 0.3,
        pips: 1,
        stretch: 0.05,
      },
    })
    const choice = chooseSet([key, ...dice, coin], 5)
    expect(names(choice.dice)).toEqual(['1', '2', '3', '4', '5'])
    expect(names(choice.others)).toEqual(['coin', 'key'])
    expect(choice.undecided).toEqual([])
  })

  it('prefers the set of one colour: five red dice over a white die that reads as surely', () => {
    const red = { body: [190, 25, 35], pip: [245, 245, 245], contrast: -0.5, outline: 0.4 }
    const look = (face: number) =>
      ({ ...red, spots: face, sides: 0.4, pips: face, stretch: 0.02 }) as SetMember['look']
    const dice = [2, 2, 4, 5, 6].map((face, i) =>
      thing(face, { name: `red ${i}`, look: look(face) }),
    )
    const white = thing(3, { name: 'white' })
    expect(names(chooseSet([...dice, white], 5).others)).toEqual(['white'])
  })

  it('asks when two sets are equally likely, naming the things they disagree on', () => {
    const six = [1, 2, 3, 4, 5, 6].map((face) => thing(face))
    const choice = chooseSet(six, 5)
    expect(choice.dice).toHaveLength(5)
    expect(choice.undecided.length).toBeGreaterThanOrEqual(2)
  })

  it('chooses nothing when no more things are found than dice asked for', () => {
    const four = [1, 2, 3, 4].map((face) => thing(face))
    expect(chooseSet(four, 5)).toEqual({ dice: four, others: [], undecided: [] })
  })
})

describe('a roll stands on a die that plainly looks like one', () => {
  const sure = { dieChance: 0.9999, confidence: 0.9999 }
  const looking = (face: number, look: Partial<SetMember['look']>, name = `${face}`) => {
    const plain = thing(face, { ...sure, name })
    return { ...plain, look: { ...plain.look, ...look } }
  }

  it('a sure die whose pips count its face', () => {
    expect(names(anchorsOf([looking(5, {})]))).toEqual(['5'])
  })

  it("not a card's pips, filling the square one way only", () => {
    expect(anchorsOf([looking(4, { stretch: 0.3 })])).toEqual([])
  })

  it("not a glyph: its strokes are no pips, and a dotted glyph's dots come with strokes", () => {
    expect(anchorsOf([looking(3, { spots: 3, pips: 1 })])).toEqual([])
    expect(anchorsOf([looking(3, { spots: 5, pips: 3 })])).toEqual([])
    // A die with one speck of shade besides its pips is still a die.
    expect(names(anchorsOf([looking(3, { spots: 4, pips: 3 })]))).toEqual(['3'])
  })

  it("not a key's dot, its keyboard all round it, unless another like it stands beside it", () => {
    const key = looking(1, { sides: 0.02 }, 'key')
    expect(anchorsOf([key])).toEqual([])
    const twin = looking(1, { sides: 0.03 }, 'twin')
    expect(names(anchorsOf([key, twin]))).toEqual(['key', 'twin'])
  })
})

describe('a die read sure joins the anchors though its colour differs (the sure join)', () => {
  // A red die with dark pips beside white ones: a roll may mix colours (DiceWatcher's rolls).
  const red = (face: number, confidence: number) => {
    const plain = thing(face, { name: 'red', confidence })
    return { ...plain, look: { ...plain.look, body: [200, 60, 60] as [number, number, number] } }
  }
  const anchors = [thing(2, { confidence: 0.9999 }), thing(5, { confidence: 0.9999 })]

  it('weighs light and colour half for a thing read sure, of the anchors’ size', () => {
    expect(strayFrom(anchors, red(3, 0.999))).toBeLessThanOrEqual(STRAY_LIMIT)
  })

  it('weighs them whole for a thing read unsure, or of another size', () => {
    expect(strayFrom(anchors, red(3, 0.9))).toBeGreaterThan(STRAY_LIMIT)
    expect(strayFrom(anchors, { ...red(3, 0.999), size: 120 })).toBeGreaterThan(STRAY_LIMIT)
  })

  it('fills in a roll of four white dice and a red one read sure', () => {
    const found = [red(3, 0.999), ...[1, 2, 4, 6].map((face) => thing(face))].map(
      (t, i): FoundDie => ({
        ...t,
        face: t.face as FoundDie['face'],
        agreed: t.confidence,
        x: 60 + i * 120,
        y: 240,
        angle: 0,
      }),
    )
    const reading = judge(found, 200, { diceCount: 5 }, 640)
    expect(reading.sure).toBe(true)
    expect(reading.dice.map((d) => d.face)).toEqual([3, 1, 2, 4, 6])
  })
})
