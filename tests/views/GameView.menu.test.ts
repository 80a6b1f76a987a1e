import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db'
import { eventually } from '../helpers/game-driver'
import { startGame } from '../helpers/start-game'

describe('the game menu', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    localStorage.clear()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is one labelled tap from the turn, and holds more phones, the rules, hand off and a picture', async () => {
    const { wrapper } = await startGame({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
    const menu = wrapper.get('button[aria-label="Game menu"]')
    // Its word is on screen, not only its mark.
    expect(menu.text()).toContain('Menu')
    expect(menu.attributes('aria-expanded')).toBe('false')
    const named = (name: string) =>
      wrapper.findAll('a, button').filter((control) => control.text().trim() === name)
    expect(named('Rules')).toHaveLength(0)
    expect(named('Play on several phones')).toHaveLength(0)

    await menu.trigger('click')
    expect(menu.attributes('aria-expanded')).toBe('true')
    // The pairing panel loads with the menu (its QR encoder stays out of the first paint).
    await eventually(() => expect(named('Play on several phones')).toHaveLength(1))
    for (const name of ['Hand off', 'Rules', 'Share as picture'])
      expect(named(name), name).toHaveLength(1)
    expect(named('Rules')[0]!.attributes('href')).toContain('/rules')
    // Opening it hides neither the boxes nor the dice: the turn stays as it was.
    expect(wrapper.find('.turn-grid').exists()).toBe(true)
    expect(wrapper.find('.dice-pad, .turn-panel__dice').exists()).toBe(true)

    // Escape closes it, as its button does.
    await wrapper.get('#game-menu').trigger('keydown', { key: 'Escape' })
    expect(menu.attributes('aria-expanded')).toBe('false')
    expect(wrapper.find('#game-menu').exists()).toBe(false)
  })
})
