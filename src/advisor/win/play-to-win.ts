import { getVariant, writeBox, type BoxId, type Sheet } from '../../rules'
import { finalDistribution, winChances, type WinContext, type WinOptions } from './win-chances'

export interface WinBoxOption {
  box: BoxId
  score: number
  /** The writer's chance to win after writing here (everyone then plays for expected score). */
  win: number
  /** The advisor's expected final score for the same choice. */
  expectedFinal: number
}

export interface PlayToWin {
  /** Every legal box, best chance to win first. */
  boxes: WinBoxOption[]
  /** The box expected-score play would take. */
  expectedBest: BoxId
  /** True when the best box for winning is not the expected-score box (and wins more often). */
  differs: boolean
  /** How far the writer's expected final score trails the best other player's (≤ 0: ahead). */
  behindBy: number
}

/**
 * "Play to win" on the final roll of a five-dice game: each legal box ranked by the writer's
 * chance to finish first, the rest of the game played as each player's strength says
 * (`options.typicalFinal`; unknown: expected-score play, one step of policy improvement over the
 * advisor). Maxi Yatzy is not covered: its boxes can be written before the last roll and its
 * numbers are a heuristic.
 */
export function playToWin(
  context: WinContext,
  sheets: readonly Sheet[],
  player: number,
  dice: readonly number[],
  options: WinOptions = {},
): PlayToWin {
  const variant = getVariant(context.advisor.variant)
  if (variant.savedRolls)
    throw new RangeError('Play to win covers the five-dice games, not Maxi Yatzy')
  const sheet = sheets[player]
  if (!sheet) throw new RangeError(`There is no player ${player} among ${sheets.length}`)
  const ranked = context.advisor.advise(sheet, dice, variant.rollsPerTurn, { keeps: 0 }).boxes
  if (ranked.length === 0) throw new RangeError('This sheet is full: there is no box to write')
  const typical = options.typicalFinal ?? []
  const others = sheets.map((s, i) =>
    i === player ? null : finalDistribution(context, s, typical[i]).expected,
  )
  const rivals = others.filter((e): e is number => e !== null)
  const mine = finalDistribution(context, sheet, typical[player]).expected
  const boxes = ranked
    .map((option) => {
      const after = sheets.map((s, i) =>
        i === player ? writeBox(context.advisor.rules, s, dice, option.box) : s,
      )
      const { win } = winChances(context, after, null, options)
      return {
        box: option.box,
        score: option.score,
        win: win[player]!,
        expectedFinal: option.expectedFinal,
      }
    })
    // Stable: equal chances keep the expected-score order.
    .sort((a, b) => b.win - a.win)
  const expectedBest = ranked[0]!.box
  const bestForExpected = boxes.find((b) => b.box === expectedBest)!
  return {
    boxes,
    expectedBest,
    differs: boxes[0]!.box !== expectedBest && boxes[0]!.win > bestForExpected.win + 1e-9,
    behindBy: rivals.length > 0 ? Math.max(...rivals) - mine : 0,
  }
}
