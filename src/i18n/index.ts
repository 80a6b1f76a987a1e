import { watch } from 'vue'
import { yieldToMain } from '@/scheduling/yield'
import englishFirstScreen from './locales/en.json?first-screen'
import type { MessageTable } from './message-format'
import { createI18n } from './runtime'
import { DEFAULT_LOCALE, isSupportedLocale, resolveLocale, type LocaleCode } from './supported'

export {
  AUTO_LOCALE,
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  detectLocale,
  isSupportedLocale,
  resolveLocale,
  type LocaleCode,
} from './supported'
export { useI18n, type Translator } from './runtime'
export { useLabels, labelsOf, type Labels } from './labels'
export type { MessageKey } from './keys'

/** The app's translator: English's first-screen messages ship in the entry, all else is a chunk. */
export const i18n = createI18n({
  locale: DEFAULT_LOCALE,
  fallback: DEFAULT_LOCALE,
  messages: { en: englishFirstScreen },
})

type Loaders = Record<string, () => Promise<MessageTable>>

// Each language in two chunks (build/precompile-messages.ts): what the home screen shows, and the
// rest. Keyed by file, e.g. './locales/sv.json'.
const firstScreenLoaders: Loaders = import.meta.glob<MessageTable>(
  ['./locales/*.json', '!./locales/en.json'],
  {
    query: '?first-screen',
    import: 'default',
  },
)
const restLoaders: Loaders = import.meta.glob<MessageTable>('./locales/*.json', {
  query: '?rest',
  import: 'default',
})
const ruleBookLoaders: Loaders = import.meta.glob<MessageTable>('./locales/*.json', {
  query: '?rule-book',
  import: 'default',
})
const localeFile = (code: LocaleCode) => `./locales/${code}.json`

const restLoaded = new Set<LocaleCode>()
const ruleBookLoaded = new Set<LocaleCode>()
/** Set once the Rules screen is wanted: from then on every language brings its rule book. */
let ruleBook = false
/** Set once a screen beyond home is wanted: from then on every language loads whole. */
let everyScreen = false
/** The language last asked for, shown or still loading. */
let wantedLocale: LocaleCode | null = null

async function loadMessages(code: LocaleCode): Promise<void> {
  const parts: Promise<void>[] = []
  if (code !== 'en' && !i18n.hasMessages(code)) {
    parts.push(firstScreenLoaders[localeFile(code)]!().then((m) => i18n.addMessages(code, m)))
  }
  if (everyScreen && !restLoaded.has(code)) {
    parts.push(
      restLoaders[localeFile(code)]!().then((m) => {
        i18n.addMessages(code, m)
        restLoaded.add(code)
      }),
    )
  }
  if (ruleBook && !ruleBookLoaded.has(code)) {
    parts.push(
      ruleBookLoaders[localeFile(code)]!().then((m) => {
        i18n.addMessages(code, m)
        ruleBookLoaded.add(code)
      }),
    )
  }
  await Promise.all(parts)
}

let numberDataReady = false

/**
 * The page's first number format sets up the browser's number data for every language: about
 * 35 ms on a laptop, 140 ms on a slow phone. Done once, in a task of its own, on the way to the
 * first screen past home, so that screen's first render (statistics: hundreds of numbers) does
 * not carry it too. Home formats no number, so its first paint never waits for it.
 */
async function prepareNumberData(): Promise<void> {
  if (numberDataReady) return
  numberDataReady = true
  await yieldToMain()
  i18n.n(0, 'integer')
  await yieldToMain()
}

/**
 * Loads every message of the language shown (and of any chosen later). The router awaits it
 * before it opens a screen other than home.
 */
export async function loadEveryScreen(): Promise<void> {
  everyScreen = true
  // On a start straight onto another screen the language may still be loading: wait for its rest.
  await loadMessages(wantedLocale ?? i18n.locale.value)
  await prepareNumberData()
}

/** Loads the Rules screen's text in the language shown (and in any chosen later): its route awaits it. */
export async function loadRuleBook(): Promise<void> {
  ruleBook = true
  await loadMessages(wantedLocale ?? i18n.locale.value)
}

let latestRequest = 0

/**
 * Switches the app to a language, loading its messages first, and marks <html lang> so screen
 * readers and hyphenation follow. When calls overlap, the last one wins whatever loads first.
 */
export async function setLocale(code: LocaleCode): Promise<void> {
  const request = ++latestRequest
  wantedLocale = code
  await loadMessages(code)
  // Every screen's messages (or the rule book) were asked for while this language loaded: they are
  // needed too.
  if (everyScreen || ruleBook) await loadMessages(code)
  if (request !== latestRequest) return
  i18n.locale.value = code
  document.documentElement.lang = code
}

async function applySafely(code: LocaleCode): Promise<void> {
  try {
    await setLocale(code)
  } catch (error) {
    // A language chunk that cannot load (offline before it was cached) leaves the current one.
    console.error(`Could not load the ${code} messages`, error)
  }
}

/**
 * Applies a language setting ('auto' or a code) now, then whenever it changes or, on 'auto', when
 * the browser's languages change. Resolves once the first language is in place, so the app can
 * mount without flashing English. Returns a function that stops following.
 */
export async function followLocaleSetting(setting: () => string): Promise<() => void> {
  const resolve = () => resolveLocale(setting(), navigator.languages)
  // Watch the setting, not the resolved code: the browser's languages are not reactive, so a
  // cached code could go stale after a 'languagechange'.
  const stopWatch = watch(setting, () => applySafely(resolve()))
  const onLanguageChange = () => {
    if (!isSupportedLocale(setting())) void applySafely(resolve())
  }
  window.addEventListener('languagechange', onLanguageChange)
  await applySafely(resolve())
  return () => {
    stopWatch()
    window.removeEventListener('languagechange', onLanguageChange)
  }
}
