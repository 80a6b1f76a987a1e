// Relative, not '@/rules': the storage benchmark runs these files under plain tsx, without paths.
import type { VariantDef } from '../rules'
import type { MoveRecord } from './types'

/**
 * Why a move's virtual rolls do not fit together, or null when they do: each roll has the
 * variant's dice, held dice stay where they were, the last roll holds nothing and is what was
 * written, and there are no more rolls than the turn had (Maxi Yatzy: its rolls used).
 */
export function rollsProblem(variant: VariantDef, move: MoveRecord): string | null {
  const rolls = move.rolls
  if (!rolls) return null
  const allowed = variant.savedRolls
    ? (move.rollsUsed ?? variant.rollsPerTurn)
    : variant.rollsPerTurn
  if (rolls.length === 0 || rolls.length > allowed) {
    return `a turn of ${allowed} rolls cannot have ${rolls.length}.`
  }
  if (variant.savedRolls && rolls.length !== allowed) {
    return `the turn used ${allowed} rolls but shows ${rolls.length}.`
  }
  for (const [index, roll] of rolls.entries()) {
    if (roll.dice.length !== variant.diceCount) {
      return `roll ${index + 1} has ${roll.dice.length} dice, not ${variant.diceCount}.`
    }
    const last = index === rolls.length - 1
    const places = new Set(roll.held)
    if (places.size !== roll.held.length || roll.held.some((i) => i >= variant.diceCount)) {
      return `roll ${index + 1} holds dice that are not there.`
    }
    if (last && roll.held.length > 0) return `the last roll cannot hold dice for another.`
    const next = rolls[index + 1]
    if (next && roll.held.some((i) => next.dice[i] !== roll.dice[i])) {
      return `a die held after roll ${index + 1} changed in roll ${index + 2}.`
    }
  }
  const written = rolls.at(-1)!.dice
  if (move.dice === null || written.join('') !== move.dice.join('')) {
    return `the last roll (${written.join('-')}) is not the dice written.`
  }
  return null
}
