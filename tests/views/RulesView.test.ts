import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import RulesView from '@/views/RulesView.vue'
import { loadRuleBook, setLocale } from '@/i18n'
import { mountWithApp } from '../helpers/mount'
import { createGame, db } from '@/db'
import { eventually } from '../helpers/game-driver'

// The screen's route loads its text; mounted on its own, the test loads it.
beforeAll(() => loadRuleBook())

afterEach(async () => {
  document.body.innerHTML = ''
  await setLocale('en')
})

/** A table's rows as the reader sees them: box, what counts, example. */
const rowsOf = (table: ReturnType<ReturnType<typeof mountWithApp>['wrapper']['get']>) =>
  table.findAll('tbody tr').map((tr) => tr.findAll('th, td').map((cell) => cell.text()))

describe('the Rules screen', () => {
  it('is written for players: a section per game, its boxes with examples, house rules', async () => {
    const { wrapper } = mountWithApp(RulesView)
    expect(wrapper.get('h1').text()).toBe('Rules')
    expect(wrapper.findAll('h2').map((h) => h.text())).toEqual([
      'How a game goes',
      'Yatzy',
      'Forced Yatzy',
      'Maxi Yatzy',
      'Yahtzee',
      'House rules',
    ])
    const [yatzy, maxi, yahtzee] = wrapper.findAll('table')
    expect(yatzy!.findAll('thead th').map((th) => th.text())).toEqual([
      'Box',
      'What counts',
      'Example',
    ])
    expect(rowsOf(yatzy!)[0]).toEqual([
      'Ones to Sixes',
      "The dice showing the box's number, added up.",
      '3\u00a03\u00a03\u00a05\u00a06 in Threes: 9 points',
    ])
    expect(rowsOf(yatzy!)[1]![0]).toBe('One pair')
    // Every box of each game, once: the upper boxes share a row.
    expect(rowsOf(yatzy!)).toHaveLength(10)
    expect(rowsOf(maxi!)).toHaveLength(15)
    expect(rowsOf(yahtzee!)).toHaveLength(8)
    // A worked example of par, and no formula or option key anywhere.
    expect(wrapper.text()).toContain('four sixes in Sixes are 24 points, 6 over par (par is 18).')
    expect(wrapper.text()).not.toMatch(/×|−|three-kind|smallStraight|Public rules API|English only/)
  })

  it('in Swedish and German, every word is in the language, the boxes named as on the sheet', async () => {
    await setLocale('sv')
    const sv = mountWithApp(RulesView).wrapper
    expect(sv.get('h1').text()).toBe('Regler')
    expect(sv.get('h2').text()).toBe('Så går ett spel till')
    const table = sv.get('table')
    expect(table.findAll('thead th').map((th) => th.text())).toEqual([
      'Ruta',
      'Vad som räknas',
      'Exempel',
    ])
    expect(rowsOf(table)[0]![0]).toBe('Ettor till Sexor')
    expect(rowsOf(table)[1]).toEqual([
      'Ett par',
      'Två lika tärningar. Det högsta paret räknas.',
      '3\u00a03\u00a05\u00a05\u00a06: 10 poäng',
    ])
    expect(sv.text()).toContain('fyra sexor i Sexor ger 24 poäng, 6 på plus (jämnt är 18)')
    sv.unmount()

    await setLocale('de')
    const de = mountWithApp(RulesView).wrapper
    expect(de.get('h1').text()).toBe('Regeln')
    const yahtzee = de.findAll('table')[2]!
    expect(rowsOf(yahtzee)[1]).toEqual([
      'Dreier\u00adpasch',
      'Mindestens drei gleiche: alle fünf Würfel.',
      '5\u00a05\u00a05\u00a02\u00a06: 23 Punkte',
    ])
    expect(de.text()).toContain('Vier Sechsen bei Sechser sind 24 Punkte, 6 über dem Soll')
  })

  it('contents take the reader to a section', async () => {
    const { wrapper } = mountWithApp(RulesView)
    const nav = wrapper.get('nav[aria-label="Contents"]')
    const heading = wrapper.findAll('h2').find((h) => h.text() === 'Maxi Yatzy')!
    await nav
      .findAll('button')
      .find((b) => b.text() === 'Maxi Yatzy')!
      .trigger('click')
    expect(document.activeElement).toBe(heading.element)
  })

  it("opened from a game under house rules, sets the table's own values above the rule book", async () => {
    await db.delete()
    await db.open()
    const game = await createGame({
      variant: 'yatzy',
      options: { fullHouse: 25, upperBonus: { threshold: 63, value: 35 } },
      players: ['Anna'],
    })
    const { wrapper } = mountWithApp(RulesView, { props: { game: game.id } })
    await eventually(() =>
      expect(wrapper.get('[data-testid="house-rules"]').text()).toBe(
        'House rules: bonus 35 at 63 · Full house 25',
      ),
    )
    const standard = mountWithApp(RulesView).wrapper
    expect(standard.find('[data-testid="house-rules"]').exists()).toBe(false)
  })
})
