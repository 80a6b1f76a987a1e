/**
 * The exact advisor under house rules: keys that never mix rule sets, the standard tables as they
 * were, and the solver's values against an independent turn-by-turn solve of small endgames.
 */
import { describe, expect, it } from 'vitest'
import { advisorKey, hasHouseRules } from '@/advisor/advisor-key'
import { solveTable } from '@/advisor/solve-table'
import { loadTable, solverVersion, tableFromStorage, TableMismatchError } from '@/advisor/table'
import { gameRules, emptySheet, type JokerRule, type TableOptions } from '@/rules'
import { advisorFrom, sheetWithOpen } from '../helpers/advisor'
import { bestTurnValue } from '../helpers/best-turn'

const count = (dice: readonly number[], face: number) => dice.filter((d) => d === face).length
const sum = (dice: readonly number[]) => dice.reduce((s, d) => s + d, 0)
const alike = (dice: readonly number[]) => dice.every((d) => d === dice[0])
/** Three of one face and two of another, by the sorted counts. */
const isFullHouse = (dice: readonly number[]) => {
  const counts = [1, 2, 3, 4, 5, 6].map((f) => count(dice, f)).filter((n) => n > 0)
  return counts.sort().join('') === '23'
}

describe('advisor keys', () => {
  it('are the old keys for the variants’ own rules, whatever options repeat them', () => {
    expect(advisorKey('yatzy', {})).toBe('yatzy')
    expect(advisorKey('yatzy', { yatzyTieBreak: true, fullHouse: 'sum', allAlike: 50 })).toBe(
      'yatzy',
    )
    expect(advisorKey('yahtzee', { joker: 'forced', extraAllAlike: 100, fullHouse: 25 })).toBe(
      'yahtzee',
    )
    expect(advisorKey('forced-yatzy', { upperBonus: { threshold: 42, value: 50 } })).toBe(
      'forced-yatzy',
    )
    expect(advisorKey('maxi-yatzy', {})).toBe('maxi-yatzy:full-straight-21')
    expect(advisorKey('maxi-yatzy', { fullStraight: 30 })).toBe('maxi-yatzy:full-straight-30')
    expect(hasHouseRules('maxi-yatzy', { fullStraight: 30 })).toBe(false)
  })

  it('name every option that changes the advice, so no two rule sets share a table', () => {
    const sets: TableOptions[] = [
      {},
      { upperBonus: { threshold: 63, value: 35 } },
      { upperBonus: { threshold: 70, value: 50 } },
      { fullHouse: 25 },
      { smallStraight: 30 },
      { largeStraight: 40 },
      { ofAKind: 'all-dice' },
      { allAlike: 100 },
      { extraAllAlike: 50 },
      { twoPairsSameFace: true },
      { fullHouse: 25, smallStraight: 30 },
    ]
    const keys = sets.map((options) => advisorKey('yatzy', options))
    expect(new Set(keys).size).toBe(sets.length)
    const versions = sets.map((options) => solverVersion('forced-yatzy', options))
    expect(new Set(versions).size).toBe(sets.length)
    const jokers = (['forced', 'free', 'none'] as const).map((joker) =>
      advisorKey('yahtzee', { joker }),
    )
    expect(jokers).toEqual(['yahtzee', 'yahtzee:joker=free', 'yahtzee:joker=none'])
  })

  it('keep the standard tables’ version, so shipped and stored tables still load', () => {
    expect(solverVersion('yatzy', { fullHouse: 'sum', yatzyTieBreak: true })).toBe(
      solverVersion('yatzy', {}),
    )
    expect(solverVersion('yahtzee', { joker: 'free' })).not.toBe(solverVersion('yahtzee', {}))
  })
})

describe('tables solved for house rules', () => {
  const options: TableOptions = { fullHouse: 25, upperBonus: { threshold: 42, value: 100 } }
  const table = solveTable('forced-yatzy', undefined, options)

  it('carry their options and load back only as that rule set', () => {
    expect(JSON.parse(table.meta.houseRules!)).toEqual(options)
    const stored = tableFromStorage({ ...table.meta }, new Float32Array(table.values).buffer)
    const advisor = loadTable(stored.meta, stored.values)
    expect(advisor.options).toEqual(options)
    const standardMeta = { ...table.meta }
    delete standardMeta.houseRules
    expect(() => loadTable(standardMeta, table.values)).toThrow(TableMismatchError)
    expect(solveTable('forced-yatzy', undefined, {}).meta.houseRules).toBeUndefined()
  })

  it('value a bigger bonus more and a higher threshold less (Forced Yatzy, whole game)', () => {
    const expected = (upperBonus: { threshold: number; value: number }) =>
      solveTable('forced-yatzy', undefined, { upperBonus }).meta.expectedEmpty
    const byValue = [0, 25, 50, 100].map((value) => expected({ threshold: 42, value }))
    expect(byValue[2]).toBeCloseTo(150.2168, 4)
    for (let i = 1; i < byValue.length; i++) expect(byValue[i]!).toBeGreaterThan(byValue[i - 1]!)
    // No bonus at all: the bonus's expected worth is gone, whatever the threshold.
    expect(expected({ threshold: 105, value: 0 })).toBeCloseTo(byValue[0]!, 9)
    const byThreshold = [30, 42, 63, 84].map((threshold) => expected({ threshold, value: 50 }))
    for (let i = 1; i < byThreshold.length; i++)
      expect(byThreshold[i]!).toBeLessThan(byThreshold[i - 1]!)
  })

  it('rank the final roll by the table’s scores', () => {
    const sheet = sheetWithOpen('yatzy', ['full-house', 'chance'])
    const advisor = advisorFrom('yatzy', sheet, { fullHouse: 25 })
    const advice = advisor.advise(sheet, [2, 2, 5, 5, 5], 3)
    expect(advice.boxes.map((b) => [b.box, b.score])).toEqual([
      ['full-house', 25],
      ['chance', 19],
    ])
  })
})

describe('the solver against an independent solve of the last two turns', () => {
  it('Yatzy with the bonus at 70 for 35 and a full house of 25', () => {
    const options: TableOptions = { upperBonus: { threshold: 70, value: 35 }, fullHouse: 25 }
    const upperBefore = { ones: 3, twos: 6, threes: 12, fours: 16, fives: 15 } // 52
    const sheet = sheetWithOpen('yatzy', ['sixes', 'full-house'], { ...upperBefore, chance: 20 })
    const sixes = (d: readonly number[]) => 6 * count(d, 6) + (52 + 6 * count(d, 6) >= 70 ? 35 : 0)
    const fullHouse = (d: readonly number[]) => (isFullHouse(d) ? 25 : 0)
    const afterSixes = bestTurnValue(fullHouse)
    const afterFullHouse = bestTurnValue(sixes)
    const both = bestTurnValue((d) =>
      Math.max(sixes(d) + afterSixes, fullHouse(d) + afterFullHouse),
    )
    const advisor = advisorFrom('yatzy', sheet, options)
    expect(advisor.futureOf(sheet)).toBeCloseTo(both, 9)
    // The standard rules value the same sheet differently.
    expect(advisorFrom('yatzy', sheet).futureOf(sheet)).not.toBeCloseTo(both, 3)
  })

  it.each(['forced', 'free', 'none'] as JokerRule[])(
    'Yahtzee with the %s joker, a full house paying the dice and the Yahtzee box at 50',
    (joker) => {
      const options: TableOptions = { joker, fullHouse: 'sum' }
      const upperBefore = { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15 } // 45
      const sheet = sheetWithOpen(
        'yahtzee',
        ['sixes', 'full-house'],
        { ...upperBefore, yahtzee: 50, chance: 22 },
        { yahtzeeBonuses: 0 },
      )
      type Box = 'sixes' | 'full-house'
      const pays = (box: Box, d: readonly number[], asJoker: boolean) =>
        box === 'sixes'
          ? 6 * count(d, 6) + (45 + 6 * count(d, 6) >= 63 ? 35 : 0)
          : isFullHouse(d) || asJoker
            ? sum(d)
            : 0
      /** The boxes the dice may go in, by the rule book's joker rules, each with its pay. */
      const choices = (open: Box[], d: readonly number[]): [Box, number][] => {
        const five = alike(d)
        const extra = five ? 100 : 0
        const plain = open.map((box): [Box, number] => [box, pays(box, d, false) + extra])
        if (!five || joker === 'none') return plain
        if (joker === 'free') return open.map((box) => [box, pays(box, d, true) + extra])
        if (d[0] === 6 && open.includes('sixes'))
          return [['sixes', pays('sixes', d, false) + extra]]
        if (open.includes('full-house'))
          return [['full-house', pays('full-house', d, true) + extra]]
        return plain
      }
      const onlyLeft = (box: Box) => bestTurnValue((d) => choices([box], d)[0]![1])
      const rest: Record<Box, number> = {
        sixes: onlyLeft('full-house'),
        'full-house': onlyLeft('sixes'),
      }
      const both = bestTurnValue((d) =>
        Math.max(...choices(['sixes', 'full-house'], d).map(([box, score]) => score + rest[box])),
      )
      expect(advisorFrom('yahtzee', sheet, options).futureOf(sheet)).toBeCloseTo(both, 9)
    },
  )
})

describe('the empty sheet', () => {
  it('is advised from the table’s own totals', () => {
    const table = solveTable('forced-yatzy', undefined, { allAlike: 100 })
    const advisor = loadTable(table.meta, table.values)
    const empty = emptySheet(gameRules('forced-yatzy', { allAlike: 100 }))
    expect(advisor.expectedFinal(empty).expectedFinal).toBeCloseTo(table.meta.expectedEmpty, 3)
    expect(table.meta.expectedEmpty).toBeGreaterThan(150.2168)
  })
})
