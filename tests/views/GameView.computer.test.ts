import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { db, getGame, listUnfinished } from '@/db'
import GameView from '@/views/GameView.vue'
import { eventually } from '../helpers/game-driver'
import { mountWithApp } from '../helpers/mount'
import { startGame } from '../helpers/start-game'
import { advisorKey } from '@/advisor'
import { useAdvisorStore } from '@/stores/advisor'
import { exactAdvisor } from '../../scripts/lib/cached-advisor'

const button = (wrapper: VueWrapper, text: string) =>
  wrapper.findAll('button').find((b) => b.text() === text)

describe('computer players and dice rolled in the app', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    localStorage.clear()
    // Computer turns without pauses: the flow is the same, only the waiting goes.
    localStorage.setItem('yatzy-pad.settings.v1', JSON.stringify({ computerSpeed: 'instant' }))
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('a computer plays its turn by itself, with its rolls stored, and waits after an undo', async () => {
    const { driver, wrapper, id } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Anna', 'Computer (Easy)'],
      playerKinds: [{}, { computer: 'easy' }],
    })
    await driver.play('66612', 'Sixes')
    await eventually(() => expect(driver.turnText()).toBe('Round 2 of 15 · Anna’s turn'))
    // Announced like a person's write, for whoever cannot watch the dice.
    await eventually(() =>
      expect(wrapper.get('[role="status"][aria-live="polite"]').text()).toMatch(
        /^Computer \(Easy\) wrote \d+ in .+\. Round 2 of 15 · Anna’s turn$/,
      ),
    )
    const stored = (await getGame(id))!
    expect(stored.moves).toHaveLength(2)
    const computerMove = stored.moves[1]!
    expect(computerMove.player).toBe(1)
    expect(computerMove.rolls!.length).toBeGreaterThanOrEqual(1)
    expect(computerMove.rolls!.length).toBeLessThanOrEqual(3)
    expect(computerMove.rolls!.at(-1)!.dice).toEqual(computerMove.dice)

    // Undo takes back the computer's move; it does not simply play it again.
    await driver.undo()
    await eventually(() => expect(driver.turnText()).toBe('Round 1 of 15 · Computer (Easy)’s turn'))
    await flushPromises()
    expect((await getGame(id))!.moves).toHaveLength(1)
    await button(wrapper, 'Let the computer play')!.trigger('click')
    await eventually(() => expect(driver.turnText()).toBe('Round 2 of 15 · Anna’s turn'))
    expect((await getGame(id))!.moves).toHaveLength(2)
  })

  it('a Perfect computer in Triple Yatzy writes its box in the column it chose', async () => {
    const { driver, id } = await startGame({
      variant: 'yatzy',
      options: { columns: [1, 2, 3] },
      players: ['Anna', 'Computer (Perfect)'],
      playerKinds: [{}, { computer: 'perfect' }],
    })
    // The one-sheet Yatzy table takes seconds to solve here: the build's cached one is handed over.
    useAdvisorStore().byKey[advisorKey('yatzy', {})] = {
      status: 'ready',
      advisor: exactAdvisor('yatzy'),
    }
    await driver.play('66612', 'Sixes ×1')
    await eventually(() => expect(driver.turnText()).toMatch(/^Round 2 of \d+ · Anna’s turn$/))
    const move = (await getGame(id))!.moves[1]!
    expect(move.player).toBe(1)
    expect([0, 1, 2]).toContain(move.column)
  })

  it('hints stay out of a computer’s turn: no roll to choose and no keeps for its dice', async () => {
    const { driver, wrapper } = await startGame({
      variant: 'forced-yatzy',
      options: {},
      players: ['Anna', 'Computer (Easy)'],
      playerKinds: [{}, { computer: 'easy' }],
    })
    await button(wrapper, 'Hints')!.trigger('click')
    await eventually(() => expect(wrapper.find('.hints').exists()).toBe(true))
    await driver.play('11146', 'Ones')
    await eventually(() => expect(driver.turnText()).toBe('Round 2 of 15 · Anna’s turn'))
    // Undo hands the turn back to the computer with its dice on screen; it waits to be told.
    await driver.undo()
    await eventually(() => expect(driver.turnText()).toBe('Round 1 of 15 · Computer (Easy)’s turn'))
    await flushPromises()
    expect(button(wrapper, 'Let the computer play')).toBeDefined()
    expect(wrapper.find('.hints').exists()).toBe(false)
    expect(wrapper.find('input[name="hint-roll"]').exists()).toBe(false)
    expect(wrapper.text()).not.toContain('Keep')
    await button(wrapper, 'Let the computer play')!.trigger('click')
    await eventually(() => expect(driver.turnText()).toBe('Round 2 of 15 · Anna’s turn'))
    // Anna's turn: her hints are back.
    expect(wrapper.find('.hints').exists()).toBe(true)
  })

  it('a person without dice rolls in the app: roll, hold, roll again, write; the rolls are stored', async () => {
    const { wrapper, id } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Vera'],
      playerKinds: [{ virtualDice: true }],
    })
    // No box can be tapped before the first roll.
    expect(wrapper.find('button[aria-label="Sixes: enter the score"]').exists()).toBe(false)
    await button(wrapper, 'Roll (3 left)')!.trigger('click')
    const dice = () => wrapper.findAll('.tray__die').map((d) => d.attributes('aria-label'))
    expect(dice()).toHaveLength(5)
    const first = dice()
    await wrapper.findAll('.tray__die')[0]!.trigger('click')
    expect(wrapper.findAll('.tray__die')[0]!.attributes('aria-pressed')).toBe('true')
    await button(wrapper, 'Roll again (2 left)')!.trigger('click')
    expect(dice()[0]).toBe(first[0])

    // A reload gives no second chance: the same dice come back.
    const after = dice()
    wrapper.unmount()
    const { wrapper: again } = mountWithApp(GameView, { props: { id } })
    await eventually(() => expect(again.findAll('.tray__die')).toHaveLength(5))
    expect(again.findAll('.tray__die').map((d) => d.attributes('aria-label'))).toEqual(after)
    expect(again.findAll('button').some((b) => b.text() === 'Roll again (1 left)')).toBe(true)

    await again.get('button[aria-label^="Chance: "][aria-label*="for this roll"]').trigger('click')
    await eventually(async () => expect((await getGame(id))!.moves).toHaveLength(1))
    const move = (await getGame(id))!.moves[0]!
    expect(move.rolls).toHaveLength(2)
    expect(move.rolls![0]!.held).toEqual([0])
    expect(move.rolls![1]!.dice).toEqual(move.dice)
  })

  it('two tabs on the same game write the computer’s turn once', async () => {
    const { driver, id } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Anna', 'Computer (Easy)'],
      playerKinds: [{}, { computer: 'easy' }],
    })
    // A second tab follows the same game; when Anna writes, both see the computer's turn.
    const { wrapper: other } = mountWithApp(GameView, { props: { id } })
    await eventually(() => expect(other.find('.game__turn').exists()).toBe(true))
    await driver.play('66612', 'Sixes')
    await eventually(() => expect(driver.turnText()).toBe('Round 2 of 15 · Anna’s turn'))
    await eventually(() =>
      expect(other.get('.game__turn').text()).toBe('Round 2 of 15 · Anna’s turn'),
    )
    await flushPromises()
    expect((await getGame(id))!.moves.map((m) => m.player)).toEqual([0, 1])
    // Neither tab troubles the table with the race it lost.
    expect(other.find('.problem').exists()).toBe(false)
  })

  it('a rematch keeps the table: who rolls in the app, the computers, hidden totals', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'forced-yatzy',
      options: {},
      players: ['Vera', 'Computer (Easy)'],
      playerKinds: [{ virtualDice: true }, { computer: 'easy' }],
      hideTotals: true,
    })
    for (let round = 1; round <= 15; round++) {
      await eventually(() => expect(button(wrapper, 'Roll (3 left)')).toBeDefined())
      await button(wrapper, 'Roll (3 left)')!.trigger('click')
      // Forced Yatzy: the one box there is, written without a question even for a zero.
      const write = wrapper.findAll('button').find((b) => b.text().startsWith('Write '))!
      await write.trigger('click')
      await eventually(() => expect(driver.turnText()).not.toContain('Vera’s turn'))
    }
    await eventually(() => expect(driver.isOver()).toBe(true))
    await button(wrapper, 'Rematch')!.trigger('click')
    await eventually(async () => expect((await listUnfinished()).length).toBe(1))
    const [rematch] = await listUnfinished()
    expect(
      rematch!.players.map(({ name, computer, virtualDice }) => ({ name, computer, virtualDice })),
    ).toEqual([
      { name: 'Computer (Easy)', computer: 'easy', virtualDice: undefined },
      { name: 'Vera', computer: undefined, virtualDice: true },
    ])
    expect(rematch!.hideTotals).toBe(true)
  })
})
