import { describe, expect, it } from 'vitest'
import {
  columnNames,
  initials,
  linesTaken,
  shortForms,
  twoLines,
  type ColumnSpace,
} from '@/game/column-names'

/** A monospaced head: 10 px a character, so what fits is counted by hand. */
const columns = (count: number, width: number): ColumnSpace[] =>
  Array.from({ length: count }, () => ({ width, measure: (text) => [...text].length * 10 }))

const FAMILY = ['Anna', 'Annabelle-Marie', 'Björn', 'Cecilia', 'Dag', 'Computer (Medium)']

const shown = (heads: ReturnType<typeof columnNames>) => heads.map((head) => head.lines.join('/'))

describe('column heads that fit their width without "…"', () => {
  it('shows every name whole where the columns are wide enough', () => {
    const heads = columnNames(FAMILY, columns(6, 170))
    expect(shown(heads)).toEqual(FAMILY)
    expect(heads.every((head) => head.scale === 1)).toBe(true)
  })

  it('shrinks a name as far as ¾ before it breaks it or cuts it', () => {
    // "Annabelle-Marie" is 150 px: 125 at 5/6; "Computer (Medium)" is 170: 127.5 at ¾, too wide.
    const heads = columnNames(FAMILY, columns(6, 125))
    expect(heads[1]).toEqual({ lines: ['Annabelle-Marie'], scale: 125 / 150, form: 'whole' })
    expect(heads[5]).toEqual({ lines: ['Computer', '(Medium)'], scale: 1, form: 'whole' })
    expect(heads[0]).toEqual({ lines: ['Anna'], scale: 1, form: 'whole' })
  })

  it('gives a narrow column the longest telling short form, then the initials', () => {
    // 50 px: five characters at full size, six at ¾.
    expect(shown(columnNames(FAMILY, columns(6, 50)))).toEqual([
      'Anna',
      'Annab',
      'Björn',
      'Cecil',
      'Dag',
      'Compu',
    ])
    // 25 px: two characters at full size, three at ¾: short forms of three, else initials.
    const narrow = columnNames(FAMILY, columns(6, 25))
    expect(shown(narrow)).toEqual(['A', 'AM', 'Bjö', 'Cec', 'Dag', 'Com'])
    expect(narrow.map((head) => head.form)).toEqual([
      'initials',
      'initials',
      'short',
      'short',
      'whole',
      'short',
    ])
  })

  it('fits every head to its width, never with "…", and no two heads alike, at every width', () => {
    const sets = [
      FAMILY,
      ['Computer (Easy)', 'Computer (Medium)', 'Computer (Hard)', 'Computer (Hard) 2'],
      ['Bo', 'Björn', 'Bodil', 'Bosse', 'Britt-Marie', 'Britta'],
      ['Mormor', 'Morfar', 'Moa', 'Mo', '👨‍👩‍👧 Team', 'Åsa-Britt'],
    ]
    for (const names of sets) {
      for (let width = 12; width <= 200; width += 3) {
        const heads = columnNames(names, columns(names.length, width))
        for (const [i, head] of heads.entries()) {
          const widest = Math.max(...head.lines.map((line) => [...line].length * 10))
          expect(widest * head.scale, `${names[i]} at ${width}`).toBeLessThanOrEqual(width + 1e-9)
          expect(head.lines.join('')).not.toContain('…')
          expect(head.lines.length).toBeLessThanOrEqual(2)
        }
        const keys = shown(heads).map((key) => key.toLowerCase())
        expect(new Set(keys).size, `${names.join(',')} at ${width}`).toBe(keys.length)
      }
    }
  })

  it('keeps the score cards to one line', () => {
    const heads = columnNames(FAMILY, columns(6, 125), 1)
    expect(heads.every((head) => head.lines.length === 1)).toBe(true)
    // Cut after a whole word rather than inside the next: not "Computer (Me".
    expect(heads[5]!.lines).toEqual(['Computer'])
  })
})

describe('the forms a name may take', () => {
  it('breaks after a space or hyphen where the lines are most even', () => {
    expect(twoLines('Annabelle-Marie')).toEqual(['Annabelle-', 'Marie'])
    expect(twoLines('Computer (Medium)')).toEqual(['Computer', '(Medium)'])
    expect(twoLines('Dag')).toBeUndefined()
  })

  it('cuts only where no other name starts alike, and shows the level where computers share it', () => {
    expect(shortForms(['Anna', 'Annabelle'], 1)).toEqual(['Annabell', 'Annabel', 'Annabe', 'Annab'])
    expect(shortForms(['Anna', 'Annabelle'], 0)).toEqual([])
    expect(shortForms(['Computer (Easy)', 'Computer (Medium)'], 1).slice(-4)).toEqual([
      'Medium',
      'Mediu',
      'Medi',
      'Med',
    ])
  })

  it('gives initials that are never alike', () => {
    expect(initials(FAMILY)).toEqual(['A', 'AM', 'B', 'C', 'D', 'CM'])
    expect(initials(['Bo', 'Björn', 'Anna', 'Anders'])).toEqual(['Bo', 'Bj', 'Ann', 'And'])
    expect(initials(['Computer (Hard)', 'Computer (Hard) 2'])).toEqual(['CH', 'CH2'])
  })
})

describe('a line of words as the page wraps it', () => {
  const measure = (text: string) => [...text].length * 10
  it('breaks between words, a last space hanging past the edge', () => {
    const words = ['Anna: ', '18 ', 'in ', 'Sixes']
    // "Anna: 18 in Sixes" is 170 px; "Anna: 18 in " 120 with its space, 110 without.
    expect(linesTaken(words, 170, measure)).toBe(1)
    expect(linesTaken(words, 110, measure)).toBe(2)
    expect(linesTaken(words, 60, measure)).toBe(3)
    expect(linesTaken(words, 40, measure)).toBe(Infinity)
  })
})
