import type { Trajectory } from './self-play'
import { winChances, type WinContext } from '../../../src/advisor/win/win-chances'

/** One decile of predicted chance: how many predictions, their mean, and the observed win rate. */
export interface CalibrationBin {
  from: number
  to: number
  count: number
  predicted: number
  observed: number
}

export interface Calibration {
  games: number
  predictions: number
  brier: number
  bins: CalibrationBin[]
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
  const bins = Array.from({ length: 10 }, (_, i) => ({
    from: i / 10,
    to: (i + 1) / 10,
    count: 0,
    predicted: 0,
    observed: 0,
  }))
  let squared = 0
  let predictions = 0
  const tables = Math.floor(games.length / players)
  for (let t = 0; t < tables; t++) {
    const seats = games.slice(t * players, (t + 1) * players)
    const best = Math.max(...seats.map((s) => s.final))
    const winners = seats.filter((s) => s.final === best).length
    const outcome = seats.map((s) => (s.final === best ? 1 / winners : 0))
    const turns = seats[0]!.sheets.length - 1
    for (let write = 1; write < turns * players; write++) {
      // Player i has written ⌈(write − i) / players⌉ times after `write` writes.
      const sheets = seats.map((s, i) => s.sheets[Math.max(0, Math.ceil((write - i) / players))]!)
      const { win } = winChances(context, sheets, write % players)
      win.forEach((p, i) => {
        const bin = bins[Math.min(9, Math.floor(p * 10))]!
        bin.count++
        bin.predicted += p
        bin.observed += outcome[i]!
        squared += (p - outcome[i]!) ** 2
        predictions++
      })
    }
  }
  for (const bin of bins) {
    if (bin.count > 0) {
      bin.predicted /= bin.count
      bin.observed /= bin.count
    }
  }
  return { games: tables, predictions, brier: squared / Math.max(1, predictions), bins }
}
