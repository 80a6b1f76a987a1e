import { ruleBook } from '@/rules'
import { playersOf } from '@/db/figures'
import { afterEach, describe, expect, it } from 'vitest'
import { mountWithApp } from '../../helpers/mount'
import ScoreSheet from '@/components/sheet/ScoreSheet.vue'
import { loadEveryScreen, setLocale, type LocaleCode } from '@/i18n'

type SheetProps = InstanceType<typeof ScoreSheet>['$props']

/** Anna's empty Yatzy sheet in `locale`, with these offers and hints on it. */
async function mountIn(
  locale: LocaleCode,
  offers: SheetProps['offers'] = {
    sixes: { score: 18, legal: true, best: true },
    chance: { score: 22, legal: true, best: false },
  },
  hints: SheetProps['hints'] = {
    sixes: { cost: 0, advised: true },
    chance: { cost: -0.44, advised: false },
  },
) {
  await setLocale(locale)
  await loadEveryScreen()
  const { wrapper } = mountWithApp(ScoreSheet, {
    props: {
      rules: ruleBook('yatzy'),
      players: ['Anna'],
      figures: playersOf(ruleBook('yatzy'), [{ scores: {} }]),
      currentPlayer: 0,
      offers,
      hints,
    },
  })
  return wrapper
}

afterEach(async () => {
  document.body.innerHTML = ''
  await setLocale('en')
})

describe('a hint’s cost on the sheet', () => {
  it.each([
    ['sv', '\u22120,4', '0,4 poäng sämre än det bästa'],
    ['de', '\u22120,4', '0,4 Punkte weniger als das Beste'],
    ['en', '\u22120.4', '0.4 points less than the best'],
  ] as const)(
    'is written the way %s writes numbers, and read out in words',
    async (locale, cost, words) => {
      const wrapper = await mountIn(locale)
      const chance = wrapper
        .findAll('td')
        .find((td) => td.find('button').exists() && td.find('button').text() === '22')!
      expect(chance.find('.cell__hint--cost').text()).toBe(cost)
      expect(chance.find('button').attributes('aria-label')).toContain(words)
    },
  )
})

describe('a box as good as the advisor’s on the sheet', () => {
  it('says "= best" in a calm colour, and "as good as the best" in its name', async () => {
    const wrapper = await mountIn(
      'en',
      {
        'full-house': { score: 28, legal: true, best: true },
        chance: { score: 28, legal: true, best: true },
      },
      { 'full-house': { cost: 0, advised: true }, chance: { cost: -0.01, advised: false } },
    )
    const chance = wrapper
      .findAll('td')
      .find(
        (td) =>
          td.find('button').exists() &&
          td.get('button').attributes('aria-label')!.startsWith('Chance'),
      )!
    const cost = chance.get('.cell__hint--cost')
    expect(cost.text()).toBe('= best')
    expect(cost.classes()).toContain('cell__hint--equal')
    expect(chance.get('button').attributes('aria-label')).toContain('as good as the best')
  })
})
