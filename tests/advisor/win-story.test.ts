import { describe, expect, it } from 'vitest'
import { solveTable, loadTable, type ExactAdvisor } from '../../src/advisor'
import { calibrate } from '../../scripts/lib/calibration'
import { selfPlay } from '../../scripts/lib/self-play'
import { turningPoint } from '../../src/advisor/win/story'
import { winService } from '../../src/advisor/win/win-worker-core'
import { residualTableFor, winContext, type WinChances } from '../../src/advisor/win'
import { emptySheet } from '../../src/rules'

function forcedYatzy(): ExactAdvisor {
  const table = solveTable('forced-yatzy', undefined, {})
  return loadTable(table.meta, table.values)
}

const at = (win: number[]): WinChances => ({
  win,
  expected: win.map(() => 0),
  low: win.map(() => 0),
  high: win.map(() => 0),
  exact: win.map(() => false),
  optimal: true,
})

describe('the story of a game', () => {
  it('names the write that moved its writer’s chance the most, with its round', () => {
    const moves = [
      { player: 0, box: 'ones', score: 3 },
      { player: 1, box: 'ones', score: 1 },
      { player: 0, box: 'twos', score: 8 },
      { player: 1, box: 'twos', score: 2 },
    ] as const
    // Anna's second write takes her from 30 % to 70 % (round 2); Bo's falls of 25 points are smaller.
    const chances = [
      at([0.5, 0.5]),
      at([0.55, 0.45]),
      at([0.3, 0.7]),
      at([0.7, 0.3]),
      at([0.95, 0.05]),
    ]
    expect(turningPoint(moves, chances, 2)).toEqual({
      move: 2,
      player: 0,
      round: 2,
      box: 'twos',
      score: 8,
      before: 0.3,
      after: 0.7,
    })
  })

  it('has no turning point when nothing moved, and refuses a story of the wrong length', () => {
    expect(turningPoint([], [at([1])], 1)).toBeNull()
    expect(() => turningPoint([{ player: 0, box: 'ones', score: 1 }], [at([1])], 1)).toThrow(
      /2 sets/,
    )
  })
})

describe('the worker service', () => {
  it('answers from a solved table sent with the first request, and explains a missing one', async () => {
    const advisor = forcedYatzy()
    const service = winService()
    const sheets = [emptySheet('forced-yatzy'), emptySheet('forced-yatzy')]
    const missing = await service.handle({
      id: 1,
      variant: 'forced-yatzy',
      options: {},
      positions: [{ sheets, nextPlayer: 0 }],
    })
    expect(missing).toMatchObject({
      id: 1,
      type: 'error',
      message: expect.stringMatching(/solved table/),
    })
    const answer = await service.handle({
      id: 2,
      variant: 'forced-yatzy',
      options: {},
      values: advisor.values,
      positions: [{ sheets, nextPlayer: 0 }],
    })
    if (answer.type !== 'done') throw new Error(answer.message)
    const [chances] = answer.chances
    // Two empty sheets: an even game, and the expected score is the solved value (README).
    expect(chances!.win[0]).toBeCloseTo(0.5, 6)
    expect(chances!.expected[0]).toBeCloseTo(150.2168, 3)
    expect(chances!.low[0]).toBeLessThan(150)
    expect(chances!.high[0]).toBeGreaterThan(150)
  })
})

describe('calibration harness, small run', () => {
  it('Forced Yatzy, 2 players: predictions beat a coin toss and the busy deciles land near the outcome', async () => {
    const advisor = forcedYatzy()
    const context = winContext(advisor, await residualTableFor('forced-yatzy'))
    const games = selfPlay(advisor, 400, 77)
    const result = calibrate(context, games, 2)
    expect(result.games).toBe(200)
    // Always saying 50 % scores 0.25; a useful forecast does clearly better.
    expect(result.brier).toBeLessThan(0.2)
    for (const bin of result.bins.filter((b) => b.count >= 400)) {
      expect(Math.abs(bin.observed - bin.predicted)).toBeLessThan(0.1)
    }
  })
})
