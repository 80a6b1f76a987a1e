import { bestGroups, hasAllFaces, highestOfAKind, highestPairs, lowerBox } from './patterns'
import type { BoxDef, Face, FaceCounts } from './types'

/** The lower boxes whose pay a table can change (TableRules); their patterns stay the variant's. */

/** Three of one face and two of another: the pips of those five dice, or the table's fixed score. */
export const fullHouseBox: BoxDef = lowerBox('full-house', 'Full house', (c, _sum, rules) => {
  const pips = bestGroups(c, 3, 2)
  if (pips === 0) return 0
  return rules.fullHouse === 'sum' ? pips : rules.fullHouse
})

const KIND_NAMES: Record<3 | 4 | 5, [BoxDef['id'], string]> = {
  3: ['three-kind', 'Three of a kind'],
  4: ['four-kind', 'Four of a kind'],
  5: ['five-kind', 'Five of a kind'],
}

/** n alike: n × face (only the matching dice) or, when the table says so, every die's pips. */
export function ofAKindBox(n: 3 | 4 | 5): BoxDef {
  const [id, name] = KIND_NAMES[n]
  return lowerBox(id, name, (c, sum, rules) => {
    const matching = highestOfAKind(c, n)
    if (matching === 0) return 0
    return rules.ofAKind === 'all-dice' ? sum : matching
  })
}

export const twoPairsBox: BoxDef = lowerBox('two-pairs', 'Two pairs', (c, _sum, rules) =>
  highestPairs(c, 2, rules.twoPairsSameFace),
)

/** A straight pays the table's value when the dice show one of its runs. */
export function straightBox(size: 'small' | 'large', runs: readonly (readonly Face[])[]): BoxDef {
  const id = size === 'small' ? 'small-straight' : 'large-straight'
  const name = size === 'small' ? 'Small straight' : 'Large straight'
  return lowerBox(id, name, (c: FaceCounts, _sum, rules) => {
    if (!runs.some((run) => hasAllFaces(c, run))) return 0
    return size === 'small' ? rules.smallStraight : rules.largeStraight
  })
}

/** Every die alike: the table's all-alike score. */
export function allAlikeBox(id: BoxDef['id'], name: string, diceCount: number): BoxDef {
  return lowerBox(id, name, (c, _sum, rules) =>
    highestOfAKind(c, diceCount) > 0 ? rules.allAlike : 0,
  )
}
