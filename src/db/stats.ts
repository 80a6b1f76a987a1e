import { getVariant, VARIANTS, type BoxId, type VariantId } from '../rules'
import type { YatzyPadDatabase } from './database'
import { playerKey } from './names'
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
}

export interface PlayerStats {
  /** The identity used: the name trimmed and lower-cased. */
  player: string
  /** The name as written in the player's most recent game ('' when there is none). */
  displayName: string
  /** Per variant played, in the app's variant order. */
  variants: VariantStats[]
}

function summary(variant: VariantId, rows: readonly PlayerResultRecord[]): VariantStats {
  const boxes = getVariant(variant).boxes
  const boxSums = boxes.map(() => 0)
  let wins = 0
  let totalSum = 0
  let bestTotal = -Infinity
  let bonuses = 0
  let yatzys = 0
  for (const row of rows) {
    if (row.place === 1) wins += 1
    totalSum += row.total
    bestTotal = Math.max(bestTotal, row.total)
    if (row.upperBonus) bonuses += 1
    if (row.yatzy) yatzys += 1
    row.scores.forEach((score, index) => (boxSums[index] = (boxSums[index] ?? 0) + score))
  }
  const games = rows.length
  return {
    variant,
    games,
    wins,
    averageTotal: totalSum / games,
    bestTotal,
    upperBonusRate: bonuses / games,
    yatzys,
    boxAverages: boxes.map((box, index) => ({ box: box.id, average: boxSums[index]! / games })),
    series: rows.map((row) => ({ finishedAt: row.finishedAt, total: row.total })),
  }
}

/** Player statistics over finished games, from the small per-player result rows. */
export function statsQueries(database: YatzyPadDatabase) {
  async function playerStats(
    name: string,
    filter: { variant?: VariantId } = {},
  ): Promise<PlayerStats> {
    const player = playerKey(name)
    const rows = await database.playerResults
      .where('[player+finishedAt]')
      .between([player, -Infinity], [player, Infinity], true, true)
      .toArray()
    const byVariant = new Map<VariantId, PlayerResultRecord[]>()
    for (const row of rows) {
      if (filter.variant && row.variant !== filter.variant) continue
      const list = byVariant.get(row.variant)
      if (list) list.push(row)
      else byVariant.set(row.variant, [row])
    }
    const variants = VARIANTS.flatMap((variant) => {
      const list = byVariant.get(variant.id)
      return list ? [summary(variant.id, list)] : []
    })
    return { player, displayName: rows.at(-1)?.name ?? '', variants }
  }

  return { playerStats }
}

export type StatsQueries = ReturnType<typeof statsQueries>
