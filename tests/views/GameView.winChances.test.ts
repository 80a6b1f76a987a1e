import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db'
import type { WinChances } from '@/advisor/win'
import { eventually } from '../helpers/game-driver'
import { startGame } from '../helpers/start-game'
import { setScreen } from '../helpers/screen'

/** The worker's answers, counted: one per position asked for. */
const asked = vi.hoisted(() => ({ positions: 0 }))
vi.mock('@/advisor/win/win-client', () => ({
  createWinClient: () => ({
    async compute(_game: unknown, positions: unknown[]): Promise<WinChances[]> {
      asked.positions += positions.length
      return positions.map(() => ({
        win: [0.25, 0.75],
        expected: [150, 180],
        low: [120, 150],
        high: [180, 210],
        exact: [false, false],
        optimal: true,
      }))
    },
    choose: () => Promise.reject(new Error('not asked here')),
    dispose() {},
  }),
}))

describe('win chances on the game screen', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    asked.positions = 0
  })
  afterEach(() => {
    document.body.innerHTML = ''
    setScreen(360, 740)
  })

  it('a tablet shows them on the scoreboard and the full sheet from one computation', async () => {
    setScreen(820, 1180)
    const { wrapper, driver } = await startGame({
      variant: 'forced-yatzy',
      options: {},
      players: ['Anna', 'Bo'],
    })
    const toggle = wrapper.get('.game-toolbar__tool[aria-label="Show win chances"]')
    await toggle.trigger('click')
    await eventually(() => expect(toggle.attributes('aria-pressed')).toBe('true'))
    const percents = () => wrapper.findAll('[data-test="win-percent"]').map((p) => p.text())
    const bars = () => wrapper.findAll('.board__chance-fill').map((b) => b.attributes('style'))
    await eventually(() => expect(percents()).toEqual(['25% to win', '75% to win']), 30_000)
    await eventually(() => expect(bars()).toEqual(['width: 25%;', 'width: 75%;']))
    expect(asked.positions).toBe(1)
    // After a write: the one computation again, not one for each place they show.
    await driver.play('11111', 'Ones')
    await eventually(() => expect(asked.positions).toBeGreaterThanOrEqual(2), 30_000)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked.positions).toBe(2)
  }, 60_000)
})
