import type { KindStats } from '@/db'

export type StatsSummary = Pick<
  KindStats,
  'games' | 'wins' | 'averageTotal' | 'bestTotal' | 'upperBonusRate' | 'yatzys'
>

/**
 * One summary over several kinds: each game is in exactly one kind, so counts add up, and averages
 * and rates are weighted by games.
 */
export function combineStats(variants: readonly KindStats[]): StatsSummary {
  const games = variants.reduce((sum, v) => sum + v.games, 0)
  const weighted = (pick: (v: KindStats) => number) =>
    games === 0 ? 0 : variants.reduce((sum, v) => sum + pick(v) * v.games, 0) / games
  return {
    games,
    wins: variants.reduce((sum, v) => sum + v.wins, 0),
    averageTotal: weighted((v) => v.averageTotal),
    bestTotal: variants.length ? Math.max(...variants.map((v) => v.bestTotal)) : 0,
    upperBonusRate: weighted((v) => v.upperBonusRate),
    yatzys: variants.reduce((sum, v) => sum + v.yatzys, 0),
  }
}
