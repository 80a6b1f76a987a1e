import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import HouseRulesEditor from '@/components/setup/HouseRulesEditor.vue'
import { loadEveryScreen, setLocale, type LocaleCode } from '@/i18n'
import type { TableOptions, VariantId } from '@/rules'
import { mountWithApp } from '../../helpers/mount'

afterEach(async () => {
  document.body.innerHTML = ''
  await setLocale('en')
})

type Said = Record<'en' | 'sv' | 'de', string>

/**
 * Each kind of wrong value New game can take, the field it marks (by its own label) and what the
 * player reads there, written out by hand in each language.
 */
const CASES: { name: string; variant: VariantId; house: TableOptions; field: Said; said: Said }[] =
  [
    {
      name: 'a negative straight',
      variant: 'yatzy',
      house: { smallStraight: -5 },
      field: { en: 'Small straight pays', sv: 'Liten stege ger', de: 'Kleine Straße zählt' },
      said: {
        en: '“Small straight pays” takes a whole number from 1 to 999.',
        sv: '”Liten stege ger” ska vara ett heltal från 1 till 999.',
        de: '„Kleine Straße zählt“ braucht eine ganze Zahl von 1 bis 999.',
      },
    },
    {
      name: 'a fraction',
      variant: 'yatzy',
      house: { largeStraight: 2.5 },
      field: { en: 'Large straight pays', sv: 'Stor stege ger', de: 'Große Straße zählt' },
      said: {
        en: '“Large straight pays” takes a whole number from 1 to 999.',
        sv: '”Stor stege ger” ska vara ett heltal från 1 till 999.',
        de: '„Große Straße zählt“ braucht eine ganze Zahl von 1 bis 999.',
      },
    },
    {
      name: 'an empty field',
      variant: 'yatzy',
      house: { allAlike: '' as unknown as number },
      field: { en: 'Yatzy pays', sv: 'Yatzy ger', de: 'Yatzy zählt' },
      said: {
        en: '“Yatzy pays” takes a whole number from 1 to 999.',
        sv: '”Yatzy ger” ska vara ett heltal från 1 till 999.',
        de: '„Yatzy zählt“ braucht eine ganze Zahl von 1 bis 999.',
      },
    },
    {
      name: 'a fixed full house of 0',
      variant: 'yatzy',
      house: { fullHouse: 0 },
      field: { en: 'Full house pays', sv: 'Kåk ger', de: 'Full House zählt' },
      said: {
        en: '“Full house pays” takes a whole number from 1 to 999.',
        sv: '”Kåk ger” ska vara ett heltal från 1 till 999.',
        de: '„Full House zählt“ braucht eine ganze Zahl von 1 bis 999.',
      },
    },
    {
      name: 'too many points for a further Yahtzee',
      variant: 'yahtzee',
      house: { extraAllAlike: 1000 },
      field: {
        en: 'Each further Yahtzee pays',
        sv: 'Varje ytterligare Yahtzee ger',
        de: 'Jeder weitere Yahtzee zählt',
      },
      said: {
        en: '“Each further Yahtzee pays” takes a whole number from 0 to 999.',
        sv: '”Varje ytterligare Yahtzee ger” ska vara ett heltal från 0 till 999.',
        de: '„Jeder weitere Yahtzee zählt“ braucht eine ganze Zahl von 0 bis 999.',
      },
    },
    {
      name: 'a bonus threshold above the best upper section',
      variant: 'yatzy',
      house: { upperBonus: { threshold: 106, value: 50 } },
      field: { en: 'needs', sv: 'kräver', de: 'ab' },
      said: {
        en: '“Upper bonus needs” takes a whole number from 1 to 105.',
        sv: '”Bonus kräver” ska vara ett heltal från 1 till 105.',
        de: '„Punkte für den Bonus oben“ braucht eine ganze Zahl von 1 bis 105.',
      },
    },
    {
      name: 'a negative bonus in Maxi Yatzy',
      variant: 'maxi-yatzy',
      house: { upperBonus: { threshold: 84, value: -1 } },
      field: { en: 'pays', sv: 'ger', de: 'zählt' },
      said: {
        en: '“Upper bonus pays” takes a whole number from 0 to 999.',
        sv: '”Bonus ger” ska vara ett heltal från 0 till 999.',
        de: '„Bonus oben zählt“ braucht eine ganze Zahl von 0 bis 999.',
      },
    },
  ]

/** The accessible name of a field: its aria-label, or the text of the label around it. */
function fieldName(input: HTMLInputElement): string {
  const label = input.getAttribute('aria-label') ?? input.closest('label')?.textContent ?? ''
  return label.replace(/\s+/g, ' ').trim()
}

describe('a house rule the rules refuse is said at its field, in words of the language shown', () => {
  for (const locale of ['en', 'sv', 'de'] as const) {
    it.each(CASES)(`${locale}: $name`, async ({ variant, house, field, said }) => {
      await setLocale(locale as LocaleCode)
      await loadEveryScreen()
      const { wrapper } = mountWithApp(HouseRulesEditor, {
        props: { variant, modelValue: house },
      })
      await nextTick()
      const marked = wrapper.findAll('input[aria-invalid="true"]')
      // Only the wrong field is marked, and it is the one asking the question the message names.
      expect(marked).toHaveLength(1)
      const input = marked[0]!.element as HTMLInputElement
      expect(fieldName(input).startsWith(field[locale])).toBe(true)
      expect(input.classList).toContain('input--invalid')
      const message = document.getElementById(input.getAttribute('aria-describedby')!)!
      expect(message.getAttribute('role')).toBe('alert')
      expect(message.textContent!.replace('⚠', '').trim()).toBe(said[locale])
      // The message stands right after the field's own row, not under another question.
      const row = input.closest('.house-rules__row')!
      expect(row.nextElementSibling).toBe(message)
      // Nothing can be saved as "our rules" while a rule is refused.
      await wrapper.get('input[maxlength="40"]').setValue('Ours')
      const saveButton = wrapper.findAll('button').find(
        (b) =>
          b.text() ===
          {
            en: 'Save as our rules',
            sv: 'Spara som våra regler',
            de: 'Als unsere Regeln speichern',
          }[locale],
      )!
      expect(saveButton.attributes('disabled')).toBeDefined()
    })
  }

  it('a corrected value takes the mark and the message away', async () => {
    await setLocale('en')
    await loadEveryScreen()
    const { wrapper } = mountWithApp(HouseRulesEditor, {
      props: { variant: 'yatzy', modelValue: { smallStraight: -5 } },
    })
    await nextTick()
    expect(wrapper.findAll('[aria-invalid="true"]')).toHaveLength(1)
    await wrapper.setProps({ modelValue: { smallStraight: 25 } })
    expect(wrapper.findAll('[aria-invalid="true"]')).toHaveLength(0)
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  })
})

describe('"Fill the boxes in order" is asked in every variant', () => {
  const checkbox = (wrapper: ReturnType<typeof mountWithApp>['wrapper'], name: string) =>
    wrapper
      .findAll('input[type="checkbox"]')
      .find((input) => input.attributes('aria-label') === name)

  it.each(['yatzy', 'forced-yatzy', 'maxi-yatzy', 'yahtzee'] as const)(
    '%s: a checkbox, ticked only where the rule book fills in order',
    async (variant) => {
      await setLocale('en')
      await loadEveryScreen()
      const { wrapper } = mountWithApp(HouseRulesEditor, {
        props: { variant, modelValue: {} },
      })
      await wrapper.get('button[aria-expanded="false"]').trigger('click')
      const box = checkbox(wrapper, 'Fill the boxes in order')!
      expect(box).toBeDefined()
      expect((box.element as HTMLInputElement).checked).toBe(variant === 'forced-yatzy')
      expect(box.element.closest('label')!.textContent).toContain(
        variant === 'forced-yatzy' ? '(standard)' : 'Fill the boxes in order',
      )
      await box.setValue(variant !== 'forced-yatzy')
      const emitted = wrapper.emitted('update:modelValue')!.at(-1)![0]
      expect(emitted).toEqual({ forcedOrder: variant !== 'forced-yatzy' })
    },
  )

  it('asks it in Swedish too', async () => {
    await setLocale('sv')
    await loadEveryScreen()
    const { wrapper } = mountWithApp(HouseRulesEditor, {
      props: { variant: 'yahtzee', modelValue: { forcedOrder: true } },
    })
    await nextTick()
    const box = checkbox(wrapper, 'Fyll i rutorna i ordning')!
    expect((box.element as HTMLInputElement).checked).toBe(true)
  })
})

describe('where the pad prints Full house and Chance', () => {
  /** Each row question's legend and its choices as read, "(standard)" marked. */
  const rowQuestions = (wrapper: ReturnType<typeof mountWithApp>['wrapper']) =>
    wrapper
      .findAll('fieldset')
      .filter((set) => set.get('legend').text().endsWith('on the sheet'))
      .map((set) => ({
        legend: set.get('legend').text(),
        choices: set.findAll('label').map((label) => label.text().replace(/\s+/g, ' ')),
      }))

  it('offers each row’s two places, worded by its neighbour box, the variant’s own marked', async () => {
    await setLocale('en')
    await loadEveryScreen()
    const yatzy = mountWithApp(HouseRulesEditor, { props: { variant: 'yatzy', modelValue: {} } })
    await yatzy.wrapper.get('button[aria-expanded="false"]').trigger('click')
    expect(rowQuestions(yatzy.wrapper)).toEqual([
      {
        legend: 'Full house on the sheet',
        choices: ['after Four of a kind', 'after Large straight (standard)'],
      },
      { legend: 'Chance on the sheet', choices: ['before Yatzy (standard)', 'last'] },
    ])
    const maxi = mountWithApp(HouseRulesEditor, {
      props: { variant: 'maxi-yatzy', modelValue: {} },
    })
    await maxi.wrapper.get('button[aria-expanded="false"]').trigger('click')
    expect(rowQuestions(maxi.wrapper)[0]!.choices).toEqual([
      'after Five of a kind',
      'after Full straight (standard)',
    ])
  })

  it('sets the option, and says forced order keeps the rule book’s order when both are on', async () => {
    await setLocale('en')
    await loadEveryScreen()
    const { wrapper } = mountWithApp(HouseRulesEditor, {
      props: { variant: 'yatzy', modelValue: { forcedOrder: true } },
    })
    const note = "the order is still the rule book's, not the rows as shown"
    expect(wrapper.text()).not.toContain(note)
    const last = wrapper
      .findAll('input[name="house-chanceRow"]')
      .find((input) => input.element.closest('label')!.textContent!.includes('last'))!
    await last.setValue(true)
    expect(wrapper.emitted('update:modelValue')!.at(-1)![0]).toEqual({
      forcedOrder: true,
      chanceRow: 'last',
    })
    await wrapper.setProps({ modelValue: { forcedOrder: true, chanceRow: 'last' } })
    expect(wrapper.text()).toContain(note)
  })
})
