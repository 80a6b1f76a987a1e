import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import GameView from '@/views/GameView.vue'
import { useGameStore } from '@/stores/game'
import { db } from '@/db'
import { mountWithApp } from '../helpers/mount'
import { eventually, GameDriver } from '../helpers/game-driver'
import { countUpdates } from '../helpers/render-count'

const SIX = ['Anna', 'Bo', 'Cy', 'Dee', 'Eli', 'Fia']
/** The components that draw the sheet and the turn's boxes: the most of a tablet's page. */
const BOXES = ['ScoreSheet', 'SheetBoxCell', 'TurnBoxGrid']

/** Lets the switch's staged steps (a frame or two each) and any advice come in. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200))

describe('a table of six on a tablet', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    // The turn and the whole sheet side by side, as on the bench's 820×1180 tablet.
    ;(
      window as unknown as { happyDOM: { setViewport: (size: object) => void } }
    ).happyDOM.setViewport({ width: 820, height: 1180 })
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('draws no box again for a switch or the same roll again, and only the writer’s offers for a write', async () => {
    const { mixin, of, clear } = countUpdates()
    const { wrapper: probe } = mountWithApp({ template: '<div />' })
    const id = await useGameStore().start({ variant: 'maxi-yatzy', options: {}, players: SIX })
    probe.unmount()
    const { wrapper } = mountWithApp(GameView, { props: { id }, global: { mixins: [mixin] } })
    await eventually(() => expect(wrapper.find('.game__sheet').exists()).toBe(true))
    const driver = new GameDriver(wrapper)
    // Three rounds: everyone has 17 of Maxi Yatzy's 20 boxes open; Anna rolls six sixes.
    for (const box of ['Ones', 'Twos', 'Threes']) {
      for (let seat = 0; seat < SIX.length; seat++) await driver.play('123456', box)
    }
    await driver.enterDice('666666')
    const game = useGameStore()
    expect(await game.toggleHints(true)).toEqual({ ok: true })
    // The advisor's costs on Anna's boxes in the sheet.
    await eventually(() => expect(wrapper.find('.game__sheet .cell__hint').exists()).toBe(true))
    await settle()

    // The field hands its roll on again as it loses focus (a tap on a switch): nothing changes.
    clear()
    await driver.enterDice('666666')
    await settle()
    expect(of(BOXES)).toEqual({ ScoreSheet: 0, SheetBoxCell: 0, TurnBoxGrid: 0 })

    // Win chances on, with hints on: the same turn keeps its advice and its marks.
    clear()
    expect(await game.toggleWinChances(true)).toEqual({ ok: true })
    await flushPromises()
    await settle()
    expect(of(BOXES)).toEqual({ ScoreSheet: 0, SheetBoxCell: 0, TurnBoxGrid: 0 })
    // Nor the last write's line, which reads the record the switch stored anew.
    expect(of(['WriteLine'])).toEqual({ WriteLine: 0 })

    // Anna writes: her 17 open boxes lose their offers and costs; no other player's box changes.
    clear()
    await driver.write('Sixes')
    await settle()
    expect(driver.turnText()).toContain('Bo')
    expect(of(BOXES)).toEqual({ ScoreSheet: 1, SheetBoxCell: 17, TurnBoxGrid: 1 })
  }, 60_000)
})
