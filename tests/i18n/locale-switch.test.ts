import { ruleBook } from '@/rules'
import { playersOf } from '@/db/figures'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { mountWithApp } from '../helpers/mount'
import ScoreSheet from '@/components/sheet/ScoreSheet.vue'
import LanguagePicker from '@/components/settings/LanguagePicker.vue'
import { followLocaleSetting, i18n, setLocale } from '@/i18n'
import { useSettingsStore } from '@/stores/settings'

const SETTINGS_KEY = 'yatzy-pad.settings.v1'

function mountSheet() {
  const { wrapper } = mountWithApp(ScoreSheet, {
    props: {
      rules: ruleBook('yatzy'),
      players: ['Anna'],
      figures: playersOf(ruleBook('yatzy'), [{ scores: {} }]),
      currentPlayer: 0,
    },
  })
  return wrapper
}

const rowLabels = (wrapper: ReturnType<typeof mountSheet>) =>
  wrapper.findAll('th[scope="row"]').map((th) => th.text())

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

let stopFollowing: (() => void) | undefined

beforeEach(() => {
  localStorage.clear()
  browserLanguages(['en-US'])
})

afterEach(async () => {
  stopFollowing?.()
  stopFollowing = undefined
  vi.restoreAllMocks()
  document.body.innerHTML = ''
  await setLocale('en')
})

describe('the score sheet in Swedish', () => {
  it('names the boxes the way Swedish pads do', async () => {
    await setLocale('sv')
    const wrapper = mountSheet()
    expect(rowLabels(wrapper)).toEqual([
      'Ettor',
      'Tvåor',
      'Treor',
      'Fyror',
      'Femmor',
      'Sexor',
      'Summa',
      'Plus/minus',
      'Bonus (63)',
      'Ett par',
      'Två par',
      'Tretal',
      'Fyrtal',
      'Liten stege',
      'Stor stege',
      'Kåk',
      'Chans',
      'Yatzy',
      'Totalt',
    ])
    expect(wrapper.find('[aria-label="Ettor, Anna: inte ifylld"]').exists()).toBe(true)
    expect(document.documentElement.lang).toBe('sv')
  })
})

describe('choosing a language', () => {
  it('offers the browser’s language and every language by its own name', async () => {
    const { wrapper } = mountWithApp(LanguagePicker)
    expect(wrapper.findAll('option').map((o) => o.text())).toEqual([
      'Like the browser',
      'English',
      'Svenska',
      'Dansk',
      'Norsk bokmål',
      'Suomi',
      'Deutsch',
    ])
    expect(wrapper.get('select').element.value).toBe('auto')
  })

  it('switches the open screen live when the setting changes', async () => {
    const wrapper = mountSheet()
    const settings = useSettingsStore()
    stopFollowing = await followLocaleSetting(() => settings.locale)
    expect(rowLabels(wrapper)[0]).toBe('Ones')

    settings.set('locale', 'de')
    await vi.waitFor(() => expect(i18n.locale.value).toBe('de'))
    await nextTick()
    expect(rowLabels(wrapper)).toContain('Einser')
    // A soft hyphen lets a narrow column break it as Dreier-/pasch, never Dreierpasc/h.
    expect(rowLabels(wrapper)).toContain('Dreier\u00adpasch')
    expect(document.documentElement.lang).toBe('de')
  })

  it('remembers the choice and starts in it next time, before anything is shown', async () => {
    const { wrapper } = mountWithApp(LanguagePicker)
    await wrapper.get('select').setValue('nb')
    await nextTick()
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({ locale: 'nb' })
    wrapper.unmount()

    // A fresh start: new stores read localStorage, and the language is in place once awaited.
    setActivePinia(createPinia())
    const settings = useSettingsStore()
    expect(settings.locale).toBe('nb')
    stopFollowing = await followLocaleSetting(() => settings.locale)
    expect(i18n.locale.value).toBe('nb')
    expect(rowLabels(mountSheet())).toContain('Enere')
  })

  it('follows the browser on "Automatic", also when its languages change', async () => {
    browserLanguages(['fi-FI', 'en'])
    setActivePinia(createPinia())
    const settings = useSettingsStore()
    stopFollowing = await followLocaleSetting(() => settings.locale)
    expect(i18n.locale.value).toBe('fi')

    browserLanguages(['da-DK'])
    window.dispatchEvent(new Event('languagechange'))
    await vi.waitFor(() => expect(i18n.locale.value).toBe('da'))

    // Choosing the language the browser first had must still switch back to it.
    settings.set('locale', 'fi')
    await vi.waitFor(() => expect(i18n.locale.value).toBe('fi'))
  })

  it('lets the last choice win when an earlier one is still loading', async () => {
    // A fresh copy of the module has no Danish yet (an earlier test may have loaded it here), so
    // choosing it has to wait for the chunk.
    vi.resetModules()
    const fresh = await import('@/i18n')
    expect(fresh.i18n.hasMessages('da')).toBe(false)
    await Promise.all([fresh.setLocale('da'), fresh.setLocale('en')])
    expect(fresh.i18n.locale.value).toBe('en')
    expect(fresh.i18n.hasMessages('da')).toBe(true)
  })
})

describe('formats', () => {
  const evening = new Date(2025, 10, 12, 18, 5)

  it('writes dates the way each language does', async () => {
    expect(i18n.d(evening, 'short')).toMatch(/PM/)
    await setLocale('sv')
    expect(i18n.d(evening, 'short')).toMatch(/12 nov\. 2025.*18:05/)
    await setLocale('de')
    expect(i18n.d(evening, 'date')).toBe('12. Nov. 2025')
  })

  it('writes numbers with the language’s separators', async () => {
    await setLocale('de')
    expect(i18n.n(1234.5, 'decimal')).toBe('1.234,5')
    await setLocale('fi')
    // Finnish puts a (non-breaking) space before the percent sign.
    expect(i18n.n(0.25, 'percent').replace(/\s/g, ' ')).toBe('25 %')
  })
})
