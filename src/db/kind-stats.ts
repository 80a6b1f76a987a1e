import { getVariant, type BoxId, type VariantId } from '../rules'
import { kindParts, type GameKind } from './kinds'
import type { PlayerResultRecord } from './types'

export interface BoxAverage {
  box: BoxId
  average: number
}

/** One player's figures in one kind of game (a variant under one set of rules). */
export interface KindStats {
  kind: GameKind
  variant: VariantId
  games: number
  /** Games where the player placed first (a shared first place is a win for each who shares it). */
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
}

/** One player's statistics in one kind, counted a result row of that kind at a time, oldest first. */
export function kindTally(kind: GameKind) {
  const { variant } = kindParts(kind)
  const boxes = getVariant(variant).boxes
  const boxSums = boxes.map(() => 0)
  const series: KindStats['series'] = []
  let wins = 0
  let totalSum = 0
  let bestTotal = -Infinity
  let bonuses = 0
  let yatzys = 0

  function add(row: PlayerResultRecord): void {
    if (row.kind !== kind) throw new Error(`A ${row.kind} game counted as ${kind}`)
    if (row.place === 1) wins += 1
    totalSum += row.total
    bestTotal = Math.max(bestTotal, row.total)
    if (row.upperBonus) bonuses += 1
    if (row.yatzy) yatzys += 1
    row.scores.forEach((score, index) => (boxSums[index] = (boxSums[index] ?? 0) + score))
    series.push({ finishedAt: row.finishedAt, total: row.total })
  }

  function result(): KindStats {
    const games = series.length
    return {
      kind,
      variant,
      games,
      wins,
      averageTotal: totalSum / games,
      bestTotal,
      upperBonusRate: bonuses / games,
      yatzys,
      boxAverages: boxes.map((box, index) => ({ box: box.id, average: boxSums[index]! / games })),
      series,
    }
  }

  return { add, result }
}
