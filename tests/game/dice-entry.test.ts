import { describe, expect, it } from 'vitest'
import { parseDiceText } from '@/game/dice-entry'

describe('parseDiceText', () => {
  it('reads digits with or without separators', () => {
    expect(parseDiceText('22555', 5)).toEqual({ ok: true, dice: [2, 2, 5, 5, 5] })
    expect(parseDiceText('2, 2, 5-5 5', 5)).toEqual({ ok: true, dice: [2, 2, 5, 5, 5] })
  })
  it('refuses faces outside 1–6 and too many dice', () => {
    expect(parseDiceText('0', 5)).toEqual({ ok: false, reason: 'face', value: '0' })
    expect(parseDiceText('12a', 5)).toEqual({ ok: false, reason: 'face', value: 'a' })
    expect(parseDiceText('123456', 5)).toEqual({ ok: false, reason: 'count' })
    expect(parseDiceText('123456', 6)).toEqual({ ok: true, dice: [1, 2, 3, 4, 5, 6] })
  })
})
