import { describe, expect, it } from 'vitest'
import { emptySheet, RuleError, ruleBook, writeBox } from '@/rules'
import type { GameRecord } from '@/db'
import { correctedMove, diceMove, scoreMove, type TurnContext } from '@/game/moves'

const turn = (over: Partial<TurnContext> = {}): TurnContext => ({
  rules: ruleBook('yatzy'),
  player: 0,
  sheet: emptySheet('yatzy'),
  at: 1000,
  ...over,
})

describe('moves built from a turn', () => {
  it('a roll in a box scores as counted by hand', () => {
    expect(diceMove(turn(), [4, 4, 4, 2, 2], 'full-house')).toEqual({
      player: 0,
      dice: [4, 4, 4, 2, 2],
      box: 'full-house',
      score: 16,
      at: 1000,
    })
  })

  it('the rules refuse a closed box', () => {
    const sheet = writeBox('yatzy', emptySheet('yatzy'), [1, 1, 1, 1, 1], 'ones')
    expect(() => diceMove(turn({ sheet }), [1, 2, 3, 4, 5], 'ones')).toThrow(RuleError)
  })

  it('rolls made in the app go with the move only when their last roll is what is written', () => {
    const rolls = [
      { dice: [1, 2, 3, 3, 3], held: [2, 3, 4] },
      { dice: [6, 5, 3, 3, 3], held: [9] },
    ]
    const move = diceMove(turn(), [6, 5, 3, 3, 3], 'threes', rolls)
    expect(move.rolls).toEqual([rolls[0], { dice: [6, 5, 3, 3, 3], held: [] }])
    expect(diceMove(turn(), [3, 3, 3, 3, 3], 'threes', rolls).rolls).toBeUndefined()
  })

  it('Maxi Yatzy keeps the rolls used; in-app rolls count themselves', () => {
    const maxi = turn({
      rules: ruleBook('maxi-yatzy'),
      sheet: emptySheet('maxi-yatzy'),
      rollsUsed: 2,
    })
    expect(diceMove(maxi, [1, 1, 2, 3, 4, 5], 'ones').rollsUsed).toBe(2)
    const rolled = [{ dice: [1, 1, 2, 3, 4, 5], held: [] }]
    expect(diceMove(maxi, [1, 1, 2, 3, 4, 5], 'ones', rolled).rollsUsed).toBe(1)
  })

  it('a score without dice is checked against what the box can hold', () => {
    expect(scoreMove(turn(), 'sixes', 24)).toMatchObject({ dice: null, score: 24 })
    expect(() => scoreMove(turn(), 'sixes', 25)).toThrow(RuleError)
  })

  it('a correction redoes the move against the sheet before it, keeping its place', () => {
    const game = {
      variant: 'yatzy',
      options: {},
      players: [{ id: 'a', name: 'A' }],
      moves: [
        { player: 0, dice: [1, 1, 1, 2, 3], box: 'ones', score: 3, at: 1 },
        { player: 0, dice: [2, 2, 2, 2, 3], box: 'twos', score: 8, at: 2 },
      ],
    } as unknown as GameRecord
    const { index, move } = correctedMove(game, 0, 'ones', { dice: [1, 1, 1, 1, 6] }, 5)
    expect(index).toBe(0)
    expect(move).toEqual({ player: 0, dice: [1, 1, 1, 1, 6], box: 'ones', score: 4, at: 5 })
    expect(correctedMove(game, 0, 'twos', { score: 6 }, 5).move).toMatchObject({
      dice: null,
      score: 6,
    })
    expect(() => correctedMove(game, 0, 'sixes', { score: 6 })).toThrow()
  })
})
