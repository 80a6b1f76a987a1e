import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { db } from '@/db'
import { setLocale } from '@/i18n'
import StatsView from '@/views/StatsView.vue'
import { mountWithApp } from '../helpers/mount'
import { eventually } from '../helpers/game-driver'
import { LOW_YAHTZEE, LOW_YATZY, PERFECT_YATZY, playGame } from '../helpers/played-game'

function select(wrapper: VueWrapper, label: string) {
  const found = wrapper.findAll('label').find((l) => l.text() === label)
  expect(found, `no label "${label}"`).toBeDefined()
  return wrapper.get(`select[id="${found!.attributes('for')}"]`)
}

/** The summary table as rows of cell texts, the header row first. */
const summary = (wrapper: VueWrapper) =>
  wrapper
    .get('[aria-labelledby="stats-summary-title"] .stats-table')
    .findAll('tr')
    .map((tr) => tr.findAll('th, td').map((cell) => cell.text()))

/** One variant's column of the summary: its name, then games, wins, average, best, bonus, Yatzys. */
const summaryColumn = (wrapper: VueWrapper, index: number) =>
  summary(wrapper).map((row) => row[index])

const boxAverages = (wrapper: VueWrapper, variant: string) => {
  const section = wrapper.findAll('.stats__box-variant').find((s) => s.get('h3').text() === variant)
  expect(section, `no box table for ${variant}`).toBeDefined()
  return Object.fromEntries(
    section!.findAll('tbody tr').map((tr) => [tr.get('th').text(), tr.get('td').text()]),
  )
}

/** The statistics screen once all of the player's statistics are shown (the chart comes last). */
async function mountStats() {
  const { wrapper } = mountWithApp(StatsView)
  await eventually(() => expect(wrapper.find('.line-chart').exists()).toBe(true))
  return wrapper
}

describe('player statistics', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    // Anna wins the first Yatzy 374–32, Bo the second; then Anna plays Yahtzee alone (62).
    await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    await playGame('yatzy', { Anna: LOW_YATZY, Bo: PERFECT_YATZY })
    await playGame('yahtzee', { Anna: LOW_YAHTZEE })
  })
  afterEach(async () => {
    document.body.innerHTML = ''
    await setLocale('en')
  })

  it('sums up the most recent player per variant and over all games', async () => {
    const wrapper = await mountStats()
    expect(wrapper.get('h1').text()).toBe('Statistics')
    expect((select(wrapper, 'Player').element as HTMLSelectElement).value).toBe('Anna')
    // A row per figure, so none is off to the right on a phone; a column per variant.
    expect(summary(wrapper)).toEqual([
      ['', 'Yatzy', 'Yahtzee', 'All games'],
      ['Games', '2', '1', '3'],
      ['Wins', '1', '1', '2'],
      // (374 + 32 + 62) / 3 = 156; one bonus in three games.
      ['Average', '203.0', '62.0', '156.0'],
      ['Best', '374', '62', '374'],
      ['Upper bonus', '50%', '0%', '33%'],
      ['Yatzys', '1', '0', '1'],
    ])
  })

  it('averages every box by its localised name', async () => {
    const wrapper = await mountStats()
    expect(boxAverages(wrapper, 'Yatzy')).toEqual({
      Ones: '3.0',
      Twos: '6.0',
      Threes: '9.0',
      Fours: '12.0',
      Fives: '12.5',
      Sixes: '18.0',
      'One pair': '6.0',
      'Two pairs': '11.0',
      'Three of a kind': '9.0',
      'Four of a kind': '12.0',
      'Small straight': '7.5',
      'Large straight': '10.0',
      'Full house': '14.0',
      Chance: '23.0',
      Yatzy: '25.0',
    })
    expect(boxAverages(wrapper, 'Yahtzee')['Small straight']).toBe('30.0')
  })

  it('narrows to one variant and another player', async () => {
    const wrapper = await mountStats()
    await select(wrapper, 'Game').setValue('yahtzee')
    await eventually(() => expect(summary(wrapper)[0]).toHaveLength(2))
    expect(summaryColumn(wrapper, 1)).toEqual(['Yahtzee', '1', '1', '62.0', '62', '0%', '0'])

    await select(wrapper, 'Player').setValue('Bo')
    await eventually(() =>
      expect(wrapper.text()).toContain('Bo has no finished games of this kind yet.'),
    )
    expect(wrapper.find('.stats-table').exists()).toBe(false)

    await select(wrapper, 'Game').setValue('')
    await eventually(() => expect(wrapper.find('.stats-table').exists()).toBe(true))
    expect(summaryColumn(wrapper, 1)).toEqual(['Yatzy', '2', '1', '203.0', '374', '50%', '1'])
  })

  it('charts the totals over time, a line per variant', async () => {
    const wrapper = await mountStats()
    const table = wrapper.get('.line-chart table')
    expect(table.findAll('thead th').map((th) => th.text())).toEqual(['Date', 'Yatzy', 'Yahtzee'])
    const values = table.findAll('tbody tr').map((tr) => tr.findAll('td').map((td) => td.text()))
    expect(values).toEqual([
      ['374', '–'],
      ['32', '–'],
      ['–', '62'],
    ])
  })

  it('writes numbers the way the language does', async () => {
    await setLocale('de')
    const wrapper = await mountStats()
    const yatzy = summaryColumn(wrapper, 1)
    expect(yatzy[3]).toBe('203,0')
    expect(yatzy[5]).toMatch(/^50\s%$/)
  })

  it('says what to do before any game is finished', async () => {
    await db.delete()
    await db.open()
    const { wrapper } = mountWithApp(StatsView)
    await eventually(() => expect(wrapper.text()).toContain('No statistics yet.'))
    expect(wrapper.findAll('a').some((a) => a.text() === 'New game')).toBe(true)
  })
})
