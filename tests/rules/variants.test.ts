/** The four sheets as RULES.md lays them out: stable box ids, table order, counters, par. */
import { describe, expect, it } from 'vitest'
import {
  boxPar,
  emptySheet,
  filledCount,
  getVariant,
  isVariantId,
  RuleError,
  VARIANTS,
  type VariantId,
} from '@/rules'
import { LAYOUTS, VARIANT_IDS } from '../helpers/rules-reference'

describe('variants', () => {
  it('offers Yatzy (the default) first, then Forced Yatzy, Maxi Yatzy and Yahtzee', () => {
    expect(VARIANTS.map((v) => v.id)).toEqual(VARIANT_IDS)
  })

  it.each(VARIANT_IDS)('%s has the box ids of RULES.md, in table order', (variant) => {
    const def = getVariant(variant)
    expect(def.boxes.map((b) => b.id)).toEqual(LAYOUTS[variant].boxes.map((b) => b.id))
    expect(def.diceCount).toBe(LAYOUTS[variant].dice)
    expect(def.boxes).toHaveLength(
      { yatzy: 15, 'forced-yatzy': 15, 'maxi-yatzy': 20, yahtzee: 13 }[variant],
    )
  })

  it.each(VARIANT_IDS)('%s gives each upper box its par and the lower boxes none', (variant) => {
    for (const b of LAYOUTS[variant].boxes) {
      const par = b.face === undefined ? undefined : LAYOUTS[variant].parPerFace * b.face
      expect(boxPar(variant, b.id), b.id).toBe(par)
    }
  })

  it('recognises only the four variant ids', () => {
    for (const id of VARIANT_IDS) expect(isVariantId(id)).toBe(true)
    for (const id of ['Yatzy', 'farkle', '', 'toString', '__proto__', 7, undefined, null]) {
      expect(isVariantId(id), String(id)).toBe(false)
    }
    expect(() => getVariant('toString' as VariantId)).toThrow(RuleError)
  })

  it('starts each sheet blank, with the Maxi bank and the Yahtzee bonus count at zero', () => {
    expect(emptySheet('yatzy')).toEqual({ scores: {} })
    expect(emptySheet('forced-yatzy')).toEqual({ scores: {} })
    expect(emptySheet('maxi-yatzy')).toEqual({ scores: {}, savedRolls: 0 })
    expect(emptySheet('yahtzee')).toEqual({ scores: {}, yahtzeeBonuses: 0 })
    expect(emptySheet('yatzy')).not.toBe(emptySheet('yatzy'))
    expect(filledCount(emptySheet('yahtzee'))).toBe(0)
    expect(filledCount({ scores: { ones: 0, chance: 17 } })).toBe(2)
  })
})
