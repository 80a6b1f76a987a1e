import { describe, expect, it } from 'vitest'
import { readDice } from '../../src/vision/index'
import { readJpeg } from '../../scripts/vision/photos'
import { clutterScene, type ClutterKind } from '../../scripts/vision/clutter'
import { clutterOnly, madeUpRollsWithClutter, oneKindOnly } from '../../scripts/vision/clutter-sets'

const TEST_PATTERN = 'tests/fixtures/vision-clutter/chromium-test-pattern.jpg'
const sorted = (faces: number[]) => [...faces].sort().join('')

describe('the camera reads "no dice" where there are none', () => {
  it("in Chromium's fake-camera test pattern", async () => {
    const reading = await readDice(readJpeg(TEST_PATTERN), { diceCount: 5 })
    expect(reading.dice).toEqual([])
    expect(reading.sure).toBe(false)
  })

  it.each([
    'printedText',
    'label',
    'qrCode',
    'coin',
    'sheetPiece',
    'keyboard',
    'clockDigits',
  ] as ClutterKind[])(
    'on tables of %s and nothing else',
    async (kind) => {
      for (let seed = 1; seed <= 10; seed++) {
        const { picture } = clutterScene(200 + seed, { kinds: [kind], things: 4 })
        const reading = await readDice(picture, { diceCount: 5 })
        expect(reading.dice, `seed ${seed}`).toEqual([])
      }
    },
    60_000,
  )

  // Not yet every one: a card's 4 or 6 on a white rectangle a little larger than the window can
  // still be a die (docs/research/vision-clutter.md): 2 of these 10 tables, as before the anchor
  // rule (held-out: 1 table in 100, was 17).
  it('on most tables of playing cards', async () => {
    let withDice = 0
    for (let seed = 1; seed <= 10; seed++) {
      const { picture } = clutterScene(200 + seed, { kinds: ['playingCard'], things: 4 })
      if ((await readDice(picture, { diceCount: 5 })).dice.length) withDice++
    }
    expect(withDice).toBeLessThanOrEqual(2)
  }, 60_000)

  it('on every table of mixed clutter', async () => {
    for (let seed = 1; seed <= 20; seed++) {
      const reading = await readDice(clutterScene(seed).picture, { diceCount: 5 })
      expect(reading.dice, `seed ${seed}`).toEqual([])
    }
  }, 60_000)

  // The held-out part (clutter-sets.ts): measured, never tuned on.
  it('on held-out tables of clutter, of keys and of dot-matrix digits', async () => {
    const tables = [
      ...clutterOnly('held-out', 10),
      ...oneKindOnly('held-out', 10, 'keyboard'),
      ...oneKindOnly('held-out', 10, 'clockDigits'),
    ]
    for (const { name, picture } of tables) {
      expect((await readDice(picture, { diceCount: 5 })).dice, name).toEqual([])
    }
  }, 120_000)
})

describe('a roll beside clutter', () => {
  it('reads the roll and marks the things beside it "not a die", never filling in a wrong roll', async () => {
    let right = 0
    let besides = 0
    for (const { picture, dice } of madeUpRollsWithClutter('dev', 12)) {
      const reading = await readDice(picture, { diceCount: 5 })
      const faces = sorted(dice.map((d) => d.face))
      if (reading.sure) expect(sorted(reading.dice.map((d) => d.face))).toBe(faces)
      if (reading.sure) right++
      besides += reading.others?.length ?? 0
    }
    // Before the set rule 6 of the dev part's 60 were filled in: the things beside the roll made
    // it 6–10 "dice".
    expect(right).toBeGreaterThanOrEqual(6)
    expect(besides).toBeGreaterThan(0)
  }, 120_000)
})
