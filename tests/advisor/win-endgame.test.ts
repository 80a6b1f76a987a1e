import { describe, expect, it } from 'vitest'
import { winChances, winContext } from '../../src/advisor/win'
import type { ExactVariantId } from '../../src/advisor'
import type { BoxId } from '../../src/rules'
import { advisorFrom, sheetWithOpen } from '../helpers/advisor'
import { bruteForceFinal, bruteForceWins } from '../helpers/win-brute-force'

/** An advisor that has solved every state the given open boxes can reach. */
function advisorForOpen(variant: ExactVariantId, open: BoxId[]) {
  return advisorFrom(variant, sheetWithOpen(variant, open))
}

// Brute force takes a few seconds per sheet with two boxes open.
describe('win chances in tiny endgames, against brute force', { timeout: 120_000 }, () => {
  it('a lone player always wins', () => {
    const advisor = advisorForOpen('yatzy', ['chance'])
    const context = winContext(advisor, undefined)
    const { win } = winChances(context, [sheetWithOpen('yatzy', ['chance'])], 0)
    expect(win[0]).toBeCloseTo(1, 12)
  })

  it('one box left each: the chances, expected totals and 10–90 % range match enumeration', () => {
    const advisor = advisorForOpen('yatzy', ['chance', 'yatzy', 'sixes'])
    const context = winContext(advisor, undefined)
    const chance = sheetWithOpen('yatzy', ['chance'], { ones: 3, pair: 8, 'full-house': 20 })
    const yatzy = sheetWithOpen('yatzy', ['yatzy'], { sixes: 24, 'three-kind': 12, chance: 16 })
    const sixes = sheetWithOpen('yatzy', ['sixes'], {
      ones: 3,
      twos: 6,
      threes: 9,
      fours: 12,
      fives: 15,
    })
    const sheets = [chance, yatzy, sixes]
    const finals = sheets.map((sheet) => bruteForceFinal(advisor, sheet))
    const result = winChances(context, sheets, 1)
    const expected = bruteForceWins(finals)
    result.win.forEach((p, i) => expect(p).toBeCloseTo(expected[i]!, 10))
    finals.forEach((final, i) => {
      const mean = [...final].reduce((sum, [score, p]) => sum + score * p, 0)
      expect(result.expected[i]).toBeCloseTo(mean, 9)
      expect(result.expected[i]).toBeCloseTo(advisor.expectedFinal(sheets[i]!).expectedFinal, 6)
      const sorted = [...final].sort(([a], [b]) => a - b)
      const percentile = (q: number) => {
        let cumulative = 0
        for (const [score, p] of sorted) if ((cumulative += p) >= q - 1e-12) return score
        return sorted.at(-1)![0]
      }
      expect(result.low[i]).toBe(percentile(0.1))
      expect(result.high[i]).toBe(percentile(0.9))
    })
    expect(result.exact).toEqual([true, true, true])
  })

  it('two boxes left, the upper bonus in play: matches enumeration', () => {
    const advisor = advisorForOpen('yatzy', ['sixes', 'yatzy', 'chance', 'fives'])
    const context = winContext(advisor, undefined)
    // 45 in the upper boxes so far: three sixes make the bonus, two do not.
    const a = sheetWithOpen('yatzy', ['sixes', 'yatzy'], {
      ones: 3,
      twos: 6,
      threes: 12,
      fours: 12,
      fives: 15,
      chance: 22,
    })
    const b = sheetWithOpen('yatzy', ['chance', 'fives'], {
      ones: 2,
      twos: 6,
      threes: 9,
      fours: 16,
      sixes: 24,
      yatzy: 50,
    })
    const sheets = [a, b]
    const expected = bruteForceWins(sheets.map((sheet) => bruteForceFinal(advisor, sheet)))
    const { win } = winChances(context, sheets, 0)
    win.forEach((p, i) => expect(p).toBeCloseTo(expected[i]!, 10))
  })

  it('Yahtzee with the Yahtzee box at 50 (bonuses and jokers in play): matches enumeration', () => {
    const advisor = advisorForOpen('yahtzee', ['fours', 'large-straight', 'chance'])
    const context = winContext(advisor, undefined)
    const a = {
      ...sheetWithOpen('yahtzee', ['fours', 'large-straight'], { yahtzee: 50, sixes: 18 }),
      yahtzeeBonuses: 1,
    }
    const b = {
      ...sheetWithOpen('yahtzee', ['chance'], { yahtzee: 0, 'full-house': 25, sixes: 24 }),
      yahtzeeBonuses: 0,
    }
    const sheets = [a, b]
    const expected = bruteForceWins(sheets.map((sheet) => bruteForceFinal(advisor, sheet)))
    const { win } = winChances(context, sheets, 0)
    win.forEach((p, i) => expect(p).toBeCloseTo(expected[i]!, 10))
  })

  it('identical sheets share the win equally, ties included', () => {
    const advisor = advisorForOpen('yatzy', ['ones'])
    const context = winContext(advisor, undefined)
    const sheet = sheetWithOpen('yatzy', ['ones'])
    const { win } = winChances(context, [sheet, sheet, sheet], 2)
    for (const p of win) expect(p).toBeCloseTo(1 / 3, 12)
  })

  it('a full sheet is certain, and the higher total wins outright', () => {
    const advisor = advisorForOpen('forced-yatzy', ['yatzy'])
    const context = winContext(advisor, undefined)
    const done = sheetWithOpen('forced-yatzy', [], { chance: 30 })
    const behind = sheetWithOpen('forced-yatzy', [], { chance: 5 })
    const result = winChances(context, [behind, done], null)
    expect(result.win).toEqual([0, 1])
    expect(result.low).toEqual([5, 30])
    expect(result.high).toEqual([5, 30])
  })

  it('refuses a turn index that names no player, and no players at all', () => {
    const context = winContext(advisorForOpen('forced-yatzy', ['yatzy']), undefined)
    const sheet = sheetWithOpen('forced-yatzy', ['yatzy'])
    expect(() => winChances(context, [sheet, sheet], 2)).toThrow(/player index/)
    expect(() => winChances(context, [], null)).toThrow(/at least one player/)
  })
})
