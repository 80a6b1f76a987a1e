import { describe, expect, it } from 'vitest'
import { checkPlayerName, personSeats } from '@/game/players'

describe('checkPlayerName', () => {
  it('trims and collapses spaces', () => {
    expect(checkPlayerName('  Anna   Maria ', [])).toEqual({ name: 'Anna Maria' })
  })
  it('refuses empty, longer than 24 characters, and duplicates ignoring case', () => {
    expect(checkPlayerName('   ', []).problem).toBe('empty')
    expect(checkPlayerName('x'.repeat(24), []).problem).toBeUndefined()
    expect(checkPlayerName('x'.repeat(25), []).problem).toBe('too-long')
    expect(checkPlayerName('anna', ['Anna']).problem).toBe('duplicate')
  })
})

describe('the players a phone may play at a live table', () => {
  it('are the people, each with its seat, never a computer', () => {
    const players = [{ name: 'Anna' }, { name: 'Computer', computer: 'hard' }, { name: 'Bo' }]
    expect(personSeats(players)).toEqual([
      { name: 'Anna', index: 0 },
      { name: 'Bo', index: 2 },
    ])
  })
})
