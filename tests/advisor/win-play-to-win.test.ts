import { describe, expect, it } from 'vitest'
import { playToWin, winContext } from '../../src/advisor/win'
import { winService } from '../../src/advisor/win/win-worker-core'
import { advisorFrom, sheetWithOpen } from '../helpers/advisor'

describe('play to win on the last roll', () => {
  // Anna has Yatzy and Chance open and rolled 1-1-1-1-2. For expected score, Yatzy takes the 0
  // (Chance is worth about 23 next turn, Yatzy only 50 × 4.6 %). Bo has finished 40 ahead.
  const advisor = advisorFrom('yatzy', sheetWithOpen('yatzy', ['yatzy', 'chance']))
  const context = winContext(advisor, undefined)
  const anna = sheetWithOpen('yatzy', ['yatzy', 'chance'], { sixes: 24, 'full-house': 20 })

  it('when far behind, keeps the Yatzy open: the only way left to win', () => {
    const bo = sheetWithOpen('yatzy', [], { sixes: 24, 'full-house': 20, chance: 6 + 40 })
    const advice = playToWin(context, [anna, bo], 0, [1, 1, 1, 1, 2])
    expect(advice.expectedBest).toBe('yatzy')
    expect(advice.boxes[0]!.box).toBe('chance')
    expect(advice.differs).toBe(true)
    // Scratching Yatzy leaves at most 30 from Chance: no way to make up 40.
    expect(advice.boxes.find((b) => b.box === 'yatzy')!.win).toBe(0)
    // Keeping it, a Yatzy in one turn (about 4.6 %) wins.
    expect(advice.boxes[0]!.win).toBeGreaterThan(0.03)
    expect(advice.boxes[0]!.win).toBeLessThan(0.06)
    expect(advice.behindBy).toBeGreaterThan(0)
  })

  it('when comfortably ahead, agrees with expected-score play', () => {
    const bo = sheetWithOpen('yatzy', [], { sixes: 4 })
    const advice = playToWin(context, [anna, bo], 0, [1, 1, 1, 1, 2])
    expect(advice.boxes[0]!.win).toBeCloseTo(1, 12)
    expect(advice.differs).toBe(false)
  })

  it('refuses a player who is not at the table', () => {
    expect(() => playToWin(context, [anna], 3, [1, 1, 1, 1, 2])).toThrow(/no player 3/)
  })

  it('is answered by the worker service beside the chances', async () => {
    const bo = sheetWithOpen('yatzy', [], { sixes: 24, 'full-house': 20, chance: 6 + 40 })
    const answer = await winService().handle({
      id: 7,
      variant: 'yatzy',
      options: {},
      values: advisor.values,
      positions: [{ sheets: [anna, bo], nextPlayer: 0 }],
      choice: { player: 0, dice: [1, 1, 1, 1, 2] },
    })
    if (answer.type !== 'done') throw new Error(answer.message)
    expect(answer.choice?.boxes[0]?.box).toBe('chance')
    expect(answer.chances[0]?.win[1]).toBeGreaterThan(0.9)
  })
})
