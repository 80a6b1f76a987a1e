import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountWithApp } from '../../helpers/mount'
import HintsPanel from '@/components/advice/HintsPanel.vue'
import { loadEveryScreen, setLocale, type LocaleCode } from '@/i18n'
import type { Advice, Advisor } from '@/advisor'
import { ruleBook } from '@/rules'

const advisor: Advisor = {
  variant: 'yatzy',
  options: {},
  rules: ruleBook('yatzy'),
  advise: () => {
    throw new Error('not asked in this test')
  },
  expectedFinal: () => ({ expectedFinal: 0, optimal: true }),
}

// Before the last roll: keep the three sixes (best), the sixes with the three (as good, to a
// hundredth), the sixes with the one (0.44 points less), one six (1.1 points less) or the pair
// of sixes (3.44 points less).
const advice: Advice = {
  variant: 'yatzy',
  roll: 2,
  rollsLeft: 1,
  optimal: true,
  currentTotal: 120,
  bestExpectedFinal: 248.44,
  boxes: [],
  keeps: [
    { keep: [6, 6, 6], hold: [true, true, true, false, false], expectedFinal: 248.44, cost: 0 },
    {
      keep: [6, 6, 6, 3],
      hold: [true, true, true, true, false],
      expectedFinal: 248.43,
      cost: -0.01,
    },
    { keep: [6, 6, 6, 1], hold: [true, true, true, false, true], expectedFinal: 248, cost: -0.44 },
    { keep: [6], hold: [true, false, false, false, false], expectedFinal: 247.34, cost: -1.1 },
    { keep: [6, 6], hold: [true, true, false, false, false], expectedFinal: 245, cost: -3.44 },
  ],
}

async function mountIn(locale: LocaleCode) {
  await setLocale(locale)
  await loadEveryScreen()
  const { wrapper } = mountWithApp(HintsPanel, {
    props: {
      state: { status: 'ready', advisor },
      advice,
      askRoll: false,
      diceComplete: true,
      roll: 2,
    },
  })
  return wrapper
}

afterEach(async () => {
  document.body.innerHTML = ''
  await setLocale('en')
})

describe('the hints’ costs', () => {
  it.each([
    ['sv', '0,4 poäng sämre än det bästa', 'runt 248 poäng till slut'],
    ['de', '0,4 Punkte weniger als das Beste', 'etwa 248 Punkte am Ende'],
  ] as const)(
    'are written the way %s writes numbers, in words',
    async (locale, words, expected) => {
      const text = (await mountIn(locale)).find('.hints__keeps').text()
      expect(text).toContain(expected)
      expect(text).toContain(words)
      expect(text).not.toContain('0.4')
    },
  )

  it('say in plain words and whole points how much less a keep is expected to score', async () => {
    const keeps = (await mountIn('en')).findAll('.hints__keep')
    // "about 248 points at the end", not "expected final score 248.4".
    expect(keeps[0]!.text()).toContain('about 248 points at the end')
    expect(keeps[0]!.text()).not.toMatch(/\d\.\d/)
    expect(keeps[0]!.find('.hints__cost').exists()).toBe(false)
    expect(keeps[3]!.get('.hints__cost').text()).toBe('1 point less than the best')
    expect(keeps[4]!.get('.hints__cost').text()).toBe('3 points less than the best')
    // Below a point the tenth stays: a keep a little worse never reads as equal.
    expect(keeps[2]!.get('.hints__cost').text()).toBe('0.4 points less than the best')
  })

  it('keep the alarm colour for a keep that really costs, not for a point or two', async () => {
    const keeps = (await mountIn('en')).findAll('.hints__keep')
    expect(keeps[3]!.get('.hints__cost').classes()).toContain('hints__cost--mild')
    expect(keeps[4]!.get('.hints__cost').classes()).not.toContain('hints__cost--mild')
    expect(keeps[4]!.get('.hints__cost').classes()).not.toContain('hints__cost--equal')
  })

  it('give the points at the end once, for the best keep, and the others by their cost', async () => {
    const text = (await mountIn('en')).get('.hints__keeps').text()
    // The first two keeps are both about 248 at the end: said once, not twice.
    expect(text.split('about 248 points at the end')).toHaveLength(2)
    expect(text).not.toContain('about 247 points')
  })

  it('call an equally good keep as good as the best, not a loss in the alarm colour', async () => {
    const keeps = (await mountIn('en')).findAll('.hints__keep')
    const cost = keeps[1]!.get('.hints__cost')
    expect(cost.text()).toBe('as good as the best')
    expect(cost.text()).not.toContain('0.0')
    expect(cost.classes()).toContain('hints__cost--equal')
  })
})

describe('the roll the dice are from', () => {
  it('is the model the panel is given, and a choice sets it', async () => {
    await setLocale('en')
    await loadEveryScreen()
    const { wrapper } = mountWithApp(HintsPanel, {
      props: {
        state: { status: 'ready' as const, advisor },
        advice: null,
        askRoll: true,
        diceComplete: false,
        roll: 2,
        'onUpdate:roll': (roll: number) => wrapper.setProps({ roll }),
      },
    })
    const choice = (name: string) =>
      wrapper
        .findAll('label')
        .find((label) => label.text() === name)!
        .get('input')
    expect((choice('roll 2').element as HTMLInputElement).checked).toBe(true)
    await choice('roll 1').setValue(true)
    expect(wrapper.emitted('update:roll')).toEqual([[1]])
    expect((choice('roll 1').element as HTMLInputElement).checked).toBe(true)
    expect((choice('the last roll').element as HTMLInputElement).checked).toBe(false)
  })
})

describe('the advised keep', () => {
  it('is brought into view when it appears, so it never waits below the fold', async () => {
    await setLocale('en')
    await loadEveryScreen()
    const scrolled: Element[] = []
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this)
    })
    try {
      const { wrapper } = mountWithApp(HintsPanel, {
        props: {
          state: { status: 'ready', advisor },
          advice: null,
          askRoll: true,
          diceComplete: true,
          roll: 2,
        },
      })
      expect(scrolled).toHaveLength(0)
      await wrapper.setProps({ advice })
      await vi.waitFor(() => expect(scrolled).toHaveLength(1))
      expect(scrolled[0]).toBe(wrapper.get('.hints__keep-advice').element)
      expect(spy).toHaveBeenCalledWith({ block: 'nearest' })
      // The box advice of the last roll has nothing to keep, and nothing to scroll to.
      await wrapper.setProps({ advice: { ...advice, rollsLeft: 0, keeps: [] } })
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(scrolled).toHaveLength(1)
    } finally {
      spy.mockRestore()
    }
  })
})
