import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { db } from '@/db'
import { eventually } from '../helpers/game-driver'
import { startGame } from '../helpers/start-game'
import { MAXI_BOX_NAMES, YATZY_BOX_NAMES } from '../helpers/yatzy-sheet'

describe('whole games of the other variants through the sheet', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('Forced Yatzy: only the next box is offered, the rest wait blank; five sixes every turn', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'forced-yatzy',
      options: {},
      players: ['Solo'],
    })
    await driver.enterDice('66666')
    expect(driver.offer('Ones').exists()).toBe(true)
    // The boxes whose turn has not come wait, with no struck number that reads like a scratch.
    for (const box of ['Sixes', 'Yatzy']) {
      const waiting = wrapper.get(`[aria-label="${box}: not yet, the boxes are filled in order"]`)
      expect(waiting.attributes('disabled')).toBeDefined()
      expect(waiting.find('s').exists()).toBe(false)
    }
    expect(driver.forbidden('Sixes').exists()).toBe(false)
    expect(wrapper.get('.turn-grid').findAll('s')).toHaveLength(0)
    // The one legal box is preselected with a write button.
    const forcedButton = wrapper.findAll('button').find((b) => b.text() === 'Write 0 in Ones')
    expect(forcedButton).toBeDefined()

    await driver.enterDice('66667')
    expect(driver.refusal()).toContain('“7” is not a die face')

    const [ones, twos, ...rest] = YATZY_BOX_NAMES
    await driver.play('66666', ones)
    await driver.play('66666', twos)
    // Undo takes back Twos; Twos is the box again.
    await driver.undo()
    await eventually(() => expect(driver.turnText()).toBe('Round 2 of 15 · Solo’s turn'))
    await driver.play('66666', twos)
    // A correction offers only what Ones can hold (never 7); 3 (three ones) is taken.
    expect(await driver.correctionChoices('Ones, Solo: 0')).toEqual([0, 1, 2, 3, 4, 5])
    await driver.cancelDialog()
    expect(await driver.correct('Ones, Solo: 0', { score: 3 })).toBe('')
    for (const box of rest) await driver.play('66666', box)

    // Ones 3 + Sixes 30 (upper 33 < 42: no bonus), pair 12, three 18, four 24, chance 30, Yatzy 50.
    await eventually(() => expect(driver.isOver()).toBe(true))
    expect(driver.total(0)).toBe(3 + 30 + 12 + 18 + 24 + 30 + 50)
    expect(wrapper.findAll('.sheet__par td').map((td) => td.text())).toEqual([`−${42 - 33}`])
  })

  it('Maxi Yatzy: six dice, rolls used move the saved-rolls bank; six sixes every turn', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'maxi-yatzy',
      options: { fullStraight: 21 },
      players: ['Maxi', 'Mini'],
    })
    await driver.enterDice('6666666')
    expect(driver.refusal()).toBe('Only 6 dice are rolled.')
    await driver.enterDice('666666')
    // A first turn has 3 rolls; this one used 1, so two are banked.
    await wrapper.get('input[name="rolls-used"][value="1"]').setValue(true)
    await driver.write('Sixes')
    const savedRolls = () =>
      driver.onSheet(() => wrapper.findAll('.sheet__saved').map((s) => s.text()))
    expect(await savedRolls()).toEqual(['2 saved', '0 saved'])
    // Undo gives the banked rolls back with the box; then the same turn again.
    await driver.undo()
    await eventually(async () => expect(await savedRolls()).toEqual(['0 saved', '0 saved']))
    await driver.enterDice('666666')
    await wrapper.get('input[name="rolls-used"][value="1"]').setValue(true)
    await driver.write('Sixes')
    await driver.play('666666', 'Sixes')
    // Maxi now may use up to 3 + 2 = 5 rolls.
    await driver.enterDice('666666')
    expect(wrapper.findAll('input[name="rolls-used"]').map((i) => i.attributes('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ])
    await wrapper.get('input[name="rolls-used"][value="5"]').setValue(true)
    await driver.write('Maxi Yatzy')
    expect(await savedRolls()).toEqual(['0 saved', '0 saved'])

    // Every other box: Sixes is written, Maxi Yatzy comes first.
    const rest = MAXI_BOX_NAMES.filter((box) => box !== 'Sixes' && box !== 'Maxi Yatzy')
    await driver.play('666666', 'Maxi Yatzy')
    for (const box of rest) {
      await driver.play('666666', box)
      await driver.play('666666', box)
    }
    // Six sixes: Sixes 36, pair 12, three 18, four 24, five 30, chance 36, Maxi Yatzy 100; no bonus.
    await eventually(() => expect(driver.isOver()).toBe(true))
    const expected = 36 + 12 + 18 + 24 + 30 + 36 + 100
    expect([driver.total(0), driver.total(1)]).toEqual([expected, expected])
    expect(wrapper.get('.game-over__winner').text()).toBe('Shared win: Maxi and Mini!')
    // A late correction: Mini's Sixes were 6-6-6-6-6-1, 30 not 36; the shared win becomes Maxi's.
    expect(await driver.correct('Sixes, Mini: 36', { dice: '666661' })).toBe('')
    await eventually(() => expect(driver.total(1)).toBe(expected - 6))
    expect(wrapper.get('.game-over__winner').text()).toBe('Maxi wins!')
  })

  it('Yahtzee: the joker order is enforced and every extra Yahtzee earns 100', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yahtzee',
      options: {},
      players: ['Joe'],
    })
    await driver.enterDice('55550')
    expect(driver.refusal()).toContain('“0” is not a die face')
    await driver.play('55555', 'Yahtzee')
    await driver.undo()
    await eventually(() =>
      expect(wrapper.find('button[aria-label="Yahtzee, Joe: 50"]').exists()).toBe(false),
    )
    await driver.play('55555', 'Yahtzee')
    // The Yahtzee box can only hold 50 or nothing: a correction offers no other score.
    await driver.enterDice('22333')
    expect(await driver.correctionChoices('Yahtzee, Joe: 50')).toEqual([0, 50])
    await driver.cancelDialog()
    // Five 5s again with Yahtzee at 50: Fives is open, so only Fives may take it.
    await driver.enterDice('55555')
    expect(driver.forbidden('Full house').exists()).toBe(true)
    expect(driver.forbidden('Chance').exists()).toBe(true)
    await driver.write('Fives')
    // Five 6s in Fives instead? With Sixes open the joker rule refuses it, says why, changes nothing.
    expect(await driver.correct('Fives, Joe: 25', { dice: '66666' })).toBe(
      'Joker rule: this roll may only go into Sixes.',
    )
    expect(wrapper.find('button[aria-label="Fives, Joe: 25"]').exists()).toBe(true)
    // Five 5s a third time: Fives is closed, so any open lower box takes it as a joker.
    await driver.enterDice('55555')
    expect(driver.offer('Full house').attributes('aria-label')).toBe(
      'Full house: 25 points for this roll',
    )
    expect(driver.offer('Large straight').attributes('aria-label')).toBe(
      'Large straight: 40 points for this roll, best',
    )
    expect(driver.forbidden('Sixes').exists()).toBe(true)
    await driver.write('Full house')
    await driver.play('66666', 'Sixes')
    for (const [dice, box] of [
      ['12345', 'Ones'],
      ['12345', 'Twos'],
      ['12345', 'Threes'],
      ['12345', 'Fours'],
      ['12345', 'Three of a kind'],
      ['12345', 'Four of a kind'],
      ['12345', 'Small straight'],
      ['12345', 'Large straight'],
      ['12345', 'Chance'],
    ] as const) {
      await driver.play(dice, box)
    }
    await flushPromises()
    await eventually(() => expect(driver.isOver()).toBe(true))
    // Upper 1+2+3+4+25+30 = 65 → +35; lower 25+30+40+50+15 = 160; three Yahtzee bonuses = 300.
    expect(wrapper.findAll('.sheet__sum td').map((td) => td.text())).toEqual(['65', '300'])
    expect(driver.total(0)).toBe(65 + 35 + 160 + 300)
  })
})
