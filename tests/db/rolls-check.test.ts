import { describe, expect, it } from 'vitest'
import { getVariant } from '@/rules'
import { rollsProblem } from '@/db/rolls-check'
import type { MoveRecord } from '@/db'

const yatzy = getVariant('yatzy')
const maxi = getVariant('maxi-yatzy')
const move = (dice: number[], rolls: MoveRecord['rolls'], rollsUsed?: number): MoveRecord => ({
  player: 0,
  dice,
  box: 'chance',
  score: dice.reduce((a, b) => a + b, 0),
  at: 0,
  rolls,
  ...(rollsUsed === undefined ? {} : { rollsUsed }),
})

describe('virtual rolls stored with a move', () => {
  it('accept held dice that stay put, up to three rolls, ending in the dice written', () => {
    const rolls = [
      { dice: [6, 2, 6, 3, 1], held: [0, 2] },
      { dice: [6, 5, 6, 6, 4], held: [0, 2, 3] },
      { dice: [6, 6, 6, 6, 1], held: [] },
    ]
    expect(rollsProblem(yatzy, move([6, 6, 6, 6, 1], rolls))).toBeNull()
    expect(
      rollsProblem(yatzy, move([6, 2, 6, 3, 1], [{ dice: [6, 2, 6, 3, 1], held: [] }])),
    ).toBeNull()
  })

  it('refuse a held die that changed, a fourth roll, holds on the last roll, other dice written', () => {
    const changed = [
      { dice: [6, 2, 6, 3, 1], held: [0, 2] },
      { dice: [5, 2, 6, 3, 1], held: [] },
    ]
    expect(rollsProblem(yatzy, move([5, 2, 6, 3, 1], changed))).toBe(
      'a die held after roll 1 changed in roll 2.',
    )
    const four = Array.from({ length: 4 }, () => ({ dice: [1, 1, 1, 1, 1], held: [] as number[] }))
    expect(rollsProblem(yatzy, move([1, 1, 1, 1, 1], four))).toBe(
      'a turn of 3 rolls cannot have 4.',
    )
    expect(rollsProblem(yatzy, move([1, 2, 3, 4, 5], [{ dice: [1, 2, 3, 4, 5], held: [1] }]))).toBe(
      'the last roll cannot hold dice for another.',
    )
    expect(rollsProblem(yatzy, move([1, 2, 3, 4, 6], [{ dice: [1, 2, 3, 4, 5], held: [] }]))).toBe(
      'the last roll (1-2-3-4-5) is not the dice written.',
    )
    expect(rollsProblem(yatzy, move([1, 2, 3, 4, 5], [{ dice: [1, 2, 3, 4, 5], held: [7] }]))).toBe(
      'roll 1 holds dice that are not there.',
    )
  })

  it('in Maxi Yatzy count exactly the rolls used, saved rolls included', () => {
    const five = Array.from({ length: 5 }, (_, i) => ({
      dice: [1, 2, 3, 4, 5, 6],
      held: i < 4 ? [0, 1, 2, 3, 4, 5] : [],
    }))
    expect(rollsProblem(maxi, move([1, 2, 3, 4, 5, 6], five, 5))).toBeNull()
    expect(rollsProblem(maxi, move([1, 2, 3, 4, 5, 6], five.slice(3), 5))).toBe(
      'the turn used 5 rolls but shows 2.',
    )
  })
})
