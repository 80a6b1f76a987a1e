import type { GameFigures } from '@/db/figures'

/** What a write earned beyond its box: the upper bonus it reached, the Yahtzee bonus it paid. */
export interface WriteBonuses {
  upper: number
  yahtzee: number
}

/**
 * The bonuses the game's last write earned its player, from the game's figures (so a total that
 * jumps by 100 more than the box took is said, not left to be wondered at).
 */
export function lastWriteBonuses(figures: GameFigures): WriteBonuses {
  const earned = figures.moves.at(-1)?.earned
  return { upper: earned?.upper ?? 0, yahtzee: earned?.extra ?? 0 }
}
