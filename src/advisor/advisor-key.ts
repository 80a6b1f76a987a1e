import { getVariant, withDefaults, type TableOptions, type VariantId } from '../rules'

/** What decides a game's advice: its variant and the table options it is played with. */
export interface AdvisedGame {
  variant: VariantId
  options: TableOptions
}

/** Names one advisor: every game with the same key gets the same advice. */
export type AdvisorKey = VariantId | `${VariantId}:full-straight-${21 | 30}`

/**
 * The table options that change what the advisor values. Only Maxi Yatzy's full straight (21 or
 * 30) changes what a box pays; the Yatzy tie-break only orders players with equal totals, so an
 * exact variant's table is the same for every game of it.
 */
export function adviceOptions(variant: VariantId, options: TableOptions = {}): TableOptions {
  const def = getVariant(variant)
  if (!('fullStraight' in def.defaultOptions)) return {}
  return { fullStraight: withDefaults(def, options).fullStraight }
}

/**
 * The advisor store's and the win worker's cache key. This file needs only the rules, so the store
 * can name an advisor without loading the advisor's code.
 */
export function advisorKey(variant: VariantId, options: TableOptions = {}): AdvisorKey {
  const { fullStraight } = adviceOptions(variant, options)
  return fullStraight === undefined ? variant : `${variant}:full-straight-${fullStraight}`
}
