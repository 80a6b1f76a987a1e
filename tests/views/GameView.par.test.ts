import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db'
import { startGame } from '../helpers/start-game'

const PAR_HELP =
  '± par: points above or below 3 of each face in the upper boxes; at ±0 or better the bonus is on track.'

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

  it.each([
    ['forced-yatzy', '2'],
    ['maxi-yatzy', '4'],
  ] as const)('in %s counts that game’s own par per face: %s of each', async (variant, count) => {
    const { wrapper } = await startGame({ variant, options: {}, players: ['Anna'] })
    expect(wrapper.get('button.board').attributes('title')).toContain(`below ${count} of each face`)
  })

  it('calls the row by the name the sheet gives it, in Swedish “Plus/minus”', async () => {
    const { setLocale } = await import('@/i18n')
    await setLocale('sv')
    try {
      const { wrapper } = await startGame({ variant: 'yatzy', options: {}, players: ['Anna'] })
      await wrapper.get('button.board').trigger('click')
      const rowName = wrapper.get('.sheet__par th').text().replace(/\s+/g, '')
      expect(rowName).toBe('Plus/minus')
      expect(wrapper.get('.sheet-panel__legend:last-child').text()).toMatch(/^Plus\/minus: /)
    } finally {
      await setLocale('en')
    }
  })
})
