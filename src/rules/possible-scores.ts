import { allRolls, countsSum, faceCounts, isAllAlike } from './dice'
import { jokerScore } from './joker'
import { rulesOf, type RulesArg } from './game-rules'
import { getBox } from './registry'
import type { BoxId } from './types'

const cache = new Map<string, ReadonlySet<number>>()

/**
 * Every value the box can ever hold under the table's rules: what some roll pays there, a joker's
 * value, or 0 (a scratch). Used to refuse typed corrections like 13 in Sixes.
 */
export function boxValues(game: RulesArg, box: BoxId): ReadonlySet<number> {
  const { variant, table: rules } = rulesOf(game)
  const def = getBox(variant, box)
  const key = `${variant.id}:${box}:${JSON.stringify(rules)}`
  const known = cache.get(key)
  if (known) return known
  const values = new Set<number>([0])
  const jokers = variant.joker && rules.joker !== 'none' && def.section === 'lower'
  for (const roll of allRolls(variant.diceCount)) {
    const counts = faceCounts(roll)
    const sum = countsSum(counts)
    values.add(def.score(counts, sum, rules))
    if (jokers && isAllAlike(counts, variant.diceCount))
      values.add(jokerScore(def, counts, sum, rules))
  }
  cache.set(key, values)
  return values
}
