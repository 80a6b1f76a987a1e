import { describe, expect, it } from 'vitest'
import { readDice } from '../../src/vision/index'
import type { DiceReading } from '../../src/vision/types'
import {
  randomRollScene,
  renderScene,
  looseRoll,
  type RenderedDie,
} from '../../scripts/vision/render'
import { fixturePhotos, SURE_MADE_UP_ROLL, type FixturePhoto } from './fixtures'
import { readJpeg } from '../../scripts/vision/photos'

const sorted = (faces: number[]) => [...faces].sort().join('')
const facesOf = (reading: DiceReading) => sorted(reading.dice.map((d) => d.face))

/** Everything found, dice of the roll and other things: what the finder and reader saw. */
const everything = (reading: DiceReading) => [...reading.dice, ...(reading.others ?? [])]

/**
 * Pairs each labelled die with the thing found nearest its centre (within half its side), die of
 * the roll or not: a photo of twelve dice holds one roll of five and seven dice beside it.
 */
function readOfEach(photo: FixturePhoto, reading: DiceReading, width: number) {
  return photo.dice.map((die) => {
    const x = die.x * width
    const y = die.y * width
    const side = die.size * width
    const near = everything(reading)
      .map((found) => ({ found, distance: Math.hypot(found.x - x, found.y - y) }))
      .filter((n) => n.distance < side / 2)
      .sort((a, b) => a.distance - b.distance)[0]
    return { truth: die.face, read: near?.found.face }
  })
}

interface PhotoReading {
  photo: FixturePhoto
  width: number
  diceCount: 5 | 6
  reading: DiceReading
}

let photoReadings: Promise<PhotoReading[]> | undefined

/**
 * Each sample photo read once, as the camera asks for it (six dice for a photo of six, else
 * five); the tests below share the readings, so the slowest part of this file runs once.
 */
function readPhotos(photos: FixturePhoto[]): Promise<PhotoReading[]> {
  photoReadings ??= (async () => {
    const readings: PhotoReading[] = []
    for (const photo of photos) {
      const image = readJpeg(photo.path)
      const diceCount = photo.dice.length === 6 ? 6 : 5
      readings.push({
        photo,
        width: image.width,
        diceCount,
        reading: await readDice(image, { diceCount }),
      })
    }
    return readings
  })()
  return photoReadings
}

describe('readDice on real photos it never trained on (tests/fixtures/vision)', () => {
  const photos = fixturePhotos()

  it('reads the dice it finds right, and never fills in a wrong roll without asking', async () => {
    let labelled = 0
    let found = 0
    let right = 0
    let sureRight = 0
    let sureWrong = 0
    let rolls = 0
    let noDice = 0
    for (const { photo, width, diceCount, reading } of await readPhotos(photos)) {
      noDice += everything(reading).filter(
        (found) =>
          !photo.dice.some(
            (die) =>
              Math.hypot(found.x - die.x * width, found.y - die.y * width) < (die.size * width) / 2,
          ),
      ).length
      for (const { truth, read } of readOfEach(photo, reading, width)) {
        labelled++
        if (read === undefined) continue
        found++
        if (read === truth) right++
      }
      if (photo.dice.length === diceCount) {
        rolls++
        if (reading.sure && facesOf(reading) === sorted(photo.faces)) sureRight++
        if (reading.sure && facesOf(reading) !== sorted(photo.faces)) sureWrong++
      }
    }
    expect(photos.length).toBe(67)
    expect(sureWrong).toBe(0)
    expect(found / labelled).toBeGreaterThanOrEqual(FOUND)
    expect(right / found).toBeGreaterThanOrEqual(READ_RIGHT)
    expect(noDice).toBeLessThanOrEqual(TAKEN_FOR_DICE)
    // The shipped weights fill only a few of these rolls by themselves yet (they ask): see the README.
    expect(sureRight).toBeGreaterThanOrEqual(ROLLS_FILLED)
    expect(sureRight + sureWrong).toBeLessThanOrEqual(rolls)
  }, 600_000)

  it('asks for the fifth die when a photo shows four', async () => {
    const fours = (await readPhotos(photos)).filter(({ photo }) => photo.dice.length === 4)
    expect(fours.length).toBeGreaterThan(0)
    for (const { diceCount, reading } of fours) {
      expect(diceCount).toBe(5)
      expect(reading.sure).toBe(false)
    }
  }, 600_000)
})

describe('readDice on made-up hard cases', () => {
  const scene = (dice: RenderedDie[], extra = {}) =>
    renderScene({ width: 640, height: 480, dice, seed: 7, ...extra })

  it('reads clean rolls of five on many tables, lights and dice sets', async () => {
    let right = 0
    let wrong = 0
    for (let seed = 1; seed <= 20; seed++) {
      const { scene: s, faces } = randomRollScene(5, seed)
      const reading = await readDice(renderScene(s), { diceCount: 5 })
      if (reading.sure && facesOf(reading) === sorted(faces)) right++
      if (reading.sure && facesOf(reading) !== sorted(faces)) wrong++
    }
    expect(wrong).toBe(0)
    expect(right).toBeGreaterThanOrEqual(CLEAN_ROLLS_RIGHT)
  }, 300_000)

  it('reads the made-up roll the browser test fills in sure and right', async () => {
    const reading = await readDice(renderScene(randomRollScene(5, SURE_MADE_UP_ROLL.seed).scene), {
      diceCount: 5,
    })
    expect(reading.sure).toBe(true)
    expect(facesOf(reading)).toBe(sorted(SURE_MADE_UP_ROLL.faces))
  })

  it('tells a 6 from the 5 beside it', async () => {
    const dice: RenderedDie[] = [
      { face: 6, x: 270, y: 240, size: 90, angle: 0.2 },
      { face: 5, x: 370, y: 240, size: 90, angle: 0.2 },
    ]
    const reading = await readDice(scene(dice), { diceCount: 5 })
    expect(facesOf(reading)).toBe('56')
  })

  it('finds two dice that touch, and never fills a wrong roll', async () => {
    const dice = looseRoll([2, 4, 1, 3, 6], 3, 80)
    dice[1] = { ...dice[1]!, x: dice[0]!.x + 80, y: dice[0]!.y, angle: dice[0]!.angle }
    const reading = await readDice(scene(dice), { diceCount: 5 })
    expect(reading.sure ? facesOf(reading) : '12346').toBe('12346')
  })

  it('asks rather than guesses when a die is tipped on its edge', async () => {
    const dice = looseRoll([3, 3, 5, 2, 6], 5, 80)
    dice[2] = { ...dice[2]!, tilt: 0.45 }
    const reading = await readDice(scene(dice), { diceCount: 5 })
    expect(reading.sure ? facesOf(reading) : '23356').toBe('23356')
  })

  it('never fills a wrong roll when glare washes out a die', async () => {
    const dice = looseRoll([4, 4, 1, 6, 5], 9, 80)
    const reading = await readDice(
      scene(dice, { glare: { x: dice[3]!.x, y: dice[3]!.y, radius: 50 } }),
      {
        diceCount: 5,
      },
    )
    expect(reading.sure ? facesOf(reading) : '14456').toBe('14456')
  })

  it('asks which five of seven alike dice are the roll, marking the ones in doubt', async () => {
    const reading = await readDice(scene(looseRoll([1, 2, 3, 4, 5, 6, 6], 11, 70)), {
      diceCount: 5,
    })
    expect(reading.sure).toBe(false)
    expect(reading.doubt).toBe('extra')
    expect(reading.dice.length).toBeGreaterThan(5)
    expect(reading.dice.filter((die) => die.doubted).length).toBeGreaterThanOrEqual(2)
  })

  it('takes the five alike dice for the set when two dice of another set lie beside them, and asks about the one as plainly a die', async () => {
    const dice = looseRoll([2, 3, 4, 5, 6, 1, 6], 11, 70)
    for (const other of dice.slice(5))
      Object.assign(other, { body: [190, 25, 35], pip: [245, 245, 245], size: 50 })
    const reading = await readDice(scene(dice), { diceCount: 5 })
    // The red 6 is read as clearly as the white dice: which five are the roll, the picture cannot
    // say, so it is shown and marked for a tap to drop. The red 1 is no such die: a dot reads 1.
    expect(reading.sure).toBe(false)
    expect(
      reading.dice
        .filter((d) => !d.doubted)
        .map((d) => d.face)
        .sort()
        .join(''),
    ).toBe('23456')
    expect(reading.dice.filter((d) => d.doubted).map((d) => d.face)).toEqual([6])
    expect(reading.others?.map((d) => d.face)).toEqual([1])
  })

  it('says "too dark" in the dark', async () => {
    // At a light of 0.05 the camera fills in this roll, all five right (its 3 pip-checked); at
    // 0.04 it can no longer.
    const reading = await readDice(
      scene(looseRoll([1, 2, 3, 4, 5], 2, 80), { light: 0.04, noise: 3 }),
      {
        diceCount: 5,
      },
    )
    expect(reading.sure).toBe(false)
    expect(reading.doubt).toBe('dark')
  })
})

// What the shipped weights reach (see src/vision/README.md) on the 342 labelled dice: 83 % found
// and 94 % of those read right, 4 things taken for dice that are none, 3 of the 54 real rolls and
// 9 of 20 made-up rolls filled in right, none wrong. The narrower reader before (bf8d775), with
// today's finder, found 83 %, read 91 % of those right, took 5 things for dice and filled in 4 real
// rolls and 8 made-up ones at a sure confidence of 0.97; at 0.98 (at 0.97 the benchmark's made-up
// rolls had one filled in wrong then) one sample roll fewer was filled in. With the set rule and
// the bar at 0.975 (docs/research/vision-clutter.md) it is 5 of the 54 real rolls, none wrong,
// and no thing taken for a die. With the sure join and the pip check (6 December,
// docs/research/2026-12-05-vision-doubt.md, Round 4): 87 % found, 95 % of those read right, 4
// things taken for dice, 7 of the 54 real rolls (6 before) and 16 of the 20 made-up rolls filled
// in right, none wrong. A retrain, or a change to the judgement, must not fall below.
const FOUND = 0.81
const READ_RIGHT = 0.92
const TAKEN_FOR_DICE = 8
const ROLLS_FILLED = 7
const CLEAN_ROLLS_RIGHT = 16
