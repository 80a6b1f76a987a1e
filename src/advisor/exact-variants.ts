import type { VariantId } from '../rules'

/**
 * The variants an exact table is solved for (Maxi Yatzy's state space is too large: it has a
 * heuristic advisor). A module of its own, so the page can tell before the advisor's code has
 * loaded whether a game's house rules call for a solve.
 */
export type ExactVariantId = Exclude<VariantId, 'maxi-yatzy'>

export const EXACT_VARIANTS: readonly ExactVariantId[] = ['yatzy', 'forced-yatzy', 'yahtzee']

export function isExactVariant(variant: string): variant is ExactVariantId {
  return (EXACT_VARIANTS as readonly string[]).includes(variant)
}
