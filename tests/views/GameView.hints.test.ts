import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db, getSolverTable } from '@/db'
import { solverVersion } from '@/advisor'
import { eventually } from '../helpers/game-driver'
import { startGame } from '../helpers/start-game'
import { YATZY_BOX_NAMES } from '../helpers/yatzy-sheet'

// Forced Yatzy solves in a fraction of a second, so the real solver runs here (in-thread: no Worker).
describe('hints (optimal advice) in a game', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('are off by default and, switched on, say which dice to keep and store the table once', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'forced-yatzy',
      options: {},
      players: ['Hilda'],
    })
    expect(wrapper.find('.hints').exists()).toBe(false)
    const toggle = wrapper.findAll('button').find((b) => b.text() === 'Hints')!
    expect(toggle.attributes('aria-pressed')).toBe('false')
    await toggle.trigger('click')
    await eventually(() => expect(wrapper.find('.hints').exists()).toBe(true))
    expect(toggle.attributes('aria-pressed')).toBe('true')

    // Round 1 fills Ones: after the first roll 1-1-1-4-6, perfect play keeps the three ones. A
    // turn starts at its first roll: no choice to make before the advice.
    await driver.enterDice('11146')
    await eventually(() => expect(wrapper.find('input[name="hint-roll"]').exists()).toBe(true))
    expect(
      (wrapper.get('input[name="hint-roll"][value="1"]').element as HTMLInputElement).checked,
    ).toBe(true)
    await eventually(() => expect(wrapper.findAll('.hints__keep').length).toBeGreaterThan(0))
    expect(wrapper.get('.hints__keep .hints__faces').attributes('aria-label')).toBe('Keep 1, 1, 1')
    expect(wrapper.get('.hints__keep').text()).toMatch(/^about \d+ points at the end$/)
    expect(await getSolverTable('forced-yatzy', solverVersion('forced-yatzy', {}))).toBeDefined()
  })

  it('mark the advisor’s box on the last roll and show it as optimal (no heuristic label)', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'forced-yatzy',
      options: {},
      players: ['Hilda'],
    })
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Hints')!
      .trigger('click')
    await driver.enterDice('11146')
    await eventually(() => expect(wrapper.find('input[name="hint-roll"]').exists()).toBe(true))
    await wrapper.get('input[name="hint-roll"][value="3"]').setValue(true)
    await eventually(() => expect(wrapper.find('.hints__best').exists()).toBe(true))
    expect(wrapper.get('.hints__best').text()).toMatch(/^Best: Ones, about \d+ points at the end$/)
    expect(wrapper.find('.hints__heuristic').exists()).toBe(false)
    expect(driver.offer('Ones').attributes('aria-label')).toContain("the advisor's choice")
  })

  it('review a finished game: a player who always took the forced box lost nothing to choice', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'forced-yatzy',
      options: {},
      players: ['Hilda'],
    })
    const order = YATZY_BOX_NAMES
    for (const box of order) await driver.play('66666', box)
    await eventually(() => expect(driver.isOver()).toBe(true))
    await driver.reviewChoices()
    // Forced Yatzy leaves no choice of box, so no expected point can be lost to a choice.
    expect(wrapper.get('.advice-review__player summary').text()).toBe(
      'Hilda: 0.0 expected points given away',
    )
    expect(wrapper.findAll('.advice-review__table tbody tr')).toHaveLength(15)
  })

  it('review marks boxes written without dice as not rated', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'forced-yatzy',
      options: {},
      players: ['Hilda'],
    })
    const [ones, twos, ...rest] = YATZY_BOX_NAMES
    for (const [box, score] of [
      [ones, 3],
      [twos, 4],
    ] as const) {
      await driver.writeBoxFirst(box, score)
      await eventually(() => expect(wrapper.find('[role="dialog"]').exists()).toBe(false))
    }
    for (const box of rest) await driver.play('66666', box)
    await eventually(() => expect(driver.isOver()).toBe(true))
    await driver.reviewChoices()
    expect(wrapper.get('.advice-review__unrated').text()).toBe(
      '2 boxes written without dice: no dice, not rated',
    )
    expect(wrapper.findAll('.advice-review__table tbody tr')).toHaveLength(13)
  })
})
