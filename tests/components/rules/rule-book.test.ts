import { describe, expect, it } from 'vitest'
import { getVariant } from '@/rules'
import { BOX_ROWS, RULE_BOOK, type TableVariant } from '@/components/rules/rule-book'
import { LAYOUTS, refScore } from '../../helpers/rules-reference'

describe("the Rules screen's box tables", () => {
  it.each(Object.keys(BOX_ROWS) as TableVariant[])(
    "%s: every box once, in the sheet's order, each example scored as the reference scorer does",
    (variant) => {
      const rows = BOX_ROWS[variant]
      expect(rows.flatMap((row) => row.boxes)).toEqual(LAYOUTS[variant].boxes.map((b) => b.id))
      expect(rows.flatMap((row) => row.boxes)).toEqual(getVariant(variant).boxes.map((b) => b.id))
      for (const row of rows) {
        const box = row.exampleBox ?? row.boxes[0]!
        expect(row.boxes).toContain(box)
        expect(row.dice).toHaveLength(getVariant(variant).diceCount)
        expect(refScore(variant, box, row.dice), `${box} ${row.dice.join('')}`).toBe(row.points)
      }
    },
  )

  it('every game has a section, and each box table sits in its own game', () => {
    const titles = RULE_BOOK.map((s) => (typeof s.title === 'string' ? s.title : s.title.variant))
    expect(titles).toEqual(
      expect.arrayContaining(['yatzy', 'forced-yatzy', 'maxi-yatzy', 'yahtzee']),
    )
    for (const section of RULE_BOOK) {
      for (const block of section.blocks) {
        if (block.kind === 'boxes') expect(section.title).toEqual({ variant: block.variant })
      }
    }
  })
})
