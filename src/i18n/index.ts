import { createI18n } from 'vue-i18n'
import en from './locales/en'

export type MessageSchema = typeof en

const datetimeFormats = {
  en: {
    short: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
    date: { year: 'numeric', month: 'short', day: 'numeric' },
  },
} as const

export const i18n = createI18n<[MessageSchema], 'en', false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en },
  datetimeFormats,
})
