import { watch } from 'vue'
import { createI18n, useI18n } from 'vue-i18n'
import en from './locales/en.json'
import { datetimeFormats, numberFormats } from './formats'
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

export { useI18n }

export type MessageSchema = typeof en

// Typed from the options: only English is there at first, the rest arrive through setLocale.
export const i18n = createI18n({
  legacy: false,
  locale: DEFAULT_LOCALE,
  fallbackLocale: DEFAULT_LOCALE,
  messages: { en },
  datetimeFormats,
  numberFormats,
})

// English ships in the first load; every other language is its own chunk, fetched when chosen.
// (The imports go through build/precompile-messages.ts like en.json.)
const loaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<{ default: unknown }>> = {
  sv: () => import('./locales/sv.json'),
  da: () => import('./locales/da.json'),
  nb: () => import('./locales/nb.json'),
  fi: () => import('./locales/fi.json'),
  de: () => import('./locales/de.json'),
}

async function loadMessages(code: LocaleCode): Promise<void> {
  if (code === 'en' || i18n.global.availableLocales.includes(code)) return
  const { default: messages } = await loaders[code]()
  // The JSON type says strings, the module holds compiled messages: vue-i18n takes either.
  i18n.global.setLocaleMessage(code, messages as MessageSchema)
}

let latestRequest = 0

/**
 * Switches the app to a language, loading its messages first, and marks <html lang> so screen
 * readers and hyphenation follow. When calls overlap, the last one wins whatever loads first.
 */
export async function setLocale(code: LocaleCode): Promise<void> {
  const request = ++latestRequest
  await loadMessages(code)
  if (request !== latestRequest) return
  i18n.global.locale.value = code
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
