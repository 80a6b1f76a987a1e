import { getVariant, sheetTotals, writeBox, type Sheet } from '../../rules'
import type { Advisor } from '../types'
import { mixture, pointMass, shifted, type PointsDistribution } from './distribution'
import { turnDice } from './dice'

/** Up to this many open boxes the points still to come are followed exactly, roll by roll. */
export const EXACT_OPEN_BOXES = 2

/**
 * The exact distribution of the points still to come (bonuses included) for a five-dice sheet,
 * under the advisor's expected-score play: every keep maximises the expected final score (the
 * first of equal keeps is taken) and every final roll goes in the advisor's best box. The turn is
 * followed as a chain over the 252 rolls; the next turn's distribution is memoised by what decides
 * it (the open boxes, the upper sum up to the threshold and the all-alike box).
 */
export function exactRemaining(
  advisor: Advisor,
  sheet: Sheet,
  memo: Map<string, PointsDistribution>,
): PointsDistribution {
  const variant = getVariant(advisor.variant)
  const open = variant.boxes.filter((box) => sheet.scores[box.id] === undefined)
  if (open.length === 0) return pointMass(0)
  const key = memoKey(advisor, sheet)
  const known = memo.get(key)
  if (known) return known
  const dice = turnDice()
  const total = sheetTotals(advisor.rules, sheet).total
  const rollCount = dice.rolls.length
  // The final roll: the advisor's best box, and where the sheet goes from there.
  const finalValue = new Float64Array(rollCount)
  const after: PointsDistribution[] = []
  for (let r = 0; r < rollCount; r++) {
    const best = advisor.advise(sheet, dice.rolls[r]!, 3, { keeps: 0 }).boxes[0]!
    finalValue[r] = best.expectedFinal
    const next = writeBox(advisor.rules, sheet, dice.rolls[r]!, best.box)
    const gained = sheetTotals(advisor.rules, next).total - total
    after.push(shifted(exactRemaining(advisor, next, memo), gained))
  }
  const keep2 = bestKeeps(finalValue)
  const value2 = new Float64Array(rollCount)
  for (let r = 0; r < rollCount; r++) value2[r] = keep2.value[keep2.choice[r]!]!
  const keep1 = bestKeeps(value2)
  const afterFirst = carry(dice.fresh, keep1.choice)
  const afterSecond = carry(afterFirst, keep2.choice)
  const parts: { weight: number; dist: PointsDistribution }[] = []
  for (let r = 0; r < rollCount; r++) {
    if (afterSecond[r]! > 0) parts.push({ weight: afterSecond[r]!, dist: after[r]! })
  }
  const result = mixture(parts)
  memo.set(key, result)
  return result
}

/** Keep values from the values of the rolls they lead to, and each roll's best keep. */
function bestKeeps(rollValue: Float64Array): { value: Float64Array; choice: Int32Array } {
  const dice = turnDice()
  const value = new Float64Array(dice.keepCount)
  for (let k = 0; k < dice.keepCount; k++) {
    const rolls = dice.keepRolls[k]!
    const chances = dice.keepChances[k]!
    let sum = 0
    for (let i = 0; i < rolls.length; i++) sum += chances[i]! * rollValue[rolls[i]!]!
    value[k] = sum
  }
  const choice = new Int32Array(dice.rolls.length)
  for (let r = 0; r < dice.rolls.length; r++) {
    const options = dice.subKeeps[r]!
    let best = options[0]!
    for (let i = 1; i < options.length; i++) {
      if (value[options[i]!]! > value[best]! + 1e-9) best = options[i]!
    }
    choice[r] = best
  }
  return { value, choice }
}

/** The chance of each roll after one more throw, each roll kept as `choice` says. */
function carry(chance: Float64Array, choice: Int32Array): Float64Array {
  const dice = turnDice()
  const next = new Float64Array(chance.length)
  for (let r = 0; r < chance.length; r++) {
    const weight = chance[r]!
    if (weight === 0) continue
    const rolls = dice.keepRolls[choice[r]!]!
    const chances = dice.keepChances[choice[r]!]!
    for (let i = 0; i < rolls.length; i++) next[rolls[i]!] = next[rolls[i]!]! + weight * chances[i]!
  }
  return next
}

/**
 * What decides the rest of the game from here: the open boxes; the upper sum (up to the bonus
 * threshold) only while an upper box is open; the all-alike box only where it earns bonuses.
 */
function memoKey(advisor: Advisor, sheet: Sheet): string {
  const variant = getVariant(advisor.variant)
  const open = variant.boxes.filter((box) => sheet.scores[box.id] === undefined)
  const upperOpen = open.some((box) => box.section === 'upper')
  const rules = advisor.rules.table
  const upper = upperOpen
    ? Math.min(sheetTotals(advisor.rules, sheet).upper, rules.upperBonus.threshold)
    : '-'
  const decides = variant.joker || rules.extraAllAlike > 0
  const allAlike = decides ? (sheet.scores[variant.allAlikeBox] ?? 'open') : '-'
  return `${variant.id}|${open.map((b) => b.id).join(',')}|${upper}|${allAlike}`
}
