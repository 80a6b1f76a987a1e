import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db'
import { startGame } from '../helpers/start-game'

const PAR_HELP =
  '± par: points above or below three of each face in the upper boxes; at ±0 or better the bonus is on track.'

describe('± par on the turn screen', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    localStorage.clear()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is explained by a tap: the scoreboard opens the full sheet with its legend, and describes it', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Anna', 'Bo'],
    })
    await driver.play('66612', 'Sixes')
    const board = wrapper.get('button.board')
    // Not only on hover: the board's description (its title, as the browser reads it out).
    expect(board.attributes('title')).toBe(PAR_HELP)
    expect(wrapper.text()).not.toContain(PAR_HELP)
    await board.trigger('click')
    expect(wrapper.find('.sheet').exists()).toBe(true)
    expect(wrapper.get('.sheet-panel__legend:last-child').text()).toBe(PAR_HELP)
  })

  it('is not described while totals are hidden, when no par is shown', async () => {
    const { wrapper } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Anna', 'Bo'],
      hideTotals: true,
    })
    expect(wrapper.get('button.board').attributes('title')).toBeUndefined()
  })
})
