import { rulesOf, type RulesArg } from './game-rules'
import { sheetTotals } from './totals'
import type { BoxId, Sheet } from './types'

/** Yatzys scored: the all-alike box with points, in every column of a column game. */
function yatzysOn(sheet: Sheet, box: BoxId): number {
  const own = (sheet.scores[box] ?? 0) > 0 ? 1 : 0
  return own + (sheet.columns ?? []).reduce((sum, column) => sum + yatzysOn(column, box), 0)
}

export interface Standing {
  /** Index of the player in the input. */
  player: number
  total: number
  /** 1 = winner; players who share a result share the place. */
  place: number
}

/**
 * Places for finished sheets, best first. Equal totals share a place unless the table plays the
 * Yatzy tie-break, where more Yatzys (the all-alike box scored) ranks higher.
 */
export function rankPlayers(game: RulesArg, sheets: readonly Sheet[]): Standing[] {
  const rules = rulesOf(game)
  const { variant } = rules
  const useTieBreak = rules.tieBreak
  const entries = sheets.map((sheet, player) => ({
    player,
    total: sheetTotals(rules, sheet).total,
    yatzys: useTieBreak ? yatzysOn(sheet, variant.allAlikeBox) : 0,
  }))
  const compare = (a: (typeof entries)[number], b: (typeof entries)[number]) =>
    b.total - a.total || b.yatzys - a.yatzys
  const sorted = [...entries].sort((a, b) => compare(a, b) || a.player - b.player)
  return sorted.map((entry) => ({
    player: entry.player,
    total: entry.total,
    place: 1 + sorted.filter((other) => compare(other, entry) < 0).length,
  }))
}
