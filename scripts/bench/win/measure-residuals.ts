import type { Advisor } from '../../../src/advisor/types'
import { coarseKey, residualKey } from '../../../src/advisor/win/residual-key'
import type { ResidualTable } from '../../../src/advisor/win/residual-table'
import type { Trajectory } from './self-play'

/** Quantile points per row: every 2.5 %. */
export const RESIDUAL_LEVELS = 41
/** Rows measured from fewer turns than this fall back to the coarser row. */
const MIN_SAMPLES = 150

/**
 * The residual table from self-play: for every turn of every game, final score minus the
 * advisor's expected final score at that turn, grouped by residualKey (and by open boxes alone).
 */
export function measureResiduals(advisor: Advisor, games: readonly Trajectory[]): ResidualTable {
  const groups = new Map<string, number[]>()
  const add = (key: string, value: number) => {
    const list = groups.get(key)
    if (list) list.push(value)
    else groups.set(key, [value])
  }
  for (const game of games) {
    for (const sheet of game.sheets.slice(0, -1)) {
      const residual = game.final - advisor.expectedFinal(sheet).expectedFinal
      const key = residualKey(advisor.variant, sheet)
      add(key, residual)
      add(coarseKey(key), residual)
    }
  }
  const rows: Record<string, number[]> = {}
  for (const [key, values] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    if (values.length < MIN_SAMPLES) continue
    values.sort((a, b) => a - b)
    rows[key] = Array.from({ length: RESIDUAL_LEVELS }, (_, i) => {
      const level = Math.min(Math.max(i / (RESIDUAL_LEVELS - 1), 0.002), 0.998)
      return Math.round(values[Math.floor(level * (values.length - 1))]! * 10) / 10
    })
  }
  return { variant: advisor.variant, games: games.length, rows }
}
