import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { db } from '@/db'
import { setLocale } from '@/i18n'
import type { TableOptions } from '@/rules'
import StatsView from '@/views/StatsView.vue'
import HistoryView from '@/views/HistoryView.vue'
import { mountWithApp } from '../helpers/mount'
import { eventually } from '../helpers/game-driver'
import { LOW_YAHTZEE, LOW_YATZY, PERFECT_YATZY, playGame } from '../helpers/played-game'

/** The family's own Yatzy from the report: upper bonus 35 at 63, a full house a fixed 25. */
const FAMILY_RULES: TableOptions = { upperBonus: { threshold: 63, value: 35 }, fullHouse: 25 }
const FAMILY = 'Yatzy (House rules: bonus 35 at 63 · Full house 25)'

function select(wrapper: VueWrapper, label: string) {
  const found = wrapper.findAll('label').find((l) => l.text() === label)
  expect(found, `no label "${label}"`).toBeDefined()
  return wrapper.get(`select[id="${found!.attributes('for')}"]`)
}

/** A table as rows of cell texts, found by the heading just before it. */
function tableAfter(wrapper: VueWrapper, heading: string): string[][] {
  const title = wrapper.findAll('h2, h3').find((h) => h.text() === heading)
  expect(title, `no table "${heading}"`).toBeDefined()
  let next = title!.element.nextElementSibling!
  if (!next.querySelector('table')) next = next.nextElementSibling!
  return [...next.querySelectorAll('tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim()),
  )
}

const summary = (wrapper: VueWrapper) => tableAfter(wrapper, 'Summary for Anna')

/** Picks a kind in the Game filter once the kinds played have been read. */
async function pickKind(wrapper: VueWrapper, label: string) {
  const game = select(wrapper, 'Game')
  await eventually(() => expect(game.findAll('option').map((o) => o.text())).toContain(label))
  const option = game.findAll('option').find((o) => o.text() === label)!
  await game.setValue(option.attributes('value'))
}

describe('statistics under house rules: each rule set is a kind of its own', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    // By the rule book: Anna's perfect sheet is 374 (105 + bonus 50 + 219), Bo's low one 32.
    await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    // The family's rules: the same perfect sheet is 105 + 35 + (219 − 28 + 25) = 356; Bo 32.
    await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY }, Infinity, FAMILY_RULES)
    // The family's rules again: both write the low sheet, 32 each, and share the win.
    await playGame('yatzy', { Anna: LOW_YATZY, Bo: LOW_YATZY }, Infinity, FAMILY_RULES)
    // Yahtzee: 62 each, another shared win.
    await playGame('yahtzee', { Anna: LOW_YAHTZEE, Bo: LOW_YAHTZEE })
  })
  afterEach(async () => {
    document.body.innerHTML = ''
    await setLocale('en')
  })

  it('counts each game once, under its own kind and with its own totals', async () => {
    const { wrapper } = mountWithApp(StatsView)
    await eventually(() => expect(wrapper.find('.line-chart').exists()).toBe(true))
    expect(summary(wrapper)).toEqual([
      ['', 'Yatzy', FAMILY, 'Yahtzee', 'All games'],
      // Four games: one in each column but the family's, which has two; All adds them up.
      ['Games', '1', '2', '1', '4'],
      // A shared first place is a win for each who shares it.
      ['Wins', '1', '2', '1', '4'],
      // (356 + 32) / 2 = 194; (374 + 356 + 32 + 62) / 4 = 206.
      ['Average', '374.0', '194.0', '62.0', '206.0'],
      ['Best', '374', '356', '62', '374'],
      ['Upper bonus', '100%', '50%', '0%', '50%'],
      ['Yatzys', '1', '1', '0', '2'],
    ])
    // The screen says how it counts, and never that a game it counts is left out.
    expect(wrapper.get('[data-testid="stats-policy"]').text()).toContain(
      'a shared first place is a win for each',
    )
    expect(wrapper.text()).not.toMatch(/not counted|no finished games/i)
    expect(wrapper.findAll('.stats__box-variant h3').map((h) => h.text())).toEqual([
      'Yatzy',
      FAMILY,
      'Yahtzee',
    ])

    // The family table: one record per kind, and everyone's games counted once.
    await eventually(() => expect(wrapper.find('.head-to-head table').exists()).toBe(true))
    expect(tableAfter(wrapper, 'Leaderboard')).toEqual([
      ['Player', 'Games', 'Wins', 'Win rate'],
      ['1. Anna', '4', '4', '100%'],
      ['2. Bo', '4', '2', '50%'],
    ])
    expect(tableAfter(wrapper, 'Pairs in Yatzy')).toEqual([
      ['Players', 'Games', 'Finished ahead', 'Ties'],
      ['Anna – Bo', '1', 'Anna 1 · Bo 0', '0'],
    ])
    expect(tableAfter(wrapper, `Pairs in ${FAMILY}`)).toEqual([
      ['Players', 'Games', 'Finished ahead', 'Ties'],
      ['Anna – Bo', '2', 'Anna 1 · Bo 0', '1'],
    ])
    expect(tableAfter(wrapper, 'Pairs in Yahtzee')[1]).toEqual([
      'Anna – Bo',
      '1',
      'Anna 0 · Bo 0',
      '1',
    ])
  })

  it('narrows every table to the kind picked, and players level share their place', async () => {
    const { wrapper } = mountWithApp(StatsView)
    await eventually(() => expect(wrapper.find('.line-chart').exists()).toBe(true))

    await pickKind(wrapper, FAMILY)
    await eventually(() => expect(summary(wrapper)[0]).toEqual(['', FAMILY]))
    expect(summary(wrapper).map((row) => row[1])).toEqual([
      FAMILY,
      '2',
      '2',
      '194.0',
      '356',
      '50%',
      '1',
    ])
    await eventually(() =>
      expect(tableAfter(wrapper, 'Leaderboard')).toEqual([
        ['Player', 'Games', 'Wins', 'Win rate'],
        ['1. Anna', '2', '2', '100%'],
        ['2. Bo', '2', '1', '50%'],
      ]),
    )
    expect(wrapper.findAll('.head-to-head h3').map((h) => h.text())).toEqual([
      'Leaderboard',
      `Pairs in ${FAMILY}`,
    ])

    // The rule book's Yatzy holds only the one game played by it.
    await pickKind(wrapper, 'Yatzy')
    await eventually(() => expect(summary(wrapper)[1]).toEqual(['Games', '1']))
    expect(summary(wrapper)[3]).toEqual(['Average', '374.0'])

    // Yahtzee: one game, tied. Both won it, so both stand first.
    await pickKind(wrapper, 'Yahtzee')
    await eventually(() =>
      expect(tableAfter(wrapper, 'Leaderboard')).toEqual([
        ['Player', 'Games', 'Wins', 'Win rate'],
        ['1. Anna', '1', '1', '100%'],
        ['1. Bo', '1', '1', '100%'],
      ]),
    )
  })

  it('names the kind in every language', async () => {
    await setLocale('de')
    const { wrapper } = mountWithApp(StatsView)
    await eventually(() => expect(wrapper.find('.stats-table').exists()).toBe(true))
    expect(tableAfter(wrapper, 'Übersicht für Anna')[0]).toContain(
      'Yatzy (Hausregeln: Bonus 35 ab 63 · Full House 25)',
    )
    expect(wrapper.get('[data-testid="stats-policy"]').text()).toContain('Hausregeln')
  })

  it('offers the same kinds in Past games, where a kind holds exactly its games', async () => {
    const { wrapper } = mountWithApp(HistoryView)
    await eventually(() => expect(wrapper.findAll('.history-entry')).toHaveLength(4))
    await pickKind(wrapper, FAMILY)
    await eventually(() => expect(wrapper.findAll('.history-entry')).toHaveLength(2))
    await pickKind(wrapper, 'Yatzy')
    await eventually(() => expect(wrapper.findAll('.history-entry')).toHaveLength(1))
    expect(wrapper.get('.history-entry').text()).toContain('374')
  })
})
