import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import NewGameView from '@/views/NewGameView.vue'
import { db, listUnfinished } from '@/db'
import { mountWithApp } from '../helpers/mount'
import { eventually } from '../helpers/game-driver'

async function mountView() {
  const { wrapper, router } = mountWithApp(NewGameView)
  await router.push('/new')
  await flushPromises()
  const add = async (name: string) => {
    await wrapper.get('input[placeholder="Player name"]').setValue(name)
    await wrapper.get('form').trigger('submit')
  }
  const names = () =>
    wrapper
      .findAll('.players__list input')
      .map((input) => (input.element as HTMLInputElement).value)
  return { wrapper, router, add, names }
}

describe('NewGameView', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    localStorage.clear()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('offers the four variants and the two triple games, Yatzy preselected, a line about each', async () => {
    const { wrapper } = await mountView()
    const radios = wrapper.findAll('input[name="variant"]')
    expect(radios.map((r) => r.attributes('value'))).toEqual([
      'yatzy',
      'forced-yatzy',
      'maxi-yatzy',
      'yahtzee',
      'triple-yatzy',
      'triple-yahtzee',
    ])
    expect((radios[0]!.element as HTMLInputElement).checked).toBe(true)
    expect(wrapper.text()).toContain('6 dice, 20 boxes')
    expect(wrapper.text()).toContain(
      'the left counts once, the middle twice, the right three times',
    )
  })

  it('takes six players and refuses a seventh with the reason', async () => {
    const { wrapper, add, names } = await mountView()
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) await add(name)
    await add('G')
    expect(names()).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
    expect(wrapper.get('[role="alert"]').text()).toBe('A game has at most 6 players.')
  })

  it('trims names and refuses empty, too long and duplicate names', async () => {
    const { wrapper, add, names } = await mountView()
    await add('  Anna  ')
    await add('anna')
    expect(wrapper.get('[role="alert"]').text()).toBe('Two players cannot have the same name.')
    await add('   ')
    expect(wrapper.get('[role="alert"]').text()).toBe('A name needs at least one character.')
    await add('x'.repeat(25))
    expect(wrapper.get('[role="alert"]').text()).toBe('A name can be at most 24 characters.')
    expect(names()).toEqual(['Anna'])
  })

  it('reorders, renames and removes players, then starts the game in that order', async () => {
    const { wrapper, router, add, names } = await mountView()
    for (const name of ['Anna', 'Bo', 'Cy']) await add(name)
    await wrapper.get('[aria-label="Move Cy up"]').trigger('click')
    expect(names()).toEqual(['Anna', 'Cy', 'Bo'])
    await wrapper.get('[aria-label="Remove Anna"]').trigger('click')
    const first = wrapper.get('.players__list input')
    await first.setValue('Cyrus')
    await first.trigger('change')
    expect(names()).toEqual(['Cyrus', 'Bo'])
    await wrapper.get('input[value="maxi-yatzy"]').setValue(true)
    await wrapper.get('input[type="radio"][value="30"]').setValue(true)
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Start game')!
      .trigger('click')
    await eventually(() => expect(router.currentRoute.value.name).toBe('game'))
    const [game] = await listUnfinished()
    expect(game!.players.map((p) => p.name)).toEqual(['Cyrus', 'Bo'])
    expect(game!.variant).toBe('maxi-yatzy')
    expect(game!.options).toEqual({ fullStraight: 30 })
  })

  it('keeps the table being set up through a reload, and forgets it once the game starts', async () => {
    const first = await mountView()
    for (const name of ['Anna', 'Bo']) await first.add(name)
    await first.wrapper.get('input[value="maxi-yatzy"]').setValue(true)
    await first.wrapper.get('input[type="radio"][value="30"]').setValue(true)
    await first.wrapper.get('select').setValue('hard')
    await first.wrapper
      .findAll('button')
      .find((b) => b.text() === 'Add a computer')!
      .trigger('click')
    const rollsInApp = first.wrapper
      .findAll('.new-game__check')
      .find((label) => label.text() === 'Bo')!
    await rollsInApp.get('input').setValue(true)
    first.wrapper.unmount()

    // The page is loaded again (a reload, or the phone dropped it in the background).
    const again = await mountView()
    expect(again.names()).toEqual(['Anna', 'Bo', 'Computer (Hard)'])
    const checked = (selector: string) =>
      (again.wrapper.get(selector).element as HTMLInputElement).checked
    expect(checked('input[value="maxi-yatzy"]')).toBe(true)
    expect(checked('input[type="radio"][value="30"]')).toBe(true)
    await again.wrapper
      .findAll('button')
      .find((b) => b.text() === 'Start game')!
      .trigger('click')
    await eventually(() => expect(again.router.currentRoute.value.name).toBe('game'))
    const [game] = await listUnfinished()
    expect(game!.players.map((p) => p.name)).toEqual(['Anna', 'Bo', 'Computer (Hard)'])
    expect(game!.players.map(({ computer, virtualDice }) => ({ computer, virtualDice }))).toEqual([
      { computer: undefined, virtualDice: undefined },
      { computer: undefined, virtualDice: true },
      { computer: 'hard', virtualDice: undefined },
    ])
    expect(game!.options).toEqual({ fullStraight: 30 })
    again.wrapper.unmount()

    const next = await mountView()
    expect(next.names()).toEqual([])
    expect((next.wrapper.get('input[value="yatzy"]').element as HTMLInputElement).checked).toBe(
      true,
    )
  })

  it('cannot start without a player', async () => {
    const { wrapper } = await mountView()
    const start = wrapper.findAll('button').find((b) => b.text() === 'Start game')!
    expect(start.attributes('disabled')).toBeDefined()
  })

  it('house rules one tap away: the standard answer marked, a full house of 25 and a 35 bonus start the game', async () => {
    const { wrapper, router, add } = await mountView()
    await add('Anna')
    const toggle = wrapper.findAll('button').find((b) => b.text().startsWith('House rules'))!
    expect(toggle.attributes('aria-expanded')).toBe('false')
    await toggle.trigger('click')
    const questions = wrapper.get('#house-rules-questions')
    // Yatzy's own answers are marked: a full house pays the dice, the bonus is 50 at 63.
    expect(questions.text()).toContain('the dice (standard)')
    expect(questions.text()).toContain('standard: 63 / 50')
    await questions.findAll('input[name="house-full-house"]')[1]!.setValue(true)
    const fixed = questions.get('input[aria-label="Full house pays"]')
    await fixed.setValue('25')
    await fixed.trigger('change')
    const [, pays] = questions.findAll('fieldset')[0]!.findAll('input[type="number"]')
    await pays!.setValue('35')
    await pays!.trigger('change')
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Start game')!
      .trigger('click')
    await eventually(() => expect(router.currentRoute.value.name).toBe('game'))
    const [game] = await listUnfinished()
    expect(game!.options).toEqual({
      yatzyTieBreak: false,
      fullHouse: 25,
      upperBonus: { threshold: 63, value: 35 },
    })
  })

  it('a house rule the rules do not take is said at its field; Start game moves the focus there and starts nothing', async () => {
    const { wrapper, router, add } = await mountView()
    await add('Anna')
    await wrapper
      .findAll('button')
      .find((b) => b.text().startsWith('House rules'))!
      .trigger('click')
    const small = wrapper
      .findAll('#house-rules-questions label')
      .find((label) => label.text().startsWith('Small straight pays'))!
      .get('input')
    await small.setValue('-5')
    await small.trigger('change')
    const said = '“Small straight pays” takes a whole number from 1 to 999.'
    expect(wrapper.get('#house-rules-questions [role="alert"]').text()).toBe(`⚠ ${said}`)
    expect(small.attributes('aria-invalid')).toBe('true')
    // Start game says why beside the button and takes the player to the wrong field.
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Start game')!
      .trigger('click')
    await flushPromises()
    expect(document.activeElement).toBe(small.element)
    expect(wrapper.text()).toContain(`The game cannot start yet. ${said}`)
    expect(router.currentRoute.value.name).not.toBe('game')
    expect(await listUnfinished()).toHaveLength(0)
    // Put right, the game starts.
    await small.setValue('25')
    await small.trigger('change')
    expect(wrapper.text()).not.toContain('The game cannot start yet')
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Start game')!
      .trigger('click')
    await eventually(() => expect(router.currentRoute.value.name).toBe('game'))
  })
})
