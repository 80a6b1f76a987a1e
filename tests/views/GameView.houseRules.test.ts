import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db, getGame } from '@/db'
import { startGame } from '../helpers/start-game'

const HOUSE = { fullHouse: 25, upperBonus: { threshold: 63, value: 35 } } as const

describe('a game under house rules', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    localStorage.clear()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('scores by them, offers by them, and says so on its sheet', async () => {
    const { wrapper, driver, id } = await startGame({
      variant: 'yatzy',
      options: { yatzyTieBreak: false, ...HOUSE },
      players: ['Anna'],
    })
    await driver.enterDice('22255')
    // Counted by hand: the dice of this full house sum to 16; the table pays 25 instead.
    const offer = wrapper.find('button[aria-label^="Full house: 25"]')
    expect(offer.exists()).toBe(true)
    await driver.write('Full house')
    expect((await getGame(id))!.moves[0]).toMatchObject({ box: 'full-house', score: 25 })
    await driver.viewSheet()
    expect(wrapper.get('[data-testid="house-rules"]').text()).toBe(
      'House rules: bonus 35 at 63 · Full house 25',
    )
    expect(wrapper.get('.sheet__bonus th').text()).toBe('Bonus (63)')
  })

  it('states them on the game screen beside the turn, with the sheet closed', async () => {
    const { wrapper } = await startGame({
      variant: 'yatzy',
      options: { yatzyTieBreak: false, ...HOUSE },
      players: ['Anna'],
    })
    // On a phone, the turn's boxes are on screen and the full sheet is not.
    expect(wrapper.find('.turn-grid').exists()).toBe(true)
    expect(wrapper.find('.sheet').exists()).toBe(false)
    expect(wrapper.get('[data-testid="house-rules"]').text()).toBe(
      'House rules: bonus 35 at 63 · Full house 25',
    )
  })

  it('a standard game says nothing of house rules', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yatzy',
      options: { yatzyTieBreak: true },
      players: ['Anna'],
    })
    await driver.viewSheet()
    expect(wrapper.find('[data-testid="house-rules"]').exists()).toBe(false)
  })
})
