import { describe, expect, it } from 'vitest'
import { legalBoxes, type Sheet, type TableOptions } from '@/rules'
import type { Advisor } from '@/advisor'
import { createAdvisor } from '@/advisor/client'
import { createMaxiAdvisor, isExactEndgame } from '@/advisor/maxi/maxi-advisor'
import { loadAdvisor } from '@/stores/advisor-loader'
import { reviewGame } from '@/advisor/review'
import { fullStraightWithin, sheetWithOpen, sixAlikeWithin } from '../helpers/advisor'

/** Value of one die with n rolls when each die is kept only above what a reroll is worth. */
function chanceDie(rolls: number): number {
  let value = 3.5
  for (let n = 2; n <= rolls; n++) {
    let next = 0
    for (let face = 1; face <= 6; face++) next += Math.max(face, value) / 6
    value = next
  }
  return value
}

describe('Maxi Yatzy', () => {
  const advisor = createMaxiAdvisor({})

  it('is exact in the endgame: Chance alone with 0–2 saved rolls', () => {
    for (const bank of [0, 1, 2]) {
      const sheet = sheetWithOpen('maxi-yatzy', ['chance'], {}, { savedRolls: bank })
      const result = advisor.expectedFinal(sheet)
      expect(result.optimal).toBe(true)
      expect(result.expectedFinal).toBeCloseTo(6 * chanceDie(3 + bank), 10)
    }
    expect(6 * chanceDie(3)).toBeCloseTo(28, 12)
  })

  it('is exact in the endgame: Maxi Yatzy alone, saved rolls used up', () => {
    for (const bank of [0, 2]) {
      const sheet = sheetWithOpen('maxi-yatzy', ['maxi-yatzy'], {}, { savedRolls: bank })
      expect(advisor.expectedFinal(sheet).expectedFinal).toBeCloseTo(
        100 * sixAlikeWithin(3 + bank),
        10,
      )
    }
  })

  it('banks rolls: stopping early is an option, ranked against the keeps', () => {
    const sheet = sheetWithOpen('maxi-yatzy', ['chance', 'pair'], {}, { savedRolls: 1 })
    const advice = advisor.advise(sheet, [6, 6, 6, 6, 6, 6], 1)
    expect(advice).toMatchObject({ optimal: true, rollsLeft: 3 })
    expect(advice.boxes[0]).toMatchObject({ box: 'chance', score: 36, cost: 0 })
    expect(advice.keeps.every((k) => k.keep.length < 6 && k.cost < 0)).toBe(true)
    expect(() => advisor.advise(sheet, [6, 6, 6, 6, 6, 6], 5)).toThrow(RangeError)
  })

  it('labels every heuristic answer optimal: false, and ranks exactly the legal boxes', () => {
    const sheet: Sheet = { scores: { ones: 3, villa: 0 }, savedRolls: 2 }
    const dice = [2, 2, 3, 5, 5, 6]
    for (const roll of [1, 3, 5]) {
      const advice = advisor.advise(sheet, dice, roll)
      expect(advice.optimal).toBe(false)
      expect(advice.boxes.map((b) => b.box).sort()).toEqual(
        legalBoxes('maxi-yatzy', sheet, dice)
          .map((b) => b.box)
          .sort(),
      )
      expect(Math.max(...advice.boxes.map((b) => b.cost), ...advice.keeps.map((k) => k.cost))).toBe(
        0,
      )
    }
    expect(advisor.expectedFinal(sheet).optimal).toBe(false)
    const review = reviewGame(advisor, [{ sheetBefore: sheet, dice, box: 'chance', rollsUsed: 3 }])
    expect(review.optimal).toBe(false)
  })

  it('switches to exact play only for small endgames', () => {
    expect([isExactEndgame(3, false), isExactEndgame(4, true), isExactEndgame(4, false)]).toEqual([
      true,
      true,
      false,
    ])
  })
})

describe('Maxi Yatzy with the table option "full straight pays 30"', () => {
  // Every box written with 0 (no upper bonus, no saved rolls) except Full straight and Chance.
  const sheet = sheetWithOpen('maxi-yatzy', ['full-straight', 'chance'])
  const straight = [1, 2, 3, 4, 5, 6]

  // Every way the app makes an advisor for a game, each given the game's table options.
  const makers: Record<string, (options: TableOptions) => Advisor | Promise<Advisor>> = {
    createMaxiAdvisor: (options) => createMaxiAdvisor(options),
    'createAdvisor (client)': (options) =>
      createAdvisor('maxi-yatzy', undefined, { tableOptions: options }),
    'loadAdvisor (advisor store)': (options) =>
      loadAdvisor({ variant: 'maxi-yatzy', options }, () => undefined),
  }
  const cases = Object.keys(makers).flatMap((maker) =>
    ([21, 30] as const).map((pays) => [maker, pays] as const),
  )

  it.each(cases)(
    '%s, full straight %i: written now, then Chance in one turn of three rolls',
    async (maker, pays) => {
      const advisor = await makers[maker]!({ fullStraight: pays })
      const advice = advisor.advise(sheet, straight, 3)
      const [best, chance] = advice.boxes
      expect(best).toMatchObject({ box: 'full-straight', score: pays, cost: 0 })
      // Chance afterwards, each die played alone: 3.5 on the last roll, kept from 4 up before it
      // (4.25), kept from 5 up on the first roll: (5 + 6) / 6 + 4/6 × 4.25 = 14/3; six dice: 28.
      expect(best!.expectedFinal).toBeCloseTo(pays + 28, 10)
      expect(advice.bestExpectedFinal).toBeCloseTo(pays + 28, 10)
      // Chance now (21), then a full straight within three rolls, for what the table pays.
      expect(chance).toMatchObject({ box: 'chance', score: 21 })
      expect((chance!.expectedFinal - 21) / pays).toBeCloseTo(fullStraightWithin(3), 10)
    },
  )

  it('keeps for a full straight of 30 where one of 21 is not worth the turn', () => {
    // Full straight and Maxi Yatzy open, first roll 1 2 3 4 5 5: at 21 the straight is scratched at
    // once and the two rolls left are banked for the Maxi Yatzy; at 30 it is worth chasing.
    const open = sheetWithOpen('maxi-yatzy', ['full-straight', 'maxi-yatzy'])
    const first = [1, 2, 3, 4, 5, 5]
    const at21 = createMaxiAdvisor({ fullStraight: 21 }).advise(open, first, 1)
    const at30 = createMaxiAdvisor({ fullStraight: 30 }).advise(open, first, 1)
    expect(at21.bestExpectedFinal).toBe(at21.boxes[0]!.expectedFinal)
    expect(at21.boxes[0]).toMatchObject({ box: 'full-straight', score: 0 })
    expect(at30.bestExpectedFinal).toBe(at30.keeps[0]!.expectedFinal)
    expect(at30.keeps[0]!.keep).toEqual([1, 2, 3, 4, 5])
  })
})
