import { beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { startGame } from '../helpers/start-game'
import { resetDatabase } from '../helpers/db'

// Every walk through a game's moves goes through replayMoves: counting its calls counts replays.
const replays = vi.hoisted(() => ({ count: 0 }))
vi.mock('@/db/replay', async (original) => {
  const real = await original<typeof import('@/db/replay')>()
  return {
    ...real,
    replayMoves: (...args: Parameters<typeof real.replayMoves>) => {
      replays.count += 1
      return real.replayMoves(...args)
    },
  }
})

describe('a write replays the game once', () => {
  beforeEach(async () => {
    await resetDatabase()
    localStorage.clear()
  })

  it('on the game screen, whatever it shows: sheet, scoreboard, write line, bonuses', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yatzy',
      options: { upperBonus: { threshold: 63, value: 35 }, fullHouse: 25 },
      players: ['Anna', 'Bo'],
    })
    const writes: [string, string][] = [
      ['66612', 'Sixes'],
      ['55512', 'Fives'],
      ['22255', 'Full house'],
      ['44412', 'Fours'],
    ]
    for (const [dice, box] of writes) {
      await flushPromises()
      replays.count = 0
      await driver.play(dice, box)
      await flushPromises()
      expect(replays.count, `replays for ${dice} in ${box}`).toBe(1)
    }
    // The screen shows the write: the figures it read are the ones that one replay made.
    expect(wrapper.text()).toContain('25')
  })
})
