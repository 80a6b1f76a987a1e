import { afterEach, describe, expect, it } from 'vitest'
import { mountWithApp } from '../../helpers/mount'
import HintsPanel from '@/components/advice/HintsPanel.vue'
import { loadEveryScreen, setLocale, type LocaleCode } from '@/i18n'
import type { Advice, Advisor } from '@/advisor'

const advisor: Advisor = {
  variant: 'yatzy',
  advise: () => {
    throw new Error('not asked in this test')
  },
  expectedFinal: () => ({ expectedFinal: 0, optimal: true }),
}

// Before the last roll: keep the three sixes (best), or the pair of sixes for 3.44 points less.
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
  it.each(['sv', 'de'] as const)(
    'are written the way %s writes numbers, with a true minus',
    async (locale) => {
      const text = (await mountIn(locale)).find('.hints__keeps').text()
      expect(text).toContain('248,4')
      expect(text).toContain('\u22123,4')
      expect(text).not.toContain('3.4')
    },
  )

  it('are written with a decimal point in English', async () => {
    const text = (await mountIn('en')).find('.hints__keeps').text()
    expect(text).toContain('248.4')
    expect(text).toContain('\u22123.4')
  })
})
