/** The languages the app speaks, each named in itself so a player can find their own. */
export const SUPPORTED_LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'sv', name: 'Svenska' },
  { code: 'da', name: 'Dansk' },
  { code: 'nb', name: 'Norsk bokmål' },
  { code: 'fi', name: 'Suomi' },
  { code: 'de', name: 'Deutsch' },
] as const

export type LocaleCode = (typeof SUPPORTED_LOCALES)[number]['code']

/** The settings value that follows the browser's languages. */
export const AUTO_LOCALE = 'auto'

export const DEFAULT_LOCALE: LocaleCode = 'en'

const CODES: readonly string[] = SUPPORTED_LOCALES.map((l) => l.code)

// Norwegian has one written standard here: 'no' (generic) and 'nn' (Nynorsk) readers get Bokmål.
const ALIASES: Readonly<Record<string, LocaleCode>> = { no: 'nb', nn: 'nb' }

export function isSupportedLocale(code: unknown): code is LocaleCode {
  return typeof code === 'string' && CODES.includes(code)
}

/**
 * The first of the browser's preferred languages the app speaks ('sv-SE' → 'sv', 'nn' → 'nb'),
 * or English. Only the primary subtag counts, so 'se' (Sámi) is not Swedish and 'fil' not Finnish.
 */
export function detectLocale(languages: readonly string[] | undefined): LocaleCode {
  for (const tag of languages ?? []) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
    const code = ALIASES[primary] ?? primary
    if (isSupportedLocale(code)) return code
  }
  return DEFAULT_LOCALE
}

/** The language a settings value stands for: a supported code as is, anything else detected. */
export function resolveLocale(
  setting: string,
  languages: readonly string[] | undefined,
): LocaleCode {
  return isSupportedLocale(setting) ? setting : detectLocale(languages)
}
