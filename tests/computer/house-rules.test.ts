/** Easy and Medium judge boxes by the table's own rules; win chances say when they are estimates. */
import { describe, expect, it } from 'vitest'
import { easyComputer } from '@/computer/easy'
import { mediumComputer, MEDIUM } from '@/computer/medium'
import { boxScores } from '@/computer/box-scores'
import { residualTableFor } from '@/advisor/win/residuals'
import { winChances, winContext } from '@/advisor/win/win-chances'
import { emptySheet, type TableOptions } from '@/rules'
import { advisorFrom, sheetWithOpen } from '../helpers/advisor'
import { sortedRolls } from '../helpers/best-turn'

const isFullHouse = (dice: readonly number[]) => {
  const counts = [1, 2, 3, 4, 5, 6].map((f) => dice.filter((d) => d === f).length)
  return (
    counts
      .filter((n) => n > 0)
      .sort()
      .join('') === '23'
  )
}

describe('computers under house rules', () => {
  it('read every box value through the options', () => {
    const table = boxScores('yatzy', { fullHouse: 25 })
    const fullHouse = table.boxes.indexOf('full-house')
    const rolls = sortedRolls(5)
    const paid = rolls.map(
      (dice) => table.score[fullHouse]![table.space.keepIndexOf(dice) - table.space.rollOffset],
    )
    expect(paid).toEqual(rolls.map((dice) => (isFullHouse(dice) ? 25 : 0)))
  })

  it('Easy takes the box the table pays most: a full house of 25 over 19 in Chance', () => {
    const turn = { sheet: emptySheet('yatzy'), dice: [2, 2, 5, 5, 5], roll: 3 }
    expect(easyComputer('yatzy', { fullHouse: 25 }).decideBox(turn)).toBe('full-house')
  })

  it('Medium weighs par by the table’s threshold', () => {
    const careful = { ...MEDIUM, slip: 0 }
    const sheet = sheetWithOpen('yatzy', ['sixes', 'four-kind'])
    const turn = { sheet, dice: [6, 6, 6, 6, 1], roll: 3 }
    // At 63 Sixes' par is 18: four sixes belong in Four of a kind. At 21 the par is 6, and 24 in
    // Sixes is far enough above it to take the box.
    expect(mediumComputer('yatzy', {}, 1, careful).decideBox(turn)).toBe('four-kind')
    const lowBar: TableOptions = { upperBonus: { threshold: 21, value: 50 } }
    expect(mediumComputer('yatzy', lowBar, 1, careful).decideBox(turn)).toBe('sixes')
  })
})

describe('win chances under house rules', () => {
  const options: TableOptions = { fullHouse: 25 }
  const open = ['sixes', 'full-house', 'chance'] as const

  it('are marked estimated while a fitted shape stands in for the standard rules', async () => {
    const sheet = sheetWithOpen('yatzy', [...open], { fives: 15 })
    const residuals = await residualTableFor('yatzy')
    const house = winChances(
      winContext(advisorFrom('yatzy', sheet, options), residuals),
      [sheet, sheet],
      0,
    )
    expect(house.estimated).toBe(true)
    expect(house.win[0]).toBeCloseTo(0.5, 9)
    const standard = winChances(
      winContext(advisorFrom('yatzy', sheet), residuals),
      [sheet, sheet],
      0,
    )
    expect(standard.estimated).toBeUndefined()
  })

  it('are not estimates when every player’s end is worked out exactly', async () => {
    const sheet = sheetWithOpen('yatzy', ['full-house', 'chance'])
    const residuals = await residualTableFor('yatzy')
    const chances = winChances(
      winContext(advisorFrom('yatzy', sheet, options), residuals),
      [sheet],
      0,
    )
    expect(chances.exact).toEqual([true])
    expect(chances.estimated).toBeUndefined()
  })
})
