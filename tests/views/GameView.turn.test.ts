import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { db, getGame } from '@/db'
import GameView from '@/views/GameView.vue'
import { eventually } from '../helpers/game-driver'
import { mountWithApp } from '../helpers/mount'
import { startGame } from '../helpers/start-game'

const yatzy = (players = ['Anna', 'Bo'], hideTotals = false) =>
  startGame({ variant: 'yatzy', options: {}, players, hideTotals })

function chips(wrapper: VueWrapper): number[] {
  return wrapper.findAll('[role="dialog"] .picker__choice').map((b) => Number(b.text()))
}

function enteredDice(wrapper: VueWrapper): number {
  return wrapper.findAll('.dice-pad__die').length
}

describe('a turn at the table', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    localStorage.clear()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('box-first: two taps write a score without dice, stored as a move with no dice', async () => {
    const { wrapper, driver, id } = await yatzy()
    await driver.writeBoxFirst('Sixes', 24)
    await eventually(() => expect(driver.turnText()).toBe('Round 1 of 15 · Bo’s turn'))
    const stored = await getGame(id)
    expect(stored!.moves).toEqual([
      expect.objectContaining({ player: 0, box: 'sixes', score: 24, dice: null }),
    ])
    expect(
      await driver.onSheet(() => wrapper.find('[aria-label="Sixes, Anna: 24"]').exists()),
    ).toBe(true)
  })

  it('offers exactly the scores the box can hold (counted by hand)', async () => {
    const { wrapper } = await yatzy()
    await wrapper.get('button[aria-label="Sixes: enter the score"]').trigger('click')
    expect(chips(wrapper)).toEqual([0, 6, 12, 18, 24, 30])
    await wrapper.get('[role="dialog"]').findAll('button').at(-1)!.trigger('click') // Cancel
    await wrapper.get('button[aria-label="Small straight: enter the score"]').trigger('click')
    expect(chips(wrapper)).toEqual([0, 15])
    await wrapper.get('[role="dialog"]').findAll('button').at(-1)!.trigger('click')
    // One pair: 2 × face, or a scratch.
    await wrapper.get('button[aria-label="One pair: enter the score"]').trigger('click')
    expect(chips(wrapper)).toEqual([0, 2, 4, 6, 8, 10, 12])
  })

  it('box-first then dice: "Enter the dice" keeps the box, and the roll goes there with one tap', async () => {
    const { wrapper, driver } = await yatzy()
    await wrapper.get('button[aria-label="Fives: enter the score"]').trigger('click')
    const enter = wrapper
      .get('[role="dialog"]')
      .findAll('button')
      .find((b) => b.text() === 'Enter the dice')!
    await enter.trigger('click')
    await flushPromises()
    expect(wrapper.find('[role="dialog"]').exists()).toBe(false)
    await driver.enterDice('55512')
    const write = wrapper.findAll('button').find((b) => b.text() === 'Write 15 in Fives')
    expect(write).toBeDefined()
    await write!.trigger('click')
    await eventually(() => expect(driver.turnText()).toBe('Round 1 of 15 · Bo’s turn'))
  })

  it('Yahtzee box-first asks "was it a Yahtzee?" only when it matters, and pays the bonus', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yahtzee',
      options: {},
      players: ['Solo'],
    })
    // The Yahtzee box is still open: no question, a plain score.
    await driver.writeBoxFirst('Threes', 9)
    await eventually(() => expect(driver.turnText()).toBe('Round 2 of 13 · Solo’s turn'))
    await driver.play('55555', 'Yahtzee')
    // Fours 20 could be five 4s: asked. Yes → the dice are five 4s, +100 bonus.
    await driver.writeBoxFirst('Fours', 20)
    const dialog = wrapper.get('[role="dialog"]')
    expect(dialog.text()).toContain('Was it a Yahtzee (five alike)?')
    const faces = dialog.findAll('.picker__answer--face').map((b) => b.attributes('aria-label'))
    expect(faces).toEqual(['Yes, five 4s'])
    await dialog.get('.picker__answer--face').trigger('click')
    await eventually(() => expect(driver.turnText()).toBe('Round 4 of 13 · Solo’s turn'))
    // Threes 9 + Yahtzee 50 + Fours 20 + one Yahtzee bonus of 100.
    const totals = await driver.onSheet(() =>
      wrapper.findAll('.sheet__sum td').map((td) => td.text()),
    )
    expect(totals).toEqual(['29', '100'])
    // Fives 10 cannot come from five alike: no question, written at once.
    await driver.writeBoxFirst('Fives', 10)
    await eventually(() => expect(driver.turnText()).toBe('Round 5 of 13 · Solo’s turn'))
    // Chance 20 could be five 4s, but Fours is filled, so the joker allows it; "No" pays no bonus.
    await driver.writeBoxFirst('Chance', 20)
    const question = wrapper.get('[role="dialog"]')
    await question
      .findAll('button')
      .find((b) => b.text() === 'No')!
      .trigger('click')
    await eventually(() => expect(driver.turnText()).toBe('Round 6 of 13 · Solo’s turn'))
    expect(await driver.onSheet(() => wrapper.findAll('.sheet__sum td').at(-1)!.text())).toBe('100')
  })

  it('Triple Yahtzee box-first asks "was it a Yahtzee?" once every column’s Yahtzee holds 50, and pays the bonus', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yahtzee',
      options: { columns: [1, 2, 3] },
      players: ['Solo'],
    })
    const column = (n: number) =>
      wrapper.get(`button[aria-label^="Column ${n} ×${n}"]`).trigger('click')
    await column(1)
    await driver.play('55555', 'Yahtzee ×1')
    await column(2)
    await driver.play('55555', 'Yahtzee ×2')
    // One Yahtzee box still open: the bonus waits for all three, so no question yet.
    await column(1)
    await driver.writeBoxFirst('Threes ×1', 9)
    await eventually(() => expect(driver.turnText()).toBe('Round 4 of 39 · Solo’s turn'))
    await column(3)
    await driver.play('55555', 'Yahtzee ×3')
    // Every Yahtzee box holds 50: Fours 20 could be five 4s, so it is asked; yes earns the +100.
    await column(1)
    await driver.writeBoxFirst('Fours ×1', 20)
    const dialog = wrapper.get('[role="dialog"]')
    expect(dialog.text()).toContain('Was it a Yahtzee (five alike)?')
    expect(dialog.findAll('.picker__answer--face').map((b) => b.attributes('aria-label'))).toEqual([
      'Yes, five 4s',
    ])
    await dialog.get('.picker__answer--face').trigger('click')
    await eventually(() => expect(driver.turnText()).toBe('Round 6 of 39 · Solo’s turn'))
    // Counted by hand: ×1 column 50 + 9 + 20 + 100 bonus = 179; ×2 column 50; ×3 column 50.
    // 179 + 100 + 150 = 429.
    const sheet = await driver.onSheet(() => ({
      extras: wrapper.findAll('.columns-sheet__row--extra td').map((td) => td.text()),
      total: wrapper.get('.columns-sheet__row--grand td').text(),
    }))
    expect(sheet).toEqual({ extras: ['100', '0', '0'], total: '429' })
  })

  it('Maxi Yatzy box-first asks the rolls used in the same sheet of chips', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'maxi-yatzy',
      options: { fullStraight: 21 },
      players: ['Maxi'],
    })
    await wrapper.get('button[aria-label="Sixes: enter the score"]').trigger('click')
    await wrapper.get('[role="dialog"] input[value="1"]').setValue(true)
    await writeChipInOpenDialog(wrapper, 36)
    await eventually(() => expect(driver.turnText()).toBe('Round 2 of 20 · Maxi’s turn'))
    expect(await driver.onSheet(() => wrapper.get('.sheet__saved').text())).toBe('2 saved')
  })

  it('Forced Yatzy writes a forced zero without asking, and undo brings the dice back', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'forced-yatzy',
      options: {},
      players: ['Hilda'],
    })
    // Only the next box in order can take a score before the dice.
    expect(wrapper.find('button[aria-label="Ones: enter the score"]').exists()).toBe(true)
    expect(wrapper.get('button[aria-label^="Twos: not yet"]').attributes('disabled')).toBeDefined()
    await driver.enterDice('22345')
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'Write 0 in Ones')!
      .trigger('click')
    await flushPromises()
    expect(wrapper.find('[role="alertdialog"]').exists()).toBe(false)
    await eventually(() => expect(driver.turnText()).toBe('Round 2 of 15 · Hilda’s turn'))
    await driver.undo()
    await eventually(() => expect(driver.turnText()).toBe('Round 1 of 15 · Hilda’s turn'))
    expect(enteredDice(wrapper)).toBe(5)
    expect(wrapper.findAll('.dice-pad__die').map((d) => d.attributes('aria-label'))).toEqual([
      'Remove the 2',
      'Remove the 2',
      'Remove the 3',
      'Remove the 4',
      'Remove the 5',
    ])
  })

  it('undo puts the undone roll back, so a wrong box costs one tap to fix', async () => {
    const { driver } = await yatzy()
    await driver.play('66612', 'Chance')
    await driver.undo()
    await eventually(() => expect(driver.turnText()).toBe('Round 1 of 15 · Anna’s turn'))
    expect(driver.offer('Sixes').attributes('aria-label')).toBe('Sixes: 18 points for this roll')
    await driver.write('Sixes')
    expect(driver.turnText()).toBe('Round 1 of 15 · Bo’s turn')
  })

  it('the roll being entered survives a reload', async () => {
    const { wrapper, driver, id } = await yatzy()
    for (const face of [2, 2, 5]) await driver.tapFace(face)
    await flushPromises()
    wrapper.unmount()
    const { wrapper: again } = mountWithApp(GameView, { props: { id } })
    await eventually(() => expect(again.find('.dice-pad').exists()).toBe(true))
    expect(enteredDice(again)).toBe(3)
    // The typed field says so too, not empty beside three dice.
    expect((again.get('.dice-pad input').element as HTMLInputElement).value).toBe('225')
    // Once written, the draft is gone: the next turn starts empty.
    const driverAgain = new (await import('../helpers/game-driver')).GameDriver(again)
    await driverAgain.enterDice('22555')
    await driverAgain.write('Fives')
    again.unmount()
    const { wrapper: third } = mountWithApp(GameView, { props: { id } })
    await eventually(() => expect(third.find('.dice-pad').exists()).toBe(true))
    expect(enteredDice(third)).toBe(0)
  })

  it('every open box of the current player is in the turn grid, all 20 in Maxi', async () => {
    const { wrapper } = await startGame({
      variant: 'maxi-yatzy',
      options: { fullStraight: 21 },
      players: ['A', 'B', 'C', 'D', 'E', 'F'],
    })
    expect(wrapper.findAll('.turn-box')).toHaveLength(20)
    expect(wrapper.find('.sheet').exists()).toBe(false)
  })

  it('hides Sum, ± par and Total during play when asked, and shows them at the end', async () => {
    const { wrapper, driver } = await yatzy(['Solo'], true)
    expect(wrapper.text()).toContain('Totals hidden until the end')
    await driver.play('66612', 'Sixes')
    const during = await driver.onSheet(() => ({
      total: wrapper.get('[data-testid="total-0"]').text(),
      sum: wrapper.get('.sheet__sum td').text(),
      par: wrapper.get('.sheet__par td').text(),
    }))
    expect(during).toEqual({ total: '·', sum: '·', par: '·' })
    for (const box of ['Ones', 'Twos', 'Threes', 'Fours', 'Fives', 'One pair', 'Two pairs']) {
      await driver.play('66612', box)
    }
    for (const box of ['Three of a kind', 'Four of a kind', 'Small straight', 'Large straight']) {
      await driver.play('66612', box)
    }
    for (const box of ['Full house', 'Chance', 'Yatzy']) await driver.play('66612', box)
    await eventually(() => expect(driver.isOver()).toBe(true))
    // Sixes 18 + Ones 1 + Twos 2 + pair 12 + three 18 + chance 21 (hand-counted) = 72.
    expect(driver.total(0)).toBe(72)
  })

  it('one mark, explained: ★ for the most points with hints off, never with hints on', async () => {
    // Forced Yatzy: its advisor solves in a moment, in-thread, so hints can really come on here.
    const { wrapper, driver } = await startGame({
      variant: 'forced-yatzy',
      options: {},
      players: ['Hilda'],
    })
    await driver.enterDice('11146')
    expect(wrapper.text()).toContain('★ most points now')
    expect(driver.offer('Ones').attributes('aria-label')).toBe('Ones: 3 points for this roll, best')
    const hints = wrapper.findAll('button').find((b) => b.text() === 'Hints')!
    await hints.trigger('click')
    await eventually(() => expect(hints.attributes('aria-pressed')).toBe('true'))
    // The dice are the turn's last roll: the advisor's box is marked.
    await eventually(() => expect(wrapper.find('input[name="hint-roll"]').exists()).toBe(true))
    await wrapper.get('input[name="hint-roll"][value="3"]').setValue(true)
    await eventually(() => expect(wrapper.text()).toContain('◆ best by perfect play'))
    expect(wrapper.text()).not.toContain('★')
    expect(driver.offer('Ones').attributes('aria-label')).toBe(
      "Ones: 3 points for this roll, the advisor's choice",
    )
  })

  it('toggles say whether they are on: the full sheet, hints, keep the screen on', async () => {
    const { wrapper } = await yatzy()
    const sheet = wrapper.findAll('button').find((b) => b.text().startsWith('Full sheet'))!
    expect(sheet.attributes('aria-pressed')).toBe('false')
    await sheet.trigger('click')
    expect(sheet.attributes('aria-pressed')).toBe('true')
    expect(wrapper.find('.sheet').exists()).toBe(true)
    expect(wrapper.find('.turn-grid').exists()).toBe(false)
  })

  it('buzzes briefly on a write when the device can and the setting is on', async () => {
    const vibrate = vi.fn(() => true)
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true })
    try {
      const { driver } = await yatzy()
      await driver.play('66612', 'Sixes')
      expect(vibrate).toHaveBeenCalledTimes(1)
      const { useSettingsStore } = await import('@/stores/settings')
      useSettingsStore().set('vibrate', false)
      await driver.play('66612', 'Sixes')
      expect(vibrate).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(navigator, 'vibrate')
    }
  })
})

async function writeChipInOpenDialog(wrapper: VueWrapper, score: number) {
  const chip = wrapper
    .get('[role="dialog"]')
    .findAll('.picker__choice')
    .find((b) => b.text() === String(score))!
  await chip.trigger('click')
  await flushPromises()
}
