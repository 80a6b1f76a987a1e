import { beforeAll, describe, expect, it } from 'vitest'
import { loadTable, solveTable, type ExactAdvisor } from '../../src/advisor'
import {
  COMPUTER_TYPICAL_FINAL,
  finalDistribution,
  playToWin,
  residualTableFor,
  strengthTableFor,
  winChances,
  winContext,
  type StrengthTable,
  type WinContext,
} from '../../src/advisor/win'
import { openBoxesKey } from '../../src/advisor/win/nothing-more'
import { winService } from '../../src/advisor/win/win-worker-core'
import { sheetTotals, type Sheet } from '../../src/rules'

const EASY = COMPUTER_TYPICAL_FINAL['forced-yatzy'].easy
const HARD = COMPUTER_TYPICAL_FINAL['forced-yatzy'].hard
const PERFECT = COMPUTER_TYPICAL_FINAL['forced-yatzy'].perfect

let advisor: ExactAdvisor
let context: WinContext

beforeAll(async () => {
  const table = solveTable('forced-yatzy', undefined, {})
  advisor = loadTable(table.meta, table.values)
  const strength = await strengthTableFor('forced-yatzy')
  context = winContext(advisor, await residualTableFor('forced-yatzy'), strength)
})

// Forced Yatzy fills the boxes top to bottom: after three rounds, Ones, Twos and Threes.
const ahead: Sheet = { scores: { ones: 3, twos: 6, threes: 9 } }
const behindByFour: Sheet = { scores: { ones: 2, twos: 6, threes: 6 } }
// Two boxes left: Chance and Yatzy.
const late: Sheet = {
  scores: {
    ones: 2,
    twos: 4,
    threes: 9,
    fours: 8,
    fives: 10,
    sixes: 12,
    pair: 8,
    'two-pairs': 0,
    'three-kind': 12,
    'four-kind': 0,
    'small-straight': 0,
    'large-straight': 0,
    'full-house': 0,
  },
}

describe('win chances for players of different strengths', () => {
  it('has a strength table for the variant', () => {
    expect(context.strength?.levels.length).toBeGreaterThan(0)
  })

  it('gives a stronger player four points behind the better chance, where perfect play gives it to the leader', () => {
    const sheets = [ahead, behindByFour]
    const today = winChances(context, sheets, 0)
    expect(today.win[0]).toBeGreaterThan(today.win[1]!)
    const byStrength = winChances(context, sheets, 0, { typicalFinal: [EASY, HARD] })
    expect(byStrength.win[1]).toBeGreaterThan(byStrength.win[0]!)
    expect(byStrength.expected[1]).toBeGreaterThan(byStrength.expected[0]!)
  })

  it('gives today’s answer for players of unknown strength, or of perfect strength', () => {
    const sheets = [ahead, behindByFour]
    const today = winChances(context, sheets, 0)
    expect(winChances(context, sheets, 0, { typicalFinal: [undefined, undefined] })).toEqual(today)
    expect(winChances(context, sheets, 0, { typicalFinal: [PERFECT, PERFECT] })).toEqual(today)
    // Without a measured table nothing changes either.
    const unmeasured = winContext(advisor, context.residuals)
    expect(winChances(unmeasured, sheets, 0, { typicalFinal: [EASY, HARD] })).toEqual(today)
  })

  it('gives a weaker player a lower expected final and a lower chance from the same sheet', () => {
    const sheets = [ahead, ahead]
    const { win, expected } = winChances(context, sheets, 0, { typicalFinal: [EASY, HARD] })
    expect(win[1]).toBeGreaterThan(win[0]!)
    expect(expected[0]).toBeLessThan(expected[1]!)
  })

  it('expects less and less from weaker and weaker players, from any sheet', () => {
    const sheets = [{ scores: {} }, ahead, behindByFour, late]
    for (const sheet of sheets) {
      const expected = [EASY - 40, EASY - 20, EASY - 5, EASY, (EASY + HARD) / 2, HARD, PERFECT].map(
        (typical) => finalDistribution(context, sheet, typical).expected,
      )
      expected.slice(1).forEach((next, k) => expect(next).toBeGreaterThanOrEqual(expected[k]!))
    }
  })

  it('expects no more from a player weaker than the weakest level than from that level', () => {
    // As in Yatzy's mid-game: a better sheet adds little to a beginner's points to come (a flat
    // line) and nearly all of it to the next level's (a steep one).
    const row = Array.from({ length: 25 }, (_, k) => -24 + 2 * k)
    const everyOpenCount = (a: number, b: number) =>
      Object.fromEntries(
        Array.from({ length: 15 }, (_, k) => [
          String(k + 1),
          [a, b, 0, 0, Infinity, Infinity, 0, 0] as const,
        ]),
      )
    const flatThenSteep: StrengthTable = {
      variant: 'forced-yatzy',
      games: 1,
      levels: [
        { typical: EASY, lines: everyOpenCount(40, 0.3), rows: { '15': row } },
        { typical: HARD, lines: everyOpenCount(-5, 1), rows: { '15': row } },
      ],
    }
    const shaped = winContext(advisor, context.residuals, flatThenSteep)
    for (const sheet of [{ scores: {} }, ahead, behindByFour, late]) {
      const easy = finalDistribution(shaped, sheet, EASY).expected
      for (const weaker of [EASY - 5, EASY - 15, EASY - 30])
        expect(finalDistribution(shaped, sheet, weaker).expected).toBeLessThanOrEqual(easy)
    }
  })

  it('never has a weaker player finish below the points already on the sheet', () => {
    // Two boxes left, Chance and Yatzy: a beginner may add only a few points, but never lose any,
    // even where the measured spread around the expected points is wider than what is left.
    const wide: StrengthTable = {
      variant: 'forced-yatzy',
      games: 1,
      levels: [
        {
          typical: EASY,
          lines: {},
          rows: { '2': Array.from({ length: 25 }, (_, k) => -60 + 5 * k) },
        },
      ],
    }
    const wideContext = winContext(advisor, context.residuals, wide)
    const total = sheetTotals('forced-yatzy', late).total
    const { dist } = finalDistribution(wideContext, late, EASY)
    expect(dist.offset).toBeGreaterThanOrEqual(total)
    const { low, high } = winChances(wideContext, [late, late], 0, { typicalFinal: [EASY, EASY] })
    expect(low[0]).toBe(total)
    expect(high[0]).toBeGreaterThan(total + 20)
  })

  it('gives a beginner with the hard boxes left the measured chance of scoring nothing more', () => {
    // Chance and Yatzy left. The row alone smears "nothing more" over the points just above.
    const narrow = (zeros?: Record<string, number>): StrengthTable => ({
      variant: 'forced-yatzy',
      games: 1,
      levels: [
        {
          typical: EASY,
          lines: {},
          rows: { '2': Array.from({ length: 25 }, (_, k) => -6 + k) },
          zeros,
        },
      ],
    })
    const total = sheetTotals('forced-yatzy', late).total
    const atTotal = (table: StrengthTable) => {
      const { dist } = finalDistribution(winContext(advisor, context.residuals, table), late, EASY)
      return dist.offset === total ? dist.p[0]! : 0
    }
    expect(atTotal(narrow())).toBeLessThan(0.2)
    expect(atTotal(narrow({ [openBoxesKey('forced-yatzy', late)]: 0.6 }))).toBeCloseTo(0.6, 9)
    // A player just ahead by a point is then far likelier to hold on.
    const behind: Sheet = { scores: { ...late.scores, ones: 3 } }
    const chanceAhead = (table: StrengthTable) =>
      winChances(winContext(advisor, context.residuals, table), [behind, late], 0, {
        typicalFinal: [EASY, EASY],
      }).win[0]!
    expect(chanceAhead(narrow({ [openBoxesKey('forced-yatzy', late)]: 0.6 }))).toBeGreaterThan(
      chanceAhead(narrow()),
    )
  })

  it('lets a player between two levels finish like either of them', () => {
    // Easy collects 0–4 points more, Hard 20–24: someone in between may do either.
    const row = Array.from({ length: 25 }, (_, k) => -2 + k / 6)
    const two: StrengthTable = {
      variant: 'forced-yatzy',
      games: 1,
      levels: [
        {
          typical: EASY,
          lines: { '2': [2, 0, 0, 0, Infinity, Infinity, 0, 0] },
          rows: { '2': row },
        },
        {
          typical: HARD,
          lines: { '2': [22, 0, 0, 0, Infinity, Infinity, 0, 0] },
          rows: { '2': row },
        },
      ],
    }
    const total = sheetTotals('forced-yatzy', late).total
    const between = (EASY + HARD) / 2
    const { low, high } = winChances(winContext(advisor, context.residuals, two), [late], 0, {
      typicalFinal: [between],
    })
    expect(low[0]).toBeLessThanOrEqual(total + 4)
    expect(high[0]).toBeGreaterThanOrEqual(total + 20)
  })

  it('lets play to win see the opponents’ strengths: ahead of a weak opponent who leads on the sheet', () => {
    const mine: Sheet = { scores: { ones: 2, twos: 6, threes: 6 } }
    const theirs: Sheet = { scores: { ones: 4, twos: 8, threes: 9 } }
    const dice = [4, 4, 4, 2, 1]
    const equal = playToWin(context, [mine, theirs], 0, dice)
    expect(equal.behindBy).toBeGreaterThan(0)
    const byStrength = playToWin(context, [mine, theirs], 0, dice, {
      typicalFinal: [HARD, EASY],
    })
    expect(byStrength.behindBy).toBeLessThan(0)
    expect(byStrength.boxes[0]!.win).toBeGreaterThan(equal.boxes[0]!.win)
  })

  it('reaches the worker: the same position with strengths answers differently', async () => {
    const service = winService()
    const request = {
      variant: 'forced-yatzy' as const,
      options: {},
      values: advisor.values,
      positions: [{ sheets: [ahead, behindByFour], nextPlayer: 0 }],
    }
    const today = await service.handle({ ...request, id: 1 })
    const byStrength = await service.handle({ ...request, id: 2, typicalFinal: [EASY, HARD] })
    if (today.type !== 'done' || byStrength.type !== 'done') throw new Error('no answer')
    expect(today.chances[0]!.win[0]).toBeGreaterThan(0.5)
    expect(byStrength.chances[0]!.win[0]).toBeLessThan(0.5)
  })
})

describe('Maxi Yatzy by strength', () => {
  it('gives the Hard computer the better chance over a beginner from two empty sheets', async () => {
    const maxi = COMPUTER_TYPICAL_FINAL['maxi-yatzy']
    const service = winService()
    const answer = await service.handle({
      id: 1,
      variant: 'maxi-yatzy',
      options: {},
      positions: [{ sheets: [{ scores: {} }, { scores: {} }], nextPlayer: 0 }],
      typicalFinal: [maxi.easy, maxi.hard],
    })
    if (answer.type !== 'done') throw new Error(answer.message)
    const [chances] = answer.chances
    expect(chances!.win[1]).toBeGreaterThan(0.7)
    expect(chances!.expected[0]).toBeLessThan(chances!.expected[1]!)
  })
})
