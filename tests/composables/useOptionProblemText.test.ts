import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { checkTableOptions, type VariantId } from '@/rules'
import { loadEveryScreen, setLocale } from '@/i18n'
import { toProblem } from '@/stores/problem'
import { useProblemText } from '@/composables/useProblemText'
import { mountWithApp } from '../helpers/mount'

afterEach(async () => {
  document.body.innerHTML = ''
  await setLocale('en')
})

/** What a player reads when a stored, imported or received game carries the option. */
async function said(locale: 'en' | 'sv' | 'de', variant: VariantId, options: unknown) {
  await setLocale(locale)
  await loadEveryScreen()
  let error: unknown
  try {
    checkTableOptions(variant, options)
  } catch (caught) {
    error = caught
  }
  const Shown = defineComponent(() => {
    const text = useProblemText(toProblem(error))
    return () => h('p', text.value)
  })
  return mountWithApp(Shown).wrapper.text()
}

/** Options New game never offers wrong, but a backup or another phone can carry. */
const CASES: [string, VariantId, unknown, Record<'en' | 'sv' | 'de', string>][] = [
  [
    'an unknown choice',
    'yatzy',
    { ofAKind: 'some' },
    {
      en: '“Three and four of a kind pay” has no such answer.',
      sv: '”Tretal och fyrtal ger” har inget sådant svar.',
      de: '„Dreier- und Viererpasch zählen“ hat keine solche Antwort.',
    },
  ],
  [
    'not yes or no',
    'yatzy',
    { twoPairsSameFace: 'yes' },
    {
      en: '“Four alike count as two pairs” is answered yes or no.',
      sv: '”Fyra lika räknas som två par” besvaras med ja eller nej.',
      de: '„Vier gleiche zählen als zwei Paare“ wird mit Ja oder Nein beantwortet.',
    },
  ],
  [
    'a full straight of 25',
    'maxi-yatzy',
    { fullStraight: 25 },
    {
      en: '“Full straight pays” is 21 or 30.',
      sv: '”Full stege ger” ska vara 21 eller 30.',
      de: '„Volle Straße zählt“ ist 21 oder 30.',
    },
  ],
  [
    'a bonus without its value',
    'yatzy',
    { upperBonus: { threshold: 63 } },
    {
      en: '“Upper bonus pays” takes a whole number from 0 to 999.',
      sv: '”Bonus ger” ska vara ett heltal från 0 till 999.',
      de: '„Bonus oben zählt“ braucht eine ganze Zahl von 0 bis 999.',
    },
  ],
  [
    'a bonus with a part of its own',
    'yatzy',
    { upperBonus: { threshold: 63, value: 50, extra: 1 } },
    {
      en: '“Upper bonus” needs two whole numbers: the points it takes and the points it pays.',
      sv: '”Bonus” behöver två heltal: poängen som krävs och poängen den ger.',
      de: '„Bonus oben“ braucht zwei ganze Zahlen: die nötigen Punkte und die Punkte, die er zählt.',
    },
  ],
  [
    'a rule the game does not play',
    'yahtzee',
    { twoPairsSameFace: true },
    {
      en: '“Four alike count as two pairs” is not a rule of this game.',
      sv: '”Fyra lika räknas som två par” är ingen regel i det här spelet.',
      de: '„Vier gleiche zählen als zwei Paare“ ist keine Regel dieses Spiels.',
    },
  ],
  [
    'columns with the boxes filled in order',
    'forced-yatzy',
    { columns: [1, 2, 3] },
    {
      en: 'Columns cannot be played with “Fill the boxes in order”: choose one of the two.',
      sv: 'Kolumner går inte att spela med ”Fyll i rutorna i ordning”: välj en av de två.',
      de: 'Spalten lassen sich nicht mit „Felder der Reihe nach ausfüllen“ spielen: Wählt eins von beiden.',
    },
  ],
  [
    'an option no version knows',
    'yatzy',
    { bonus: 35 },
    {
      en: 'This game has a house rule this version of Yatzy Pad does not know.',
      sv: 'Spelet har en husregel som den här versionen av Yatzy Pad inte känner till.',
      de: 'Dieses Spiel hat eine Hausregel, die diese Version von Yatzy Pad nicht kennt.',
    },
  ],
]

describe('a refused table option carried in by a game is said as New game asks it', () => {
  for (const locale of ['en', 'sv', 'de'] as const) {
    it.each(CASES)(`${locale}: %s`, async (_, variant, options, expected) => {
      expect(await said(locale, variant, options)).toBe(expected[locale])
    })
  }
})

describe('every option the rules can refuse is said without its key, in all six languages', () => {
  const OPTIONS: [VariantId, string][] = [
    ...[
      'upperBonus',
      'fullHouse',
      'smallStraight',
      'largeStraight',
      'ofAKind',
      'allAlike',
      'extraAllAlike',
      'joker',
      'twoPairsSameFace',
      'forcedOrder',
      'columns',
      'yatzyTieBreak',
    ].map((option): [VariantId, string] => ['yahtzee', option]),
    ['maxi-yatzy', 'fullStraight'],
  ]
  for (const locale of ['en', 'sv', 'da', 'nb', 'fi', 'de'] as const) {
    it(locale, async () => {
      for (const [variant, option] of OPTIONS) {
        // A text where a number or a choice belongs: wrong for every option.
        const text = await said(locale as 'en', variant, { [option]: 'x' })
        expect(text, option).not.toMatch(/\b[a-z]+[A-Z]\w*|\bx\b|"/)
        if (locale !== 'en') expect(text, option).not.toMatch(/ (the|is|a|and|or|number) /)
        document.body.innerHTML = ''
      }
    })
  }
})
