import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import RulesView from '@/views/RulesView.vue'
import RuleText from '@/components/rules/RuleText.vue'
import { parseInline } from '@/components/rules/rule-book'
import { loadEveryScreen, setLocale } from '@/i18n'
import { mountWithApp } from '../helpers/mount'
import { createGame, db } from '@/db'
import { eventually } from '../helpers/game-driver'

afterEach(async () => {
  document.body.innerHTML = ''
  await setLocale('en')
})

describe('the Rules screen', () => {
  it('shows the rule book: a heading per game, its boxes and their scores', async () => {
    await setLocale('en')
    await loadEveryScreen()
    const { wrapper } = mountWithApp(RulesView)
    expect(wrapper.get('h1').text()).toBe('Rules')
    expect(wrapper.findAll('h2').map((h) => h.text())).toContain('4. Yahtzee (American)')
    const firstTable = wrapper.get('table')
    expect(firstTable.findAll('th').map((th) => th.text())).toEqual(['order', 'box', 'pays', 'max'])
    expect(firstTable.findAll('tbody tr')[1]!.text()).toContain('One pair')
    expect(wrapper.text()).toContain('Upper bonus: Ones–Sixes together ≥ 63 → +50')
    expect(wrapper.text()).not.toContain('Public rules API')
    // In English there is nothing to say about the language.
    expect(wrapper.text()).not.toContain('English only')
  })

  it('in Swedish says the rules are in English and names the boxes as the Swedish sheet does', async () => {
    await setLocale('sv')
    await loadEveryScreen()
    const { wrapper } = mountWithApp(RulesView)
    expect(wrapper.get('h1').text()).toBe('Regler')
    expect(wrapper.text()).toContain('Regelboken finns än så länge bara på engelska')
    expect(wrapper.get('.rules__book').attributes('lang')).toBe('en')
    const pair = wrapper.get('table').findAll('tbody tr')[1]!.findAll('td')[1]!
    expect(pair.text()).toBe('Ett par')
    expect(pair.get('span').attributes('lang')).toBe('sv')
  })

  it('contents take the reader to a section', async () => {
    await loadEveryScreen()
    const { wrapper } = mountWithApp(RulesView)
    const nav = wrapper.get('nav[aria-label="Contents"]')
    const heading = wrapper.findAll('h2').find((h) => h.text() === '3. Maxi Yatzy')!
    await nav
      .findAll('button')
      .find((b) => b.text() === '3. Maxi Yatzy')!
      .trigger('click')
    expect(document.activeElement).toBe(heading.element)
  })

  it('shows markup in the text as text, never as HTML', () => {
    const line = parseInline('**bold** <img src=x onerror=alert(1)> `pair`')
    const { wrapper } = mountWithApp(defineComponent(() => () => h('p', [h(RuleText, { line })])))
    expect(wrapper.find('img').exists()).toBe(false)
    expect(wrapper.text()).toBe('bold <img src=x onerror=alert(1)> One pair')
    expect(wrapper.get('strong').text()).toBe('bold')
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
