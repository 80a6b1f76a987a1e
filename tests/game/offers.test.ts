import { describe, expect, it } from 'vitest'
import { emptySheet, gameRules, writeScore } from '@/rules'
import { bestLegalBox, boxOffers } from '@/game/offers'

describe('the legal box that pays most', () => {
  it('is Yatzy for five sixes on an empty Yatzy sheet (50 beats Sixes 30 and Chance 30)', () => {
    const rules = gameRules('yatzy', {})
    expect(bestLegalBox(boxOffers(rules, emptySheet(rules), [6, 6, 6, 6, 6]))).toBe('yatzy')
  })

  it('is the next box under forced order, whatever it pays (Ones: 0 for 6-6-6-6-5)', () => {
    const rules = gameRules('forced-yatzy', {})
    expect(bestLegalBox(boxOffers(rules, emptySheet(rules), [6, 6, 6, 6, 5]))).toBe('ones')
  })

  it('is an open box even when every open box pays 0', () => {
    const rules = gameRules('yatzy', {})
    const onlyYatzyOpen = rules.variant.boxes
      .filter((box) => box.id !== 'yatzy')
      .reduce((sheet, box) => writeScore(rules, sheet, box.id, 0), emptySheet(rules))
    expect(bestLegalBox(boxOffers(rules, onlyYatzyOpen, [1, 2, 3, 4, 6]))).toBe('yatzy')
  })

  it('looks only at the column the turn writes in (Triple Yatzy: Yatzy written in the left)', () => {
    const rules = gameRules('yatzy', { columns: [1, 2, 3] })
    const sheet = writeScore(rules, emptySheet(rules), 'yatzy', 50, { column: 0 })
    const offers = boxOffers(rules, sheet, [6, 6, 6, 6, 6], 0)
    expect(offers.yatzy).toBeUndefined()
    expect(bestLegalBox(offers)).toBe('sixes')
    expect(bestLegalBox(boxOffers(rules, sheet, [6, 6, 6, 6, 6], 1))).toBe('yatzy')
  })

  it('is null with no roll entered', () => {
    expect(bestLegalBox(undefined)).toBeNull()
  })
})
