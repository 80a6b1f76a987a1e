import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db, getGame } from '@/db'
import GameView from '@/views/GameView.vue'
import { eventually } from '../helpers/game-driver'
import { mountWithApp } from '../helpers/mount'
import { startGame } from '../helpers/start-game'
import { setScreen } from '../helpers/screen'
import { loadEveryScreen, setLocale } from '@/i18n'

const FOUR = ['Anna', 'Bo', 'Cleo', 'Dan']

describe('everyone at the table sees what happened', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
    localStorage.clear()
  })
  afterEach(() => {
    document.body.innerHTML = ''
    setScreen(360, 740)
  })

  it('a visible line says what was written, what was taken back, and outlives a reload', async () => {
    const { wrapper, driver, id } = await startGame({
      variant: 'yatzy',
      options: {},
      players: FOUR,
    })
    const line = () => wrapper.get('.write-line').text()
    expect(line()).toContain('Nothing written yet')
    await driver.play('66612', 'Sixes')
    expect(line()).toContain('Anna: 18 in Sixes')
    await driver.play('11123', 'Ones')
    expect(line()).toContain('Bo: 3 in Ones')
    await driver.undo()
    await eventually(() => expect(line()).toContain('Taken back: Bo’s 3 in Ones'))
    wrapper.unmount()

    const { wrapper: again } = mountWithApp(GameView, { props: { id } })
    await eventually(() => expect(again.get('.write-line').text()).toContain('Anna: 18 in Sixes'))
  })

  it('what it shows keeps the score and the box: a take-back crossed out, a correction as box → score', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Annabelle-Marie', 'Anna'],
    })
    const seen = () => wrapper.get('.write-line__text').text().replace(/\s+/g, ' ')
    await driver.play('66612', 'Sixes')
    expect(seen()).toBe('Annabelle-Marie: 18 in Sixes')
    await driver.undo()
    await eventually(() =>
      expect(wrapper.get('.write-line').classes()).toContain('write-line--undone'),
    )
    expect(seen()).toBe('Annabelle-Marie: 18 in Sixes')
    await driver.play('66612', 'Sixes')
    await driver.viewSheet()
    expect(await driver.correct('Sixes, Annabelle-Marie: 18', { score: 24 })).toBe('')
    await eventually(() => expect(seen()).toBe('Annabelle-Marie: Sixes → 24'))
  })

  it('in a column game it names the column: written, taken back and corrected', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yatzy',
      options: { columns: [1, 2, 3] },
      players: ['Solo'],
    })
    const seen = () => wrapper.get('.write-line__text').text().replace(/\s+/g, ' ')
    await wrapper.get('button[aria-label^="Column 3 ×3"]').trigger('click')
    // 6-6-6-5-5 is a full house of 28 in the ×3 column.
    await driver.play('66655', 'Full house ×3')
    expect(seen()).toBe('Solo: 28 in Full house ×3')
    await driver.undo()
    await eventually(() =>
      expect(wrapper.get('.write-line .visually-hidden').text()).toBe(
        'Taken back: Solo’s 28 in Full house ×3',
      ),
    )
    await driver.play('66655', 'Full house ×3')
    // Corrected to 2-2-5-5-5's 19: the line reads the column's own box, not the empty sheet's 0.
    expect(await driver.correct('Full house ×3, Solo: 28', { score: 19 })).toBe('')
    await eventually(() => expect(seen()).toBe('Solo: Full house ×3 → 19'))
  })

  it('names the column by its number where two columns count alike', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yatzy',
      options: { columns: [1, 1] },
      players: ['Solo'],
    })
    await wrapper.get('button[aria-label^="Column 2 ×1"]').trigger('click')
    await driver.play('66612', 'Sixes ×1')
    expect(wrapper.get('.write-line__text').text().replace(/\s+/g, ' ')).toBe(
      'Solo: 18 in Sixes ×1 (column 2)',
    )
  })

  it('a write that earns a bonus says so: the upper bonus on the write that reaches 63', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Solo'],
    })
    for (const [dice, box] of [
      ['66612', 'Sixes'],
      ['55512', 'Fives'],
      ['44412', 'Fours'],
      ['33312', 'Threes'],
      ['22213', 'Twos'],
    ] as const) {
      await driver.play(dice, box)
    }
    expect(wrapper.get('.write-line').text()).not.toContain('bonus')
    await driver.play('11123', 'Ones')
    expect(wrapper.get('.write-line__text').text()).toContain('Solo: 3 in Ones +50 bonus')
    expect(wrapper.get('.write-line .visually-hidden').text()).toBe(
      'Solo: 3 in Ones · +50 upper bonus',
    )
  })

  it('the scoreboard shows every player with total and ± par, the current one marked', async () => {
    const { wrapper, driver } = await startGame({ variant: 'yatzy', options: {}, players: FOUR })
    // Anna: three sixes are par for Sixes (±0); Bo: two ones are one below par for Ones (−1).
    await driver.play('66612', 'Sixes')
    await driver.play('11234', 'Ones')
    const board = wrapper.get('.board')
    const players = board.findAll('.board__player')
    expect(players.map((p) => p.get('.board__name').text())).toEqual(FOUR)
    expect(players.map((p) => p.get('.board__total').text())).toEqual(['18', '2', '0', '0'])
    // The ± par is labelled on screen, not a bare "2 −1" that reads like a penalty.
    const shownPar = (player: (typeof players)[number]) => player.get('.board__par-shown').text()
    expect(shownPar(players[0]!)).toBe('par ±0')
    expect(shownPar(players[1]!)).toBe('par −1')
    expect(players[2]!.attributes('aria-current')).toBe('step')
    expect(players.filter((p) => p.attributes('aria-current'))).toHaveLength(1)
    // One tap opens the full sheet, another goes back to the turn.
    await board.trigger('click')
    expect(wrapper.find('.sheet').exists()).toBe(true)
    await wrapper.get('.board').trigger('click')
    expect(wrapper.find('.turn-grid').exists()).toBe(true)
  })

  it('the scoreboard names each player whole where nothing is laid out to fit it to', async () => {
    const { wrapper } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Annabelle-Marie', 'Computer (Easy)', 'Computer (Medium)', 'Bo'],
    })
    const names = wrapper.findAll('.board__name').map((name) => name.text())
    // The forms a narrow card takes come from its width in a browser (newcomer-layout.e2e.ts);
    // with no layout to measure (this DOM), no name is cut or shortened.
    expect(names).toEqual(['Annabelle-Marie', 'Computer (Easy)', 'Computer (Medium)', 'Bo'])
  })

  it('hidden totals show a dot for everyone until the end', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Anna', 'Bo'],
      hideTotals: true,
    })
    await driver.play('66612', 'Sixes')
    const totals = wrapper.findAll('.board__total').map((t) => t.text())
    expect(totals).toEqual(['·', '·'])
    expect(wrapper.find('.board__par').exists()).toBe(false)
  })

  it('five typed digits show what the roll is worth without Enter', async () => {
    const { wrapper, driver } = await startGame({ variant: 'yatzy', options: {}, players: FOUR })
    const input = wrapper.get('input[inputmode="numeric"]')
    await input.setValue('6661')
    expect(driver.offer('Sixes').exists()).toBe(false)
    await input.setValue('66612')
    await eventually(() =>
      expect(driver.offer('Sixes').attributes('aria-label')).toContain('18 points'),
    )
  })

  it("a computer's chosen box stands on the grid before the next player's turn", async () => {
    localStorage.setItem('yatzy-pad.settings.v1', JSON.stringify({ computerSpeed: 'fast' }))
    const { wrapper, driver, id } = await startGame({
      variant: 'yatzy',
      options: {},
      players: ['Anna', 'Computer (Easy)'],
      playerKinds: [{}, { computer: 'easy' }],
    })
    await driver.play('66612', 'Sixes')
    // While it is still the computer's turn, one box shows the score it is about to write.
    let shown: { label: string; turn: string } | undefined
    await eventually(() => {
      const chosen = wrapper.find('.turn-box--selected')
      expect(chosen.exists()).toBe(true)
      shown = { label: chosen.attributes('aria-label')!, turn: driver.turnText() }
    }, 10_000)
    expect(shown!.turn).toBe('Round 1 of 15 · Computer (Easy)’s turn')
    await eventually(() => expect(driver.turnText()).toBe('Round 2 of 15 · Anna’s turn'), 10_000)
    const move = (await getGame(id))!.moves[1]!
    // The box on show was the box written, with the score written.
    expect(shown!.label).toContain(`${move.score} point`)
    expect(wrapper.get('.write-line').text()).toContain(`Computer (Easy): ${move.score} in`)
  })

  it('a computer started in English is named in Swedish on a Swedish screen', async () => {
    await setLocale('sv')
    await loadEveryScreen()
    try {
      const { wrapper } = await startGame({
        variant: 'yatzy',
        options: {},
        players: ['Anna', 'Computer (Medium)', 'Robbie'],
        playerKinds: [{}, { computer: 'medium' }, { computer: 'hard' }],
      })
      const names = wrapper.findAll('.board__player .visually-hidden').map((n) => n.text())
      expect(names.filter((name) => name.endsWith(':'))).toEqual([
        'Anna:',
        'Dator (Medel):',
        'Robbie:',
      ])
      // The ± par is named as the sheet's row names it (Plus/minus), never "bonus".
      expect(wrapper.get('.board__par-shown').text()).toBe('+/− ±0')
    } finally {
      await setLocale('en')
    }
  })

  it('a tablet shows the turn and the whole sheet side by side', async () => {
    setScreen(820, 1180)
    const { wrapper } = await startGame({ variant: 'yatzy', options: {}, players: FOUR })
    expect(wrapper.find('.turn-grid').exists()).toBe(true)
    expect(wrapper.find('.sheet').exists()).toBe(true)
    // Upper and lower boxes are grouped, as on the paper pad.
    expect(wrapper.findAll('.turn-grid__break')).toHaveLength(1)
    // No switch to the sheet that is already there.
    expect(wrapper.get('.board').element.tagName).toBe('DIV')
  })
})
