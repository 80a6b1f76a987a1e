import type { Trajectory } from './self-play'
import { winChances, type WinContext } from '../../src/advisor/win/win-chances'

/** One decile of predicted chance: how many predictions, their mean, and the observed win rate. */
export interface CalibrationBin {
  from: number
  to: number
  count: number
  predicted: number
  observed: number
  /**
   * Standard error of observed − predicted, from the tables' sums of (outcome − prediction): the
   * predictions of one game are correlated, so counting them as independent would understate it.
   */
  error: number
}

export interface Calibration {
  games: number
  predictions: number
  brier: number
  bins: CalibrationBin[]
}

/** One benchmark table's calibration, as WIN_JSON stores it. */
export interface CalibrationRecord {
  variant: string
  seeds: number[]
  name: string
  players: number
  games: number
  /** With each seat's strength. */
  mine: Calibration
  /** Every player taken as perfect. */
  today: Calibration
}

export interface CalibrationOptions {
  /** Each seat's typical final score (undefined: perfect play assumed). */
  typicalFinal?: readonly (number | undefined)[]
  /** Predict after this many writes of each game, spread over it (default: after every write). */
  writesPerGame?: number
}

/**
 * Groups single-player games into `players`-player games (players never interact under
 * expected-score play, so this is a fair game) and predicts every player's win chance after every
 * write but the last. Each prediction is scored against the outcome (1 for a win, 1/k for a k-way
 * tie, 0 otherwise): Brier score and the observed win rate per decile of predicted chance.
 */
export function calibrate(
  context: WinContext,
  games: readonly Trajectory[],
  players: number,
): Calibration {
  const tables = Math.floor(games.length / players)
  return calibrateTables(
    context,
    Array.from({ length: tables }, (_, t) => games.slice(t * players, (t + 1) * players)),
  )
}

/**
 * The same for tables given seat by seat (computers never look at another sheet, so any
 * single-player games side by side make a fair game), with each seat's strength. With
 * `writesPerGame`, the writes predicted after are a fixed spread of each game's (the same for the
 * same tables, so two models are scored on the same positions).
 */
export function calibrateTables(
  context: WinContext,
  tables: readonly (readonly Trajectory[])[],
  options: CalibrationOptions = {},
): Calibration {
  const bins: CalibrationBin[] = Array.from({ length: 10 }, (_, i) => ({
    from: i / 10,
    to: (i + 1) / 10,
    count: 0,
    predicted: 0,
    observed: 0,
    error: 0,
  }))
  let squared = 0
  let predictions = 0
  tables.forEach((seats, t) => {
    const players = seats.length
    const best = Math.max(...seats.map((s) => s.final))
    const winners = seats.filter((s) => s.final === best).length
    const outcome = seats.map((s) => (s.final === best ? 1 / winners : 0))
    const turns = seats[0]!.sheets.length - 1
    const misses = new Map<CalibrationBin, number>()
    for (const write of writesOf(turns * players, options.writesPerGame, t)) {
      // Player i has written ⌈(write − i) / players⌉ times after `write` writes.
      const sheets = seats.map((s, i) => s.sheets[Math.max(0, Math.ceil((write - i) / players))]!)
      const { win } = winChances(context, sheets, write % players, {
        typicalFinal: options.typicalFinal,
      })
      win.forEach((p, i) => {
        const bin = bins[Math.min(9, Math.floor(p * 10))]!
        bin.count++
        bin.predicted += p
        bin.observed += outcome[i]!
        misses.set(bin, (misses.get(bin) ?? 0) + outcome[i]! - p)
        squared += (p - outcome[i]!) ** 2
        predictions++
      })
    }
    for (const [bin, miss] of misses) bin.error += miss * miss
  })
  for (const bin of bins) {
    if (bin.count > 0) {
      bin.predicted /= bin.count
      bin.observed /= bin.count
      bin.error = Math.sqrt(bin.error) / bin.count
    }
  }
  return { games: tables.length, predictions, brier: squared / Math.max(1, predictions), bins }
}

/** Writes 1 … all − 1, or `count` of them: one in each equal stretch, placed by the table's index. */
function writesOf(all: number, count: number | undefined, table: number): number[] {
  const every = Array.from({ length: all - 1 }, (_, k) => k + 1)
  if (count === undefined || count >= every.length) return every
  const stretch = every.length / count
  return Array.from({ length: count }, (_, k) => {
    const within = ((table * 7919 + k * 104_729) % 1000) / 1000
    return every[Math.floor((k + within) * stretch)]!
  })
}
