import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { db, type GameRecord } from '@/db'
import type { VariantId } from '@/rules'
import HistoryView from '@/views/HistoryView.vue'
import { mountWithApp } from '../helpers/mount'
import { eventually } from '../helpers/game-driver'
import { finishedGameAt, seededRandom } from '../fixtures/games'
import { storeGames } from '../helpers/db'

const DAY = 86_400_000
const START = Date.UTC(2026, 10, 1, 18, 0)

/** Finished games one day apart, the first the oldest. */
function games(
  tables: { players: string[]; variant?: VariantId }[],
  random = seededRandom(7),
): GameRecord[] {
  return tables.map(({ players, variant = 'yatzy' }, index) =>
    finishedGameAt(random, { variant, players, id: `game-${index}` }, START + index * DAY),
  )
}

function select(wrapper: VueWrapper, label: string) {
  const found = wrapper.findAll('label').find((l) => l.text() === label)
  expect(found, `no label "${label}"`).toBeDefined()
  return wrapper.get(`select[id="${found!.attributes('for')}"]`)
}

/** Text with every run of white space as one space (template line breaks vary). */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
const entries = (wrapper: VueWrapper) => wrapper.findAll('li.history-entry')
const moreButton = (wrapper: VueWrapper) =>
  wrapper.findAll('button').find((b) => b.text() === 'Show more')

async function mountHistory() {
  const { wrapper } = mountWithApp(HistoryView)
  await eventually(() => expect(wrapper.find('.history__count').text()).not.toBe(''))
  return wrapper
}

describe('the past games list', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('lists finished games newest first with every total and the winner marked in words', async () => {
    const stored = games([
      { players: ['Anna', 'Bo'] },
      { players: ['Cy'] },
      { players: ['Dee', 'Eve'] },
    ])
    await storeGames(stored)
    const wrapper = await mountHistory()

    expect(entries(wrapper)).toHaveLength(3)
    const texts = entries(wrapper).map((li) => li.text())
    expect(texts[0]).toMatch(/Dee|Eve/)
    expect(texts[1]).toContain('Cy')
    expect(texts[2]).toMatch(/Anna/)

    // Each entry links to its review and shows each player's total; the winner says so.
    const newest = stored[2]!
    const entry = entries(wrapper)[0]!
    expect(entry.get('a').attributes('href')).toBe(`/history/${newest.id}`)
    for (const [seat, player] of newest.players.entries()) {
      expect(squash(entry.text())).toContain(`${player.name} ${newest.result!.totals[seat]}`)
    }
    const winnerSeat = newest.result!.places.indexOf(1)
    expect(squash(entry.get('.history-entry__player--winner').text())).toContain(
      `Winner: ${newest.players[winnerSeat]!.name}`,
    )
    expect(entry.text()).toContain('Yatzy')
    expect(wrapper.get('h1').text()).toBe('Past games')
  })

  it('filters by player and by variant', async () => {
    await storeGames(
      games([
        { players: ['Anna', 'Bo'] },
        { players: ['Bo'], variant: 'yahtzee' },
        { players: ['Cy', 'anna'], variant: 'yahtzee' },
        { players: ['Cy'], variant: 'maxi-yatzy' },
      ]),
    )
    const wrapper = await mountHistory()
    expect(entries(wrapper)).toHaveLength(4)

    // The player list offers the names of recent games, once each.
    await eventually(() =>
      expect(
        select(wrapper, 'Player')
          .findAll('option')
          .map((o) => o.text()),
      ).toEqual(expect.arrayContaining(['All players', 'Anna', 'Bo', 'Cy'])),
    )
    await select(wrapper, 'Player').setValue('Bo')
    await eventually(() => expect(entries(wrapper)).toHaveLength(2))
    expect(entries(wrapper).every((li) => li.text().includes('Bo'))).toBe(true)

    await select(wrapper, 'Game').setValue('yahtzee')
    await eventually(() => expect(entries(wrapper)).toHaveLength(1))
    expect(entries(wrapper)[0]!.text()).toContain('Yahtzee')

    // A name is a name in any case: "Anna" finds the game where she was written "anna".
    await select(wrapper, 'Player').setValue('Anna')
    await eventually(() => expect(entries(wrapper)[0]!.text()).toContain('anna'))
    expect(entries(wrapper)).toHaveLength(1)

    await select(wrapper, 'Player').setValue('')
    await select(wrapper, 'Game').setValue('')
    await eventually(() => expect(entries(wrapper)).toHaveLength(4))
  })

  it('shows 20 games at a time and the next ones on "Show more"', async () => {
    const tables = Array.from({ length: 45 }, (_, i) => ({ players: [`P${i}`] }))
    await storeGames(games(tables))
    const wrapper = await mountHistory()

    expect(entries(wrapper)).toHaveLength(20)
    expect(entries(wrapper)[0]!.text()).toContain('P44')
    expect(wrapper.get('.history__count').text()).toBe('Showing 20 of 45')

    await moreButton(wrapper)!.trigger('click')
    await eventually(() => expect(entries(wrapper)).toHaveLength(40))
    expect(entries(wrapper)[20]!.text()).toContain('P24')

    await moreButton(wrapper)!.trigger('click')
    await eventually(() => expect(entries(wrapper)).toHaveLength(45))
    expect(entries(wrapper)[44]!.text()).toContain('P0')
    expect(moreButton(wrapper)).toBeUndefined()
    expect(wrapper.get('.history__count').text()).toBe('Showing 45 of 45')
    // With the button gone, focus goes to the first game that came in.
    expect(document.activeElement).toBe(entries(wrapper)[40]!.get('a').element)
  })

  it('says what to do when there are no finished games yet', async () => {
    const { wrapper } = mountWithApp(HistoryView)
    await eventually(() => expect(wrapper.text()).toContain('No finished games yet.'))
    expect(entries(wrapper)).toHaveLength(0)
    const link = wrapper.findAll('a').find((a) => a.text() === 'New game')
    expect(link?.attributes('href')).toBe('/new')
  })

  it('says so when the filters leave nothing', async () => {
    await storeGames(games([{ players: ['Anna'] }]))
    const wrapper = await mountHistory()
    await select(wrapper, 'Game').setValue('maxi-yatzy')
    await eventually(() =>
      expect(wrapper.text()).toContain('No finished games match these filters'),
    )
    expect(entries(wrapper)).toHaveLength(0)
  })
})
