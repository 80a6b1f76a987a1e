import { afterEach, describe, expect, it } from 'vitest'
import { mountWithApp } from '../../helpers/mount'
import TurnBoxGrid from '@/components/turn/TurnBoxGrid.vue'
import { loadEveryScreen, setLocale, type LocaleCode } from '@/i18n'
import { ruleBook } from '@/rules'

// 6-6-6-5-5 on the last roll: Full house is the advisor's box, Chance as good to a hundredth,
// Fives 0.44 points less, Sixes 3.44 points less.
async function mountIn(locale: LocaleCode) {
  await setLocale(locale)
  await loadEveryScreen()
  const { wrapper } = mountWithApp(TurnBoxGrid, {
    props: {
      rules: ruleBook('yatzy'),
      sheet: { scores: {} },
      playerName: 'Anna',
      writable: [],
      markBest: false,
      offers: {
        'full-house': { score: 28, legal: true, best: true },
        chance: { score: 28, legal: true, best: true },
        sixes: { score: 18, legal: true, best: false },
        fives: { score: 10, legal: true, best: false },
      },
      hints: {
        'full-house': { cost: 0, advised: true },
        chance: { cost: -0.01, advised: false },
        sixes: { cost: -3.44, advised: false },
        fives: { cost: -0.44, advised: false },
      },
    },
  })
  const box = (name: string) =>
    wrapper.findAll('button').find((b) => b.attributes('aria-label')?.startsWith(`${name}: `))!
  return { wrapper, box }
}

afterEach(async () => {
  document.body.innerHTML = ''
  await setLocale('en')
})

describe('hints on the turn’s boxes', () => {
  it('show a short cost in whole points and read it out in words', async () => {
    const { box } = await mountIn('en')
    const sixes = box('Sixes')
    // A casual player reads "−3"; a tenth would add nothing to act on.
    expect(sixes.get('.turn-box__cost').attributes('data-cost')).toBe('\u22123')
    expect(sixes.attributes('aria-label')).toBe(
      'Sixes: 18 points for this roll, 3 points less than the best',
    )
  })

  it('keep a tenth below a point, so a box a little worse never reads as equal', async () => {
    const { box } = await mountIn('en')
    const fives = box('Fives')
    expect(fives.get('.turn-box__cost').attributes('data-cost')).toBe('\u22120.4')
    expect(fives.attributes('aria-label')).toContain('0.4 points less than the best')
  })

  it('call a box as good as the advisor’s so, never a red 0.0', async () => {
    const { box } = await mountIn('en')
    const chance = box('Chance')
    const cost = chance.get('.turn-box__cost')
    expect(cost.attributes('data-cost')).toBe('= best')
    expect(cost.classes()).toContain('turn-box__cost--equal')
    expect(chance.attributes('aria-label')).toBe(
      'Chance: 28 points for this roll, as good as the best',
    )
    expect(box('Full house').attributes('aria-label')).toContain("the advisor's choice")
  })

  it.each([
    ['sv', '\u22120,4', '0,4 poäng sämre än det bästa'],
    ['de', '\u22120,4', '0,4 Punkte weniger als das Beste'],
  ] as const)('in %s, with its own decimal comma', async (locale, short, words) => {
    const { wrapper } = await mountIn(locale)
    const fives = wrapper.findAll('.turn-box').find((b) => b.text().includes('10'))!
    expect(fives.get('.turn-box__cost').attributes('data-cost')).toBe(short)
    expect(fives.attributes('aria-label')).toContain(words)
  })
})
