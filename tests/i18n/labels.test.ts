import { describe, expect, it } from 'vitest'
import en from '@/i18n/locales/en.json?all'
import sv from '@/i18n/locales/sv.json?all'
import { labelsOf } from '@/i18n/labels'
import { createI18n } from '@/i18n/runtime'
import { VARIANTS } from '@/rules'

const i18n = createI18n({ locale: 'sv', fallback: 'en', messages: { en, sv } })
const labels = labelsOf(i18n)

describe('box and variant names', () => {
  it('name every box and variant in the language shown', () => {
    for (const variant of VARIANTS) {
      expect(labels.variantName(variant.id)).not.toContain('variant.')
      expect(labels.variantDescription(variant.id)).not.toContain('variant.')
      for (const box of variant.boxes) expect(labels.boxName(box.id)).not.toContain('box.')
    }
    expect(labels.boxName('sixes')).toBe('Sexor')
  })

  it('follow a change of language', () => {
    i18n.locale.value = 'en'
    expect(labels.boxName('sixes')).toBe('Sixes')
    expect(labels.variantName('forced-yatzy')).toBe('Forced Yatzy')
    i18n.locale.value = 'sv'
  })

  it('name a box id read from stored data, and nothing else', () => {
    expect(labels.knownBoxName('full-house')).toBe('Kåk')
    expect(labels.knownBoxName('nonsense')).toBeUndefined()
  })
})
