import { describe, expect, it } from 'vitest'
import { readSavedHouseRules } from '@/composables/useSavedHouseRules'

describe('"Our rules" read back from the device', () => {
  it('keeps each saved set the rules take and leaves out the rest, whole', () => {
    const saved = readSavedHouseRules([
      { name: ' Mormor ', variant: 'yatzy', rules: { fullHouse: 25 } },
      { name: 'Broken', variant: 'yatzy', rules: { fullHouse: -1 } },
      { name: 'Joker in Yatzy', variant: 'yatzy', rules: { joker: 'free' } },
      { name: '', variant: 'yatzy', rules: {} },
      { name: 'Farkle', variant: 'farkle', rules: {} },
      'not a rule set',
    ])
    expect(saved).toEqual([{ name: 'Mormor', variant: 'yatzy', rules: { fullHouse: 25 } }])
    expect(readSavedHouseRules(null)).toEqual([])
  })
})
