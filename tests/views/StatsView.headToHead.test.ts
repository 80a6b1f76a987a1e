import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { db } from '@/db'
import StatsView from '@/views/StatsView.vue'
import { mountWithApp } from '../helpers/mount'
import { eventually } from '../helpers/game-driver'
import { LOW_YATZY, PERFECT_YATZY, playGame } from '../helpers/played-game'

function select(wrapper: VueWrapper, label: string) {
  const found = wrapper.findAll('label').find((l) => l.text() === label)
  expect(found, `no label "${label}"`).toBeDefined()
  return wrapper.get(`select[id="${found!.attributes('for')}"]`)
}

/** A table of the head-to-head section as rows of cell texts, found by its heading. */
function table(wrapper: VueWrapper, heading: string): string[][] {
  const section = wrapper.get('.head-to-head')
  const title = section.findAll('h3').find((h) => h.text() === heading)
  expect(title, `no table "${heading}"`).toBeDefined()
  const next = title!.element.nextElementSibling!
  return [...next.querySelectorAll('tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim()),
  )
}

describe('head to head in the statistics', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    // Over a year ago: Anna beats Bo. (Dated back in the result rows statistics read.)
    const old = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    await db.playerResults
      .filter((row) => row.gameId === old.id)
      .modify({ finishedAt: Date.now() - 400 * 24 * 60 * 60 * 1000 })
    // Now: Bo beats Anna twice, once with Cy, who ties Anna.
    await playGame('yatzy', { Bo: PERFECT_YATZY, Anna: LOW_YATZY })
    await playGame('yatzy', { Bo: PERFECT_YATZY, Cy: LOW_YATZY, Anna: LOW_YATZY })
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('shows a leaderboard and every pair’s record, and narrows to a period', async () => {
    const { wrapper } = mountWithApp(StatsView)
    await eventually(() => expect(wrapper.find('.head-to-head table').exists()).toBe(true))
    expect(table(wrapper, 'Leaderboard')).toEqual([
      // The place stands before the name: four columns, so "Win rate" stays on a phone.
      ['Player', 'Games', 'Wins', 'Win rate'],
      ['1. Bo', '3', '2', '67%'],
      ['2. Anna', '3', '1', '33%'],
      ['3. Cy', '1', '0', '0%'],
    ])
    expect(table(wrapper, 'Pairs in Yatzy')).toEqual([
      ['Players', 'Games', 'Finished ahead', 'Ties'],
      ['Anna – Bo', '3', 'Anna 1 · Bo 2', '0'],
      ['Anna – Cy', '1', 'Anna 0 · Cy 0', '1'],
      ['Bo – Cy', '1', 'Bo 1 · Cy 0', '0'],
    ])

    await select(wrapper, 'Period').setValue('7')
    await eventually(() =>
      expect(table(wrapper, 'Leaderboard')[1]).toEqual(['1. Bo', '2', '2', '100%']),
    )
    expect(table(wrapper, 'Pairs in Yatzy')[1]).toEqual(['Anna – Bo', '2', 'Anna 0 · Bo 2', '0'])

    await select(wrapper, 'Game').setValue('forced-yatzy')
    await eventually(() =>
      expect(wrapper.get('.head-to-head').text()).toContain(
        'No finished games with two or more players in this period.',
      ),
    )
  })
})
