import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allRolls, legalBoxes, sheetTotals, type Sheet } from '@/rules'
import { reviewGame } from '@/advisor/review'
import { advisorFrom, playRandomly, seeded, sheetWithOpen } from '../helpers/advisor'

const rolls = allRolls(5)

describe('final-roll advice', () => {
  it('Yahtzee joker: five alike goes to the matching upper box first, with the +100', () => {
    const sheet: Sheet = {
      ...sheetWithOpen('yahtzee', ['fives', 'full-house', 'chance'], { yahtzee: 50 }),
      yahtzeeBonuses: 0,
    }
    const advice = advisorFrom('yahtzee', sheet).advise(sheet, [5, 5, 5, 5, 5], 3)
    expect(advice.boxes.map((b) => b.box)).toEqual(['fives'])
    expect(advice.boxes[0]!.score).toBe(25)
    // +25 in Fives, +100 bonus, then Full House and Chance still to come.
    expect(advice.boxes[0]!.expectedFinal - advice.currentTotal).toBeGreaterThan(125)
  })

  it('Yahtzee joker: upper box filled → any open lower box at joker value, never an upper box', () => {
    const sheet: Sheet = {
      ...sheetWithOpen('yahtzee', ['ones', 'full-house', 'large-straight', 'chance'], {
        yahtzee: 0,
      }),
      yahtzeeBonuses: 0,
    }
    const advice = advisorFrom('yahtzee', sheet).advise(sheet, [5, 5, 5, 5, 5], 3)
    expect(advice.boxes.map((b) => b.box).sort()).toEqual([
      'chance',
      'full-house',
      'large-straight',
    ])
    expect(advice.boxes[0]).toMatchObject({ box: 'large-straight', score: 40, cost: 0 })
    for (const option of advice.boxes.slice(1)) expect(option.cost).toBeLessThan(0)
  })

  it('Yahtzee joker: only upper boxes left → zero in any of them', () => {
    const sheet: Sheet = {
      ...sheetWithOpen('yahtzee', ['ones', 'twos'], { yahtzee: 50 }),
      yahtzeeBonuses: 1,
    }
    const advice = advisorFrom('yahtzee', sheet).advise(sheet, [5, 5, 5, 5, 5], 3)
    expect(advice.boxes.map((b) => [b.box, b.score])).toEqual(
      expect.arrayContaining([
        ['ones', 0],
        ['twos', 0],
      ]),
    )
    expect(advice.boxes).toHaveLength(2)
  })

  it('Forced Yatzy ranks only the next box', () => {
    const sheet = sheetWithOpen('forced-yatzy', [
      'four-kind',
      'small-straight',
      'large-straight',
      'full-house',
      'chance',
      'yatzy',
    ])
    const advice = advisorFrom('forced-yatzy', sheet).advise(sheet, [2, 2, 2, 2, 6], 3)
    expect(advice.boxes).toEqual([expect.objectContaining({ box: 'four-kind', score: 8, cost: 0 })])
  })

  it('never ranks an illegal box, and always ranks every legal one (random mid-game sheets)', () => {
    const random = seeded(7)
    for (const variant of ['yahtzee', 'yatzy', 'forced-yatzy'] as const) {
      const sheets = Array.from({ length: 6 }, () =>
        playRandomly(variant, 10 + Math.floor(random() * 3), random),
      )
      for (const sheet of sheets) {
        const advisor = advisorFrom(variant, sheet)
        fc.assert(
          fc.property(fc.constantFrom(...rolls), (dice) => {
            const legal = legalBoxes(variant, sheet, dice)
              .map((b) => b.box)
              .sort()
            const advice = advisor.advise(sheet, dice, 3)
            expect(advice.boxes.map((b) => b.box).sort()).toEqual(legal)
            expect(advice.boxes[0]!.cost).toBe(0)
          }),
          { numRuns: 40 },
        )
      }
    }
  })
})

describe('the solver kernel agrees with the rules engine', () => {
  it('on every roll of random Yahtzee and Yatzy sheets, joker states included', () => {
    const random = seeded(11)
    const cases: ['yahtzee' | 'yatzy', Sheet][] = [
      [
        'yahtzee',
        {
          ...sheetWithOpen('yahtzee', ['fours', 'three-kind', 'small-straight'], { yahtzee: 50 }),
          yahtzeeBonuses: 0,
        },
      ],
      [
        'yahtzee',
        { ...sheetWithOpen('yahtzee', ['ones', 'yahtzee', 'chance']), yahtzeeBonuses: 0 },
      ],
      ['yahtzee', playRandomly('yahtzee', 9, random)],
      ['yatzy', playRandomly('yatzy', 11, random)],
    ]
    for (const [variant, sheet] of cases) {
      const advisor = advisorFrom(variant, sheet)
      const total = sheetTotals(variant, sheet).total
      // The solver's final-roll values for this state, computed by its hot path…
      const kernelBest = advisor.finalRollValues(sheet)
      // …and the best box by legalBoxes + writeBox + sheetTotals + the table.
      rolls.forEach((dice, r) => {
        const viaRules = advisor.rankBoxes(sheet, dice)[0]!.expectedFinal - total
        expect(kernelBest[r]).toBeCloseTo(viaRules, 9)
      })
    }
  })
})

describe('review', () => {
  it('charges nothing for the best box and the cost of the others', () => {
    const sheet = sheetWithOpen('yatzy', ['threes', 'chance', 'pair'])
    const advisor = advisorFrom('yatzy', sheet)
    const dice = [3, 3, 3, 6, 6]
    const ranked = advisor.advise(sheet, dice, 3).boxes
    const review = reviewGame(advisor, [
      { sheetBefore: sheet, dice, box: ranked[0]!.box },
      { sheetBefore: sheet, dice, box: ranked[2]!.box },
    ])
    expect(review.moves[0]!.loss).toBe(0)
    expect(review.moves[1]!.loss).toBeCloseTo(-ranked[2]!.cost, 12)
    expect(review.moves[1]!.bestBox).toBe(ranked[0]!.box)
    expect(review.totalLoss).toBeCloseTo(-ranked[2]!.cost, 12)
    expect(review.optimal).toBe(true)
  })

  it('judges the keeps of dice rolled in the app (only Chance open, counted by hand)', () => {
    // Only Chance left: a rerolled die is worth 3.5 with one roll to come, and 4.25 with two
    // (keep a 4, 5 or 6 on the last reroll: 15/6 + 3/6 × 3.5). So after roll 1 keep only 5s and
    // 6s, and after roll 2 keep 4s and up.
    const sheet = sheetWithOpen('yatzy', ['chance'])
    const advisor = advisorFrom('yatzy', sheet)
    const review = reviewGame(advisor, [
      {
        sheetBefore: sheet,
        dice: [6, 1, 3, 4, 5],
        box: 'chance',
        rolls: [
          // Kept 4 and 5: the 4 should have been rerolled, 4.25 − 4 = 0.25 lost.
          { dice: [1, 2, 3, 4, 5], held: [3, 4] },
          // Stopped here: the 1 and the 3 should have been rerolled, (3.5 − 1) + (3.5 − 3) = 3.
          { dice: [6, 1, 3, 4, 5], held: [] },
        ],
      },
    ])
    expect(review.moves[0]!.keepLoss).toBeCloseTo(3.25, 9)
    expect(review.moves[0]!.loss).toBe(0)
    expect(review.totalLoss).toBeCloseTo(3.25, 9)
  })
})
