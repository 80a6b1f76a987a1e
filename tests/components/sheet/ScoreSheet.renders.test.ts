import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { deriveGame } from '@/db/figures'
import { boxOffers } from '@/game/offers'
import type { PortableGame } from '@/db'
import { makeGame, seededRandom } from '../../fixtures/games'
import { mountWithApp } from '../../helpers/mount'
import { countUpdates } from '../../helpers/render-count'
import ScoreSheet from '@/components/sheet/ScoreSheet.vue'

const SIX = ['Anna', 'Bo', 'Cy', 'Dee', 'Eli', 'Fia']

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a write on a six-player sheet', () => {
  it('renders again only the boxes whose look it changed: the writer’s offers, not two whole columns', async () => {
    // Maxi Yatzy, ten rounds played: Anna's turn, ten of her twenty boxes open, six sixes rolled.
    const game: PortableGame = makeGame(seededRandom(6), {
      variant: 'maxi-yatzy',
      players: SIX,
      moves: 6 * 10,
    })
    const before = deriveGame(game)
    expect(before.nextPlayer).toBe(0)
    const sheet = before.players[0]!.sheet
    const offers = boxOffers(before.rules, sheet, [6, 6, 6, 6, 6, 6])
    const offered = Object.entries(offers).filter(([, offer]) => offer && !offer.locked)
    expect(offered).toHaveLength(10)
    const [box, offer] = offered.find(([, offer]) => offer!.legal)!

    const { mixin, of, clear } = countUpdates()
    const { wrapper } = mountWithApp(ScoreSheet, {
      props: {
        rules: before.rules,
        players: SIX,
        figures: before.players,
        currentPlayer: 0,
        offers,
        correctable: true,
      },
      global: { mixins: [mixin] },
    })
    await flushPromises()
    clear()

    // Anna writes; Bo's turn starts with no dice in.
    const move = { player: 0, dice: [6, 6, 6, 6, 6, 6], box, score: offer!.score, at: 1 }
    const after = deriveGame({ ...game, moves: [...game.moves, move] } as PortableGame)
    expect(after.nextPlayer).toBe(1)
    await wrapper.setProps({ figures: after.players, currentPlayer: 1, offers: undefined })
    await flushPromises()

    // Her ten open boxes lost their offers (one of them now holds the score written); nothing in
    // Bo's column or anyone else's looks any different.
    expect(of(['SheetBoxCell'])).toEqual({ SheetBoxCell: 10 })
    expect(wrapper.find(`[data-box="${box}"] > :nth-child(2)`).text()).toBe(String(offer!.score))
  })
})
