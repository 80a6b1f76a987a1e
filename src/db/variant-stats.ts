import { getVariant, type BoxId, type VariantId } from '../rules'
import type { PlayerResultRecord } from './types'

export interface BoxAverage {
  box: BoxId
  average: number
}

export interface VariantStats {
  variant: VariantId
  games: number
  /** Games where the player placed first (a shared first place counts). */
  wins: number
  averageTotal: number
  bestTotal: number
  /** Share of games (0–1) in which the upper bonus was won. */
  upperBonusRate: number
  /** Games in which the all-alike box (Yatzy, Maxi Yatzy, Yahtzee) scored more than 0. */
  yatzys: number
  /** Average score per box, in the sheet's order. */
  boxAverages: BoxAverage[]
  /** One point per game, oldest first, for a chart. */
  series: { finishedAt: number; total: number }[]
  /** Games under house rules: left out of every figure above, and said how many. */
  houseRuleGames: number
}

/** One player's statistics in one variant, counted a result row at a time, oldest first. */
export function variantTally(variant: VariantId) {
  const boxes = getVariant(variant).boxes
  const boxSums = boxes.map(() => 0)
  const series: VariantStats['series'] = []
  let wins = 0
  let totalSum = 0
  let bestTotal = -Infinity
  let bonuses = 0
  let yatzys = 0
  let houseRuleGames = 0

  function add(row: PlayerResultRecord): void {
    // Scores under other rules are not the rule book's: never mixed in, only counted.
    if (row.houseRules) {
      houseRuleGames += 1
      return
    }
    if (row.place === 1) wins += 1
    totalSum += row.total
    bestTotal = Math.max(bestTotal, row.total)
    if (row.upperBonus) bonuses += 1
    if (row.yatzy) yatzys += 1
    row.scores.forEach((score, index) => (boxSums[index] = (boxSums[index] ?? 0) + score))
    series.push({ finishedAt: row.finishedAt, total: row.total })
  }

  function result(): VariantStats {
    const games = series.length
    return {
      variant,
      games,
      wins,
      averageTotal: totalSum / games,
      bestTotal,
      upperBonusRate: bonuses / games,
      yatzys,
      boxAverages: boxes.map((box, index) => ({ box: box.id, average: boxSums[index]! / games })),
      series,
      houseRuleGames,
    }
  }

  return { add, result }
}
