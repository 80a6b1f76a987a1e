import { describe, expect, it } from 'vitest'
import { clearlyRead, judge, markUnsure, sureBar, type FoundDie } from '../../src/vision/read-dice'
import {
  PIP_CHECKED_CONFIDENCE,
  SMALL_AGREED_CONFIDENCE,
  SMALL_DIE_SIDE,
  SMALL_SURE_CONFIDENCE,
  SURE_CONFIDENCE,
} from '../../src/vision/settings'
import type { DieReading } from '../../src/vision/types'
import { plainDieLook, plainFoundDie } from './fixtures'

/** Five dice of one side, the one of `face` (3 unless said) read at `confidence`, the rest at 0.99. */
const roll = (size: number, confidence: number, face = 3) =>
  [2, 3, 4, 5, 6].map((f, i) =>
    plainFoundDie(60 + i * 120, f, f === face ? confidence : 0.99, size),
  )

// Between the two bars: sure enough for a small die, not for a large one.
const between = (SMALL_SURE_CONFIDENCE + SURE_CONFIDENCE) / 2

describe('the sure bar by the die’s side in a 640-pixel frame', () => {
  it('asks less of a small die than of a large one', () => {
    expect(sureBar({ face: 3, size: SMALL_DIE_SIDE - 1 })).toBe(SMALL_SURE_CONFIDENCE)
    expect(sureBar({ face: 3, size: SMALL_DIE_SIDE })).toBe(SURE_CONFIDENCE)
    expect(SMALL_SURE_CONFIDENCE).toBeLessThan(SURE_CONFIDENCE)
  })

  it('scales the side to a 640-pixel frame', () => {
    // 60 px of a 1280-pixel frame is 30 px of a 640-pixel one; of a 320-pixel frame, 120 px.
    expect(sureBar({ face: 3, size: 60 }, 1280)).toBe(SMALL_SURE_CONFIDENCE)
    expect(sureBar({ face: 3, size: 60 }, 320)).toBe(SURE_CONFIDENCE)
  })

  it('fills in a roll of small dice read between the bars, and asks about large ones', () => {
    const small = judge(roll(45, between), 150, { diceCount: 5 }, 640)
    expect(small.sure).toBe(true)
    const large = judge(roll(90, between), 150, { diceCount: 5 }, 640)
    expect(large.sure).toBe(false)
    expect(large.doubt).toBe('unclear')
    expect(large.dice.filter((d) => d.doubted).map((d) => d.face)).toEqual([3])
    // The same 45-pixel dice in a 320-pixel frame are 90 px of a 640-pixel one.
    expect(judge(roll(45, between), 150, { diceCount: 5 }, 320).sure).toBe(false)
  })

  it('still asks about a small die read under the small bar', () => {
    const reading = judge(roll(45, SMALL_SURE_CONFIDENCE - 0.05), 150, { diceCount: 5 }, 640)
    expect(reading.sure).toBe(false)
    expect(reading.dice.filter((d) => d.doubted).map((d) => d.face)).toEqual([3])
  })

  it('asks the full bar of a small die read as 4: a 5 that lost its centre pip', () => {
    expect(sureBar({ face: 4, size: 45 })).toBe(SURE_CONFIDENCE)
    const reading = judge(roll(45, SURE_CONFIDENCE - 0.01, 4), 150, { diceCount: 5 }, 640)
    expect(reading.sure).toBe(false)
    expect(reading.dice.filter((d) => d.doubted).map((d) => d.face)).toEqual([4])
  })

  it('marks as doubted only the dice under their own bar', () => {
    const die = (x: number, size: number): DieReading => ({
      face: 3,
      confidence: between,
      x,
      y: 200,
      size,
    })
    const dice = [die(50, 60), die(150, 60), die(250, 75), die(350, 60), die(450, 60)]
    expect(markUnsure(dice).flatMap((d) => (d.doubted ? [d.x] : []))).toEqual([250])
  })
})

describe('a die whose pips count its face', () => {
  // A large die one look of four reads unsure (a side face in view), the other three sure.
  const dissenting = (pips: number): FoundDie => ({
    ...plainFoundDie(300, 4, 0.6, 90),
    agreed: (PIP_CHECKED_CONFIDENCE + 1) / 2,
    look: { ...plainDieLook(4), pips },
  })
  const withMiddle = (die: FoundDie) => roll(90, 0.99).map((d, i) => (i === 2 ? die : d))

  it('is sure when every look but one reads its face sure', () => {
    expect(clearlyRead(dissenting(4))).toBe(true)
    const reading = judge(withMiddle(dissenting(4)), 150, { diceCount: 5 }, 640)
    expect(reading.sure).toBe(true)
    expect(reading.dice.map((d) => d.face)).toEqual([2, 3, 4, 5, 6])
    // The camera frames it as clear, though its least look reads it at 0.6.
    expect(reading.dice.every((d) => d.clear)).toBe(true)
  })

  it('is doubted when its pips count another face, however sure the other looks', () => {
    expect(clearlyRead(dissenting(5))).toBe(false)
    const reading = judge(withMiddle(dissenting(5)), 150, { diceCount: 5 }, 640)
    expect(reading.sure).toBe(false)
    expect(reading.doubt).toBe('unclear')
    expect(reading.dice.filter((d) => d.doubted).map((d) => d.face)).toEqual([4])
    expect(reading.dice.filter((d) => !d.clear).map((d) => d.face)).toEqual([4])
  })

  it('is doubted when read as a 1: one spot is what any dot shows', () => {
    const one: FoundDie = { ...plainFoundDie(300, 1, 0.6, 90), agreed: 0.999 }
    expect(clearlyRead(one)).toBe(false)
  })

  it('is doubted when two looks read it unsure', () => {
    const twoDissent = { ...dissenting(4), agreed: 0.6 }
    expect(judge(withMiddle(twoDissent), 150, { diceCount: 5 }, 640).sure).toBe(false)
  })
})

describe('a small die one look of four reads unsure', () => {
  // A 3 at 40 px: three looks read it sure, one (a side face in view) at 0.5, its pips uncounted.
  const dissenting = (agreed: number, face = 3, size = 40): FoundDie => ({
    ...plainFoundDie(300, face, 0.5, size),
    agreed,
    look: { ...plainDieLook(face), pips: 0 },
  })
  const withMiddle = (die: FoundDie) => roll(40, 0.99).map((d, i) => (i === 2 ? die : d))

  it('is sure when every other look reads its face sure', () => {
    const die = dissenting(SMALL_AGREED_CONFIDENCE)
    expect(clearlyRead(die)).toBe(true)
    const reading = judge(withMiddle(die), 150, { diceCount: 5 }, 640)
    expect(reading.sure).toBe(true)
    expect(reading.dice.map((d) => d.face)).toEqual([2, 3, 3, 5, 6])
  })

  it('is doubted when the other looks are less sure, or it is large, or read as 4', () => {
    expect(clearlyRead(dissenting(SMALL_AGREED_CONFIDENCE - 0.01))).toBe(false)
    expect(clearlyRead(dissenting(SMALL_AGREED_CONFIDENCE, 3, SMALL_DIE_SIDE))).toBe(false)
    expect(clearlyRead(dissenting(0.999, 4))).toBe(false)
    const reading = judge(withMiddle(dissenting(0.9)), 150, { diceCount: 5 }, 640)
    expect(reading.sure).toBe(false)
    expect(reading.dice.filter((d) => d.doubted).map((d) => d.x)).toEqual([300])
  })
})
