import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { nextTick, reactive } from 'vue'
import { i18n } from '@/i18n'
import { getVariant, writeBox, emptySheet, type Sheet } from '@/rules'
import { db, type GameRecord, type MoveRecord, type PlayerResultRecord } from '@/db'
import WinChanceBars from '@/components/win/WinChanceBars.vue'
import WinChances from '@/components/win/WinChances.vue'
import WinStoryChart from '@/components/win/WinStoryChart.vue'
import PlayToWinText from '@/components/win/PlayToWinText.vue'
import { eventually } from '../../helpers/game-driver'

type Game = Pick<
  GameRecord,
  'id' | 'variant' | 'options' | 'players' | 'moves' | 'revision' | 'hideTotals' | 'finishedAt'
>

/** Forced Yatzy, Anna throws 1-2-3-4-6 and Bo 3-3-3-3-3 every turn, boxes top to bottom. */
function forcedGame(moves: number, hideTotals = false): Game {
  const boxes = getVariant('forced-yatzy').boxes
  const sheets: Sheet[] = [emptySheet('forced-yatzy'), emptySheet('forced-yatzy')]
  const written: MoveRecord[] = []
  for (let k = 0; k < moves; k++) {
    const player = k % 2
    const dice = player === 0 ? [1, 2, 3, 4, 6] : [3, 3, 3, 3, 3]
    const box = boxes[Math.floor(k / 2)]!.id
    sheets[player] = writeBox('forced-yatzy', sheets[player]!, dice, box)
    written.push({ player, dice, box, score: sheets[player]!.scores[box]!, at: 0 })
  }
  return {
    id: 'g1',
    variant: 'forced-yatzy',
    options: {},
    players: [
      { id: 'a', name: 'Anna' },
      { id: 'b', name: 'Bo' },
    ],
    moves: written,
    revision: moves,
    ...(hideTotals ? { hideTotals } : {}),
  }
}

const global = { plugins: [i18n] }

beforeEach(() => setActivePinia(createPinia()))
afterEach(() => {
  document.body.innerHTML = ''
})

describe('WinChanceBars', () => {
  const chances = {
    win: [0.25, 0.75],
    expected: [201.4, 233],
    low: [180, 210],
    high: [222, 256],
    exact: [false, false],
    optimal: true,
  }

  it('shows one bar per player with the chance to win, expected score and likely range', () => {
    const wrapper = mount(WinChanceBars, {
      props: { names: ['Anna', 'Bo'], chances, estimate: false, error: null },
      global,
    })
    const rows = wrapper.findAll('[data-test="win-player"]').map((row) => row.text())
    expect(rows[0]).toContain('Anna')
    expect(rows[0]).toContain('25% to win')
    expect(rows[0]).toContain('Expected 201 · likely 180–222')
    expect(rows[1]).toContain('75% to win')
    expect(wrapper.findAll('rect.win-chances__fill').map((r) => r.attributes('width'))).toEqual([
      '25',
      '75',
    ])
    expect(wrapper.text()).toContain('Assuming everyone plays for the highest expected score.')
  })

  it('labels Maxi Yatzy numbers as an estimate, and says when it is still working or failed', () => {
    const estimate = mount(WinChanceBars, {
      props: {
        names: ['Anna', 'Bo'],
        chances: { ...chances, optimal: false },
        estimate: true,
        error: null,
      },
      global,
    })
    expect(estimate.text()).toContain('An estimate')
    const working = mount(WinChanceBars, {
      props: { names: ['Anna'], chances: null, estimate: false, error: null },
      global,
    })
    expect(working.get('[role="status"]').text()).toBe('Working out the chances…')
    const failed = mount(WinChanceBars, {
      props: { names: ['Anna'], chances: null, estimate: false, error: 'no table' },
      global,
    })
    expect(failed.get('[role="status"]').text()).toBe('Win chances are not available.')
  })
})

describe('WinChances on a game', () => {
  const percents = (wrapper: ReturnType<typeof mount>) =>
    wrapper.findAll('[data-test="win-percent"]').map((p) => p.text())

  it('shows the chances for the game as it stands and updates them after a write', async () => {
    const game = reactive(forcedGame(6))
    const wrapper = mount(WinChances, { props: { game }, global, attachTo: document.body })
    await eventually(() => expect(percents(wrapper)).toHaveLength(2), 30_000)
    // After three rounds Bo has 15 (five threes) against Anna's 1 + 2 + 3.
    const [anna, bo] = percents(wrapper).map((text) => parseInt(text, 10))
    expect(bo).toBeGreaterThan(anna!)
    expect(anna! + bo!).toBeGreaterThanOrEqual(99)
    const before = wrapper.text()
    game.moves.push(...forcedGame(7).moves.slice(6))
    game.revision++
    await nextTick()
    await eventually(() => expect(wrapper.text()).not.toBe(before), 30_000)
  })

  it('updates when a written score is corrected (same number of writes)', async () => {
    const game = reactive(forcedGame(6))
    const wrapper = mount(WinChances, { props: { game }, global, attachTo: document.body })
    await eventually(() => expect(percents(wrapper)).toHaveLength(2), 30_000)
    const before = wrapper.text()
    // Bo's threes corrected from 15 to 3: Anna is back in the game.
    game.moves[5] = { ...game.moves[5]!, dice: [3, 1, 1, 1, 1], score: 3 }
    game.revision++
    await eventually(() => expect(wrapper.text()).not.toBe(before), 30_000)
  })

  it('says what each player’s strength rests on: past games, a new player, a computer’s level', async () => {
    await db.delete()
    await db.open()
    const past = (k: number): PlayerResultRecord => ({
      id: `old${k}/0`,
      gameId: `old${k}`,
      player: 'anna',
      name: 'Anna',
      variant: 'forced-yatzy',
      kind: 'forced-yatzy',
      finishedAt: k + 1,
      total: 120,
      place: 1,
      upperBonus: false,
      yatzy: false,
      scores: [],
    })
    await db.playerResults.bulkPut([past(0), past(1), past(2)])
    const game = forcedGame(6)
    game.players = [...game.players, { id: 'c', name: 'Computer (Hard)', computer: 'hard' }]
    game.moves = game.moves.slice(0, 0)
    const wrapper = mount(WinChances, { props: { game }, global, attachTo: document.body })
    const basis = () => wrapper.findAll('[data-test="win-basis"]').map((b) => b.text())
    await eventually(() => expect(basis()).toHaveLength(3), 30_000)
    expect(basis()).toEqual([
      'from 3 past games',
      'a new player: assumed average',
      'its level’s average (Hard)',
    ])
    expect(wrapper.text()).toContain('Assuming everyone plays as well as usual from here.')
    // Nothing written yet: the Hard computer is the favourite, and Anna (120 a game) the outsider.
    const [anna, bo, computer] = percents(wrapper).map((text) => parseInt(text, 10))
    expect(computer).toBeGreaterThan(bo!)
    expect(bo).toBeGreaterThan(anna!)
  })

  it('stays hidden while the game hides its totals', async () => {
    const wrapper = mount(WinChances, { props: { game: forcedGame(6, true) }, global })
    await flushPromises()
    expect(wrapper.find('.win-chances').exists()).toBe(false)
  })
})

describe('WinStoryChart', () => {
  it('draws every player’s chance after every write and names the turning point', async () => {
    await db.delete()
    await db.open()
    const game = forcedGame(12)
    const wrapper = mount(WinStoryChart, { props: { game }, global, attachTo: document.body })
    await eventually(
      () => expect(wrapper.find('[data-test="win-turning-point"]').exists()).toBe(true),
      30_000,
    )
    expect(wrapper.get('[data-test="win-turning-point"]').text()).toMatch(
      /^Turning point Round [1-6]: (Anna|Bo)’s [A-Z][a-z ]+, \d+% → \d+%$/,
    )
    const lines = wrapper.findAll('g.line-chart__series')
    expect(lines.map((g) => g.attributes('data-series'))).toEqual(['Anna', 'Bo'])
    // Before the first write and after each of the 12.
    expect(lines[0]!.get('polyline').attributes('points')!.split(' ')).toHaveLength(13)
    expect(wrapper.get('[data-test="win-strength"]').text()).toBe(
      'Anna: a new player: assumed average · Bo: a new player: assumed average',
    )
  })
})

describe('PlayToWinText', () => {
  const boxes = [
    { box: 'chance' as const, score: 6, win: 0.046, expectedFinal: 58 },
    { box: 'yatzy' as const, score: 0, win: 0, expectedFinal: 67 },
  ]

  it('says how far behind, which box to write to win, and what the points-best box gives', () => {
    const advice = { boxes, expectedBest: 'yatzy' as const, differs: true, behindBy: 40.4 }
    const wrapper = mount(PlayToWinText, { props: { advice }, global })
    expect(wrapper.text()).toBe(
      'Behind by 40: play to win with Chance (5% to win; Yatzy, best for points, gives 0%).',
    )
  })

  it('words it without a deficit when the player is not behind', () => {
    const advice = { boxes, expectedBest: 'yatzy' as const, differs: true, behindBy: -3 }
    const wrapper = mount(PlayToWinText, { props: { advice }, global })
    expect(wrapper.text()).toBe(
      'To win, write Chance (5% to win; Yatzy, best for points, gives 0%).',
    )
  })
})
