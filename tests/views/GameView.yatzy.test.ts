import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { db } from '@/db'
import { eventually } from '../helpers/game-driver'
import { startGame as startVariant } from '../helpers/start-game'
import { PERFECT_YATZY } from '../helpers/yatzy-sheet'

// Anna writes the rule book's perfect sheet (374); Bo rolls 1-2-3-4-6 every turn and writes the
// boxes top to bottom: 1+2+3+4+0+6 upper, 16 in Chance, 0 elsewhere = 32 (counted by hand).
const ANNA = PERFECT_YATZY
const BO_BOXES = ANNA.map(([, box]) => box)

const startGame = () => startVariant({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })

describe('a whole game of Yatzy through the sheet', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('plays 15 rounds for two players with undo, a correction and refused entries', async () => {
    const { wrapper, driver } = await startGame()
    expect(driver.turnText()).toBe('Round 1 of 15 · Anna’s turn')

    // A face of 7 is refused with a message and enters nothing.
    await driver.enterDice('12347')
    expect(wrapper.get('.dice-pad__refusal').text()).toContain('“7” is not a die face')
    expect(driver.offer('Ones').exists()).toBe(false)

    for (let round = 0; round < 15; round++) {
      const [dice, box] = ANNA[round]!
      await driver.play(dice, box)
      await driver.enterDice('12346')
      await driver.write(BO_BOXES[round]!)

      if (round === 0) {
        // Undo steps back one write: Bo's Ones is open again and it is Bo's turn.
        await driver.undo()
        await eventually(() => expect(driver.turnText()).toBe('Round 1 of 15 · Bo’s turn'))
        await driver.play('12346', 'Ones')
        expect(driver.turnText()).toBe('Round 2 of 15 · Anna’s turn')
      }
      if (round === 3) {
        // Correct Anna's Fours: only what Fours can hold is offered (never 13), 16 is taken with
        // one tap, then the dice put 20 back.
        await driver.viewSheet()
        expect(await driver.correctionChoices('Fours, Anna: 20')).toEqual([0, 4, 8, 12, 16, 20])
        await driver.cancelDialog()
        expect(await driver.correct('Fours, Anna: 20', { score: 16 })).toBe('')
        expect(wrapper.find('button[aria-label="Fours, Anna: 16"]').exists()).toBe(true)
        expect(await driver.correct('Fours, Anna: 16', { dice: '44444' })).toBe('')
        await eventually(() =>
          expect(wrapper.find('button[aria-label="Fours, Anna: 20"]').exists()).toBe(true),
        )
        await driver.viewSheet(false)
      }
      if (round === 5) {
        // Upper section done: Anna +42 (105 − 63), Bo 16 − 63 = −47 and out of reach of the bonus.
        await driver.viewSheet()
        const par = wrapper.findAll('.sheet__par td').map((td) => td.text())
        expect(par).toEqual(['+42', '−47'])
        const bonus = wrapper.findAll('.sheet__bonus td').map((td) => td.attributes('aria-label'))
        expect(bonus).toEqual(['Bonus reached: 50 points', 'Bonus out of reach'])
        await driver.viewSheet(false)
      }
    }

    await eventually(() => expect(driver.isOver()).toBe(true))
    expect(driver.total(0)).toBe(374)
    expect(driver.total(1)).toBe(32)
    expect(wrapper.get('.game-over__winner').text()).toBe('Anna wins!')
    expect(wrapper.find('.dice-pad').exists()).toBe(false)
  })

  it('asks before writing a zero and names the box; cancelling writes nothing', async () => {
    const { wrapper, driver } = await startGame()
    await driver.enterDice('12346')
    await driver.offer('Yatzy').trigger('click')
    await flushPromises()
    const dialog = wrapper.get('[role="alertdialog"]')
    expect(dialog.text()).toContain('Scratch Yatzy for 0?')
    await dialog.get('button:not(.button--danger)').trigger('click')
    await flushPromises()
    expect(driver.turnText()).toBe('Round 1 of 15 · Anna’s turn')
    expect(driver.offer('Yatzy').exists()).toBe(true)
  })

  it('marks the highest-paying box and names every offer for a screen reader', async () => {
    const { driver } = await startGame()
    await driver.enterDice('22555')
    expect(driver.offer('Full house').attributes('aria-label')).toBe(
      'Full house: 19 points for this roll, best',
    )
    expect(driver.offer('Chance').attributes('aria-label')).toBe(
      'Chance: 19 points for this roll, best',
    )
    expect(driver.offer('Fives').attributes('aria-label')).toBe('Fives: 15 points for this roll')
    expect(driver.offer('Yatzy').attributes('aria-label')).toBe('Yatzy: 0 points for this roll')
  })

  it('announces each write and whose turn it is, and puts focus back on the dice pad', async () => {
    const { wrapper, driver } = await startGame()
    for (const face of [6, 6, 6, 1, 2]) await driver.tapFace(face)
    await driver.write('Sixes')
    expect(wrapper.get('[role="status"][aria-live="polite"]').text()).toBe(
      'Anna wrote 18 in Sixes. Round 1 of 15 · Bo’s turn',
    )
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Add a 1')
  })

  it('after a typed roll is written, the text field is empty and keeps focus for the next player', async () => {
    const { wrapper, driver } = await startGame()
    const field = wrapper.get<HTMLInputElement>('input[inputmode="numeric"]')
    await driver.play('66612', 'Sixes')
    expect(field.element.value).toBe('')
    expect(document.activeElement).toBe(field.element)
    // The next player's roll is not appended to the last one.
    await driver.play('22555', 'Fives')
    expect(driver.turnText()).toBe('Round 2 of 15 · Anna’s turn')
  })
})
