import { describe, expect, it } from 'vitest'
import { nameLabels, shortNames } from '@/game/short-names'

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

describe('short names of players whose names start alike', () => {
  it('computers named after their level show the level', () => {
    expect(shortNames(['Anna', 'Computer (Easy)', 'Computer (Medium)'])).toEqual([
      'Anna',
      'Easy',
      'Medium',
    ])
    expect(shortNames(['Computer (Hard)', 'Computer (Hard) 2'])).toEqual(['Hard', 'Hard 2'])
  })

  it('a lone long name is still just cut', () => {
    expect(shortNames(['Computer (Hard)', 'Bo'])).toEqual(['Comp', 'Bo'])
  })
})

describe('numbered names', () => {
  it('keep the number that tells them apart', () => {
    const [one, two] = shortNames(['Computer 1', 'Computer 2'])
    expect(one).not.toBe(two)
    expect(one!.endsWith('1')).toBe(true)
    expect(shortNames(['Computer (Perfect)', 'Computer (Easy)'])).toEqual(['Perfec', 'Easy'])
  })
})

describe('names in narrow boxes never look alike', () => {
  it('shows a name no other starts like whole, for its box to cut', () => {
    expect(nameLabels(['Björn', 'Cecilia', 'Computer (Medium)'])).toEqual([
      { text: 'Björn', fit: false },
      { text: 'Cecilia', fit: false },
      { text: 'Computer (Medium)', fit: false },
    ])
  })

  it('gives a name that starts like another its telling part with "…", fitted, not cut to "Anna…"', () => {
    expect(nameLabels(['Anna', 'Annabelle-Marie', 'Bo'])).toEqual([
      { text: 'Anna', fit: true },
      { text: 'Annab…', fit: true },
      { text: 'Bo', fit: false },
    ])
    expect(nameLabels(['Anna', 'Annabelle-Marie'], 6)[1]).toEqual({ text: 'Annabe…', fit: true })
  })

  it('shows the telling part of names that share a long start', () => {
    const [easy, medium] = nameLabels(['Computer (Easy)', 'Computer (Medium)'])
    expect(easy!.text).toContain('Easy')
    expect(medium!.text).toContain('Medium')
  })
})
