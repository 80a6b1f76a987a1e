import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { db } from '@/db'
import { useLiveTableStore } from '@/stores/live-table'
import { eventually } from '../helpers/game-driver'
import { startGame } from '../helpers/start-game'

/**
 * A guest phone at a table where each phone plays its own seat: on another player's turn it has
 * no dice to enter and no box to tap, and says whose turn it is and which phone writes it; on its
 * own player's turn it has the dice and the boxes, as any phone. (Over real WebRTC:
 * tests/e2e/live-table-three.e2e.ts.)
 */
describe('an own-seat guest’s turn panel', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    localStorage.clear()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('offers the dice and boxes only on its own player’s turn', async () => {
    const { wrapper, id } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Anna', 'Bo'],
    })
    const diceField = () => wrapper.find('input[inputmode="numeric"]')
    const tappable = () => wrapper.findAll('.turn-panel button.turn-box:not([disabled])')
    const whose = () => wrapper.find('[data-testid="seat-turn"]')
    // Before: this phone is the host's own, every turn its to write.
    expect(diceField().exists()).toBe(true)
    expect(tappable().length).toBeGreaterThan(0)

    // This phone follows the game as a guest playing Bo; it is Anna's turn, no phone plays her.
    const table = useLiveTableStore()
    Object.assign(table, {
      role: 'guest',
      link: 'connected',
      followed: id,
      tableMode: 'own-seat',
      seat: 1,
      heldSeats: [1],
    })
    await flushPromises()
    await eventually(() => expect(whose().exists()).toBe(true))
    expect(whose().text()).toBe('Anna’s turn — written on the host phone.')
    expect(diceField().exists()).toBe(false)
    expect(tappable()).toHaveLength(0)

    // Another phone takes Anna: it is written there.
    table.heldSeats = [0, 1]
    await flushPromises()
    expect(whose().text()).toBe('Anna’s turn — written on Anna’s phone.')

    // This phone plays Anna, whose turn it is: the dice and the boxes are back.
    table.seat = 0
    await flushPromises()
    expect(whose().exists()).toBe(false)
    expect(diceField().exists()).toBe(true)
    expect(tappable().length).toBeGreaterThan(0)
  })
})
