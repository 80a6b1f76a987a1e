import { beforeEach, describe, expect, it } from 'vitest'
import { loadDraft, saveDraft } from '@/game/turn-draft'

describe('the roll being entered, kept across a reload', () => {
  beforeEach(() => localStorage.clear())

  it('comes back for the same turn only', () => {
    saveDraft('g1', { moves: 4, dice: [2, 2, 5], rollsUsed: 3 })
    expect(loadDraft('g1', 4, 5)).toEqual({ moves: 4, dice: [2, 2, 5], rollsUsed: 3 })
    expect(loadDraft('g1', 5, 5)).toBeNull()
    expect(loadDraft('g2', 4, 5)).toBeNull()
  })

  it('is forgotten once empty', () => {
    saveDraft('g1', { moves: 0, dice: [6], rollsUsed: 3 })
    saveDraft('g1', { moves: 0, dice: [], rollsUsed: 3 })
    expect(localStorage.length).toBe(0)
  })

  it('ignores anything that is not a roll: a face of 7, too many dice, junk', () => {
    localStorage.setItem('yatzy-pad.turn.g1', '{"moves":0,"dice":[7],"rollsUsed":3}')
    expect(loadDraft('g1', 0, 5)).toBeNull()
    localStorage.setItem('yatzy-pad.turn.g1', '{"moves":0,"dice":[1,1,1,1,1,1],"rollsUsed":3}')
    expect(loadDraft('g1', 0, 5)).toBeNull()
    localStorage.setItem('yatzy-pad.turn.g1', 'not json')
    expect(loadDraft('g1', 0, 5)).toBeNull()
  })
})
