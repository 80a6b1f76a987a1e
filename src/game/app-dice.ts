import type { RollRecord } from '@/db'
import { rollDice, type DiceSource } from '@/computer'

/**
 * Dice rolled in the app: the turn's rolls after one more roll of the dice not held (all of them
 * on the first roll). The places held are recorded on the roll they were held after.
 */
export function rollAgain(
  source: DiceSource,
  diceCount: number,
  rolls: readonly RollRecord[],
  held: readonly number[],
): RollRecord[] {
  const previous = rolls.at(-1)
  const next = previous
    ? rollDice(source, diceCount, previous.dice, held)
    : rollDice(source, diceCount)
  const done = rolls.map((roll) => ({ dice: roll.dice, held: roll.held }))
  if (previous) done[done.length - 1] = { dice: previous.dice, held: [...held].sort() }
  return [...done, { dice: next, held: [] }]
}
