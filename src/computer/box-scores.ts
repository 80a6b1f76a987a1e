import { diceSpace, type DiceSpace } from '../advisor/dice-space'
import { bestSubKeeps, expectKeeps, expectRoll } from '../advisor/turn'
import {
  gameRules,
  getVariant,
  scoreBox,
  type BoxId,
  type TableOptions,
  type VariantId,
} from '../rules'

/**
 * What every roll pays in every box of a variant (by the table's rules, from scoreBox), and what each
 * box is worth when one whole turn is spent chasing it: the yardstick the Medium player uses for
 * "is this a good score for this box?".
 */
export interface BoxScores {
  readonly space: DiceSpace
  readonly boxes: readonly BoxId[]
  /** score[b][r] = what roll r pays in box b. */
  readonly score: readonly Float64Array[]
  /** chase[b] = expected score of box b after a 3-roll turn played for it alone. */
  readonly chase: Float64Array
}

const cache = new Map<string, BoxScores>()

export function boxScores(variant: VariantId, options: TableOptions): BoxScores {
  const def = getVariant(variant)
  const resolved = { ...def.defaultOptions, ...options }
  const key = `${variant}:${JSON.stringify(resolved)}`
  let table = cache.get(key)
  if (!table) {
    const rules = gameRules(variant, resolved)
    const space = diceSpace(def.diceCount)
    const rolls = space.keepDice.slice(space.rollOffset)
    const boxes = def.boxes.map((box) => box.id)
    const score = boxes.map((box) => Float64Array.from(rolls, (dice) => scoreBox(rules, box, dice)))
    const chase = Float64Array.from(score, (pays) => chaseValue(space, pays, def.rollsPerTurn))
    table = { space, boxes, score, chase }
    cache.set(key, table)
  }
  return table
}

function chaseValue(space: DiceSpace, pays: Float64Array, rolls: number): number {
  const work = new Float64Array(space.keepCount)
  work.set(pays, space.rollOffset)
  for (let r = 1; r < rolls; r++) {
    expectKeeps(space, work)
    bestSubKeeps(space, work)
  }
  return expectRoll(space, work)
}
