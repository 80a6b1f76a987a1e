/**
 * The translation runtime behind useI18n(): about 1 KB instead of vue-i18n's 11 KB on the first
 * screen, for the few things the app asks of it (named placeholders, plural forms by
 * Intl.PluralRules, Intl number and date styles). Messages are compiled at build time
 * (compile-messages.ts).
 */
import { inject, ref, shallowReactive, type App, type InjectionKey, type Ref } from 'vue'
import { dateStyles, numberStyles, type DateStyle, type NumberStyle } from './formats'
import { formatMessage, type MessageParams, type MessageTable } from './message-format'
import type { MessageKey } from './keys'
import type { LocaleCode } from './supported'

export interface Translator<Key extends string = MessageKey> {
  /** The message `key` in the current language (English when it lacks one; the key if none has). */
  t(key: Key, params?: MessageParams | number, count?: number): string
  /** Whether the current language has the message `key`. */
  te(key: string): key is Key
  n(value: number, style: NumberStyle | Intl.NumberFormatOptions): string
  d(value: Date | number, style: DateStyle): string
  /** The language shown; components read it for Intl formatting of their own. */
  readonly locale: Readonly<Ref<LocaleCode>>
}

export interface I18n<Key extends string = MessageKey> extends Translator<Key> {
  readonly locale: Ref<LocaleCode>
  /** Adds messages to a language (the first screen's, then the rest). */
  addMessages(code: LocaleCode, messages: MessageTable): void
  hasMessages(code: LocaleCode): boolean
  install(app: App): void
}

export interface I18nOptions {
  locale: LocaleCode
  fallback: LocaleCode
  messages: Partial<Record<LocaleCode, MessageTable>>
  /** Told of every key no loaded language has (development builds warn by default). */
  onMissing?: (key: string, locale: LocaleCode) => void
}

const I18N_KEY: InjectionKey<I18n> = Symbol('i18n')

const warnMissing = (key: string, locale: LocaleCode) => {
  if (import.meta.env.DEV) console.warn(`[i18n] no message "${key}" in ${locale}`)
}

export function createI18n<Key extends string = MessageKey>(options: I18nOptions): I18n<Key> {
  const locale = ref(options.locale) as Ref<LocaleCode>
  const tables = shallowReactive<Partial<Record<LocaleCode, MessageTable>>>({})
  const onMissing = options.onMissing ?? warnMissing
  const numberFormats = new Map<string, Intl.NumberFormat>()
  const dateFormats = new Map<string, Intl.DateTimeFormat>()

  function addMessages(code: LocaleCode, messages: MessageTable) {
    // A new object, so components showing this language re-render with the added messages.
    tables[code] = { ...tables[code], ...messages }
  }
  for (const [code, messages] of Object.entries(options.messages)) {
    addMessages(code as LocaleCode, messages)
  }

  function t(key: Key, params?: MessageParams | number, count?: number): string {
    // Plural forms follow the rules of the language the message is written in.
    let language = locale.value
    let message = tables[language]?.[key]
    if (message === undefined) message = tables[(language = options.fallback)]?.[key]
    if (message === undefined) {
      onMissing(key, locale.value)
      return key
    }
    if (typeof params === 'number') return formatMessage(message, {}, params, language)
    return formatMessage(message, params, count, language)
  }

  function n(value: number, style: NumberStyle | Intl.NumberFormatOptions): string {
    // Named styles are keyed by name: screens format hundreds of numbers per render.
    const options = typeof style === 'string' ? numberStyles[style] : style
    const id = `${locale.value} ${typeof style === 'string' ? style : JSON.stringify(style)}`
    let format = numberFormats.get(id)
    if (!format) numberFormats.set(id, (format = new Intl.NumberFormat(locale.value, options)))
    return format.format(value)
  }

  function d(value: Date | number, style: DateStyle): string {
    const id = `${locale.value} ${style}`
    let format = dateFormats.get(id)
    if (!format)
      dateFormats.set(id, (format = new Intl.DateTimeFormat(locale.value, dateStyles[style])))
    return format.format(value)
  }

  const i18n: I18n<Key> = {
    locale,
    t,
    te: (key): key is Key => tables[locale.value]?.[key] !== undefined,
    n,
    d,
    addMessages,
    hasMessages: (code) => tables[code] !== undefined,
    install(app) {
      // The app installs its own translator, whose keys are MessageKey; tests of the runtime
      // itself make translators over made-up keys and install none.
      app.provide(I18N_KEY as InjectionKey<I18n<Key>>, i18n)
    },
  }
  return i18n
}

/** The app's translator, for a component's setup (or a composable it calls). */
export function useI18n(): Translator {
  const i18n = inject(I18N_KEY, null)
  if (!i18n) throw new Error('useI18n() needs the app to use the i18n plugin (see src/main.ts)')
  return i18n
}
