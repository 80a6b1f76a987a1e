import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db, listUnfinished } from '@/db'
import { eventually } from '../helpers/game-driver'
import { startGame } from '../helpers/start-game'
import { YATZY_BOX_NAMES } from '../helpers/yatzy-sheet'

describe('end of game', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('announces a shared win on equal totals and starts a rematch where the next player begins', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Anna', 'Bo', 'Cy'],
    })
    const boxes = YATZY_BOX_NAMES
    for (const box of boxes) {
      await driver.play('12345', box) // Anna
      await driver.play('12345', box) // Bo
      await driver.play('23456', box) // Cy: 2+3+4+5+6 upper, 20 + 20 = 60
    }
    await eventually(() => expect(driver.isOver()).toBe(true))
    // Anna and Bo: 1+2+3+4+5 upper, small straight 15, chance 15 = 45 each; Cy: 20 + 20 + 20 = 60.
    expect([driver.total(0), driver.total(1), driver.total(2)]).toEqual([45, 45, 60])
    expect(wrapper.get('.game-over__winner').text()).toBe('Cy wins!')
    expect(
      wrapper.findAll('.game-over__standings li').map((li) => li.attributes('data-place')),
    ).toEqual(['1', '2', '2'])

    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Rematch')!
      .trigger('click')
    await eventually(async () => expect((await listUnfinished()).length).toBe(1))
    const [rematch] = await listUnfinished()
    expect(rematch!.players.map((p) => p.name)).toEqual(['Bo', 'Cy', 'Anna'])
    expect(rematch!.variant).toBe('yatzy')
  })
})
