import { describe, expect, expectTypeOf, it } from 'vitest'
import en from '@/i18n/locales/en.json?all'
import type { MessageKey } from '@/i18n/keys'
import { createI18n, type Translator } from '@/i18n/runtime'
import type { BoxId, VariantId } from '@/rules'

// vue-tsc checks this file: each @ts-expect-error below fails the type-check if the line under it
// stops being an error, i.e. if a misspelt key would slip through.
const i18n = createI18n({ locale: 'en', fallback: 'en', messages: { en }, onMissing: () => {} })
const { t }: Translator = i18n

describe('message keys', () => {
  it('are the keys of the English file, checked when the app is type-checked', () => {
    expect(t('home.newGame')).not.toBe('home.newGame')
    // @ts-expect-error a misspelt key
    expect(t('home.newGaem')).toBe('home.newGaem')
    // @ts-expect-error a group of messages is not a message
    t('home')
  })

  it('may be built at run time from typed parts, every key they can make being in the file', () => {
    expectTypeOf<`box.${BoxId}`>().toExtend<MessageKey>()
    expectTypeOf<`variant.${VariantId}.name`>().toExtend<MessageKey>()
    const box: BoxId = 'sixes'
    expect(t(`box.${box}`)).toBe('Sixes')
    const anyText: string = 'sixes'
    // @ts-expect-error a key built from any string could be anything
    t(`box.${anyText}`)
  })
})
