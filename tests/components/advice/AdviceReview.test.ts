import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { appendMove, createGame, type GameRecord } from '@/db'
import { getVariant, scoreBox } from '@/rules'
import AdviceReview from '@/components/advice/AdviceReview.vue'
import { loadEveryScreen, setLocale } from '@/i18n'
import { mountWithApp } from '../../helpers/mount'
import { eventually } from '../../helpers/game-driver'
import { resetDatabase } from '../../helpers/db'

const BOXES = getVariant('forced-yatzy').boxes.map((box) => box.id)

/**
 * A Forced Yatzy game played to the end with 6-6-6-6-6 every turn; `typed(player, round)` says
 * which boxes were written as a bare score, without their dice.
 */
async function play(players: string[], typed: (player: number, round: number) => boolean) {
  let game: GameRecord = await createGame({ variant: 'forced-yatzy', options: {}, players })
  for (const [round, box] of BOXES.entries()) {
    for (const player of players.keys()) {
      const dice = [6, 6, 6, 6, 6]
      const score = scoreBox('forced-yatzy', box, dice)
      const move = { player, box, score, dice: typed(player, round) ? null : dice }
      game = await appendMove(game.id, game.revision, move)
    }
  }
  return game
}

async function review(game: GameRecord) {
  const { wrapper } = mountWithApp(AdviceReview, { props: { game } })
  await wrapper.get('button').trigger('click')
  await eventually(() => expect(wrapper.findAll('.advice-review__player').length).toBe(2))
  return wrapper
}

beforeEach(async () => {
  await resetDatabase()
  await setLocale('en')
  await loadEveryScreen()
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('the review against perfect play', () => {
  it('says a game written without dice is not rated, and offers no review to run', async () => {
    const game = await play(['Anna', 'Bo'], () => true)
    const { wrapper } = mountWithApp(AdviceReview, { props: { game } })
    expect(wrapper.text()).toContain(
      'This game was written without dice, so its choices are not rated.',
    )
    expect(wrapper.text()).not.toContain('given away')
    expect(wrapper.find('button').exists()).toBe(false)
  })

  it('says "not rated" where the points lost would stand for a player without dice', async () => {
    const game = await play(['Anna', 'Bo'], (player) => player === 1)
    const wrapper = await review(game)
    const [anna, bo] = wrapper.findAll('.advice-review__player')
    // Forced Yatzy has no choice of box: a player with dice gives nothing away.
    expect(anna!.get('summary').text()).toBe('Anna: 0.0 expected points given away')
    expect(bo!.text()).toBe('Bo: not rated (written without dice)')
    expect(bo!.find('table').exists()).toBe(false)
    expect(wrapper.text()).not.toContain('Bo: 0.0')
  })

  it('says how many boxes were rated for a player with some written without dice', async () => {
    const game = await play(['Anna', 'Bo'], (player, round) => player === 0 && round < 2)
    const wrapper = await review(game)
    const [anna, bo] = wrapper.findAll('.advice-review__player')
    expect(anna!.get('summary').text()).toBe(
      'Anna: 0.0 expected points given away (13 of 15 boxes rated)',
    )
    expect(anna!.findAll('tbody tr')).toHaveLength(13)
    expect(bo!.get('summary').text()).toBe('Bo: 0.0 expected points given away')
  })
})
