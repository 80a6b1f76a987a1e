import type { ComputerLevel } from '../../players/kinds'
import type { VariantId } from '../../rules'

/**
 * Each computer level's mean final score, 10,000 self-play games per level and variant
 * (scripts/bench/computer.ts, README "Computer players in self-play"): a computer's strength.
 */
export const COMPUTER_TYPICAL_FINAL: Readonly<
  Record<VariantId, Readonly<Record<ComputerLevel, number>>>
> = {
  yatzy: { easy: 171.6, medium: 211.9, hard: 240.3, perfect: 248.16 },
  'forced-yatzy': { easy: 123.3, medium: 133.6, hard: 147.4, perfect: 149.98 },
  'maxi-yatzy': { easy: 275.0, medium: 355.8, hard: 408.0, perfect: 425.5 },
  yahtzee: { easy: 199.2, medium: 225.5, hard: 247.7, perfect: 254.24 },
}

/**
 * A typical final at or above this is perfect play: the chances are those of expected-score play,
 * exact endgames included.
 */
export function perfectTypical(variant: VariantId): number {
  return COMPUTER_TYPICAL_FINAL[variant].perfect
}

/**
 * What a player nobody knows yet is assumed to score: the mean of the four levels' means (Yatzy
 * 218.0, between Medium and Hard). Against a computer of known level, with the new player any of
 * the four levels, it scores a mean Brier of 0.1391 in Yatzy, where assuming perfect play scores
 * 0.1505 and assuming Medium 0.1397 (scripts/research/win/new-player.ts, 500 games per
 * pairing): a beginner taken as perfect is the costliest mistake.
 */
export const FAMILY_TYPICAL_FINAL: Readonly<Record<VariantId, number>> = Object.fromEntries(
  Object.entries(COMPUTER_TYPICAL_FINAL).map(([variant, levels]) => {
    const means = Object.values(levels)
    return [variant, Math.round((means.reduce((a, b) => a + b, 0) / means.length) * 10) / 10]
  }),
) as Record<VariantId, number>
