import { allRolls, countsSum, faceCounts } from './dice'
import { getBox, getVariant, withDefaults } from './registry'
import type { BoxId, TableOptions, VariantId } from './types'
import { JOKER_FIXED_SCORES } from './variants/yahtzee'

const cache = new Map<string, ReadonlySet<number>>()

/**
 * Every value the box can ever hold: what some roll pays there, a joker's value, or 0 (a scratch).
 * Used to refuse typed corrections like 13 in Sixes.
 */
export function boxValues(
  variantId: VariantId,
  box: BoxId,
  options?: TableOptions,
): ReadonlySet<number> {
  const variant = getVariant(variantId)
  const def = getBox(variant, box)
  const resolved = withDefaults(variant, options)
  const key = `${variant.id}:${box}:${resolved.fullStraight ?? ''}`
  const known = cache.get(key)
  if (known) return known
  const values = new Set<number>([0])
  for (const roll of allRolls(variant.diceCount)) {
    const counts = faceCounts(roll)
    values.add(def.score(counts, countsSum(counts), resolved))
  }
  const jokerValue = JOKER_FIXED_SCORES[box]
  if (variant.joker && jokerValue !== undefined) values.add(jokerValue)
  cache.set(key, values)
  return values
}
