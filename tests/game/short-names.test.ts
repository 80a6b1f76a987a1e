import { describe, expect, it } from 'vitest'
import { shortNames } from '@/game/short-names'

describe('short names for narrow columns', () => {
  it('cuts to four characters and keeps short names whole', () => {
    expect(shortNames(['Charlotte', 'Bo', 'Fredrik'])).toEqual(['Char', 'Bo', 'Fred'])
  })

  it('never makes two players look alike', () => {
    expect(shortNames(['Annabel', 'Annika', 'Anna'])).toEqual(['Annab', 'Anni', 'Anna'])
    expect(shortNames(['Mormor', 'Morfar'])).toEqual(['Morm', 'Morf'])
  })

  it('cuts between whole characters, never inside an emoji or an accented letter', () => {
    const family = '👨‍👩‍👧'
    expect(shortNames([`${family}${family}Team`])).toEqual([`${family}${family}Te`])
    expect(shortNames(['Åsa-Britt'])).toEqual(['Åsa-'])
  })
})
