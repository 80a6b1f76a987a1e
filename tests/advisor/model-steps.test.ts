/** The rules model built a step at a time (the page's thread) is the model a worker solves with. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TableOptions } from '@/rules'

const house: TableOptions = { fullHouse: 25, upperBonus: { threshold: 63, value: 35 } }

const bytes = (array: ArrayBufferView) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength)

describe('exactModelInSteps', () => {
  afterEach(() => vi.restoreAllMocks())

  it('pauses between steps and gives the model exactModel builds in one go', async () => {
    vi.resetModules()
    const inSteps = await import('@/advisor/model')
    // A clock that runs a whole task's budget between any two looks: a pause at every step.
    let clock = 0
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1000))
    let pauses = 0
    const stepped = await inSteps.exactModelInSteps('yatzy', house, async () => void pauses++)
    // Small steps (a few dozen states or rolls each), so a slow phone's task ends near its
    // budget: the 37 steps of before were tasks of 55–80 ms at 4× CPU throttle.
    expect(pauses).toBeGreaterThanOrEqual(200)
    // Cached: the key, the stored table's check and the advisor all read this one object.
    expect(inSteps.exactModel('yatzy', { ...house })).toBe(stepped)

    vi.resetModules() // a fresh cache: the same rules built in one go
    const direct = (await import('@/advisor/model')).exactModel('yatzy', house)
    expect(direct === stepped).toBe(false) // not .not.toBe: it deep-compares a million states
    expect(stepped.rulesFingerprint).toBe(direct.rulesFingerprint)
    expect(stepped.stateCount).toBe(direct.stateCount)
    expect(Buffer.compare(bytes(stepped.upper.next), bytes(direct.upper.next))).toBe(0)
    expect(Buffer.compare(bytes(stepped.upper.reward), bytes(direct.upper.reward))).toBe(0)
    expect(stepped.layers.map((layer) => layer.length)).toEqual(
      direct.layers.map((layer) => layer.length),
    )
    // The bonus pays 35 here: a write that reaches 63 from 60 earns it, one from 63 on does not.
    const from60 = direct.upper.indexOf(0b011111, 60)
    expect(direct.upper.reward[(from60 * 6 + 5) * 6 + 1]).toBe(35)
  })
})
