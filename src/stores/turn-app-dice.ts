import { shallowRef, type Ref } from 'vue'
import type { RollRecord } from '@/db'
import { cryptoDiceSource, type DiceSource } from '@/computer'
import { rollAgain } from '@/game/app-dice'
import type { useGameStore } from './game'
import { done, refused, type ActionResult } from './problem'

/** The turn's state that dice rolled in the app move. */
interface AppDiceState {
  dice: Ref<number[]>
  rollsUsed: Ref<number>
  rolls: Ref<RollRecord[]>
  held: Ref<number[]>
}

/**
 * Dice rolled in the app (a person's virtual dice, a computer's turn): roll what is not held, hold
 * or free a die, and where the dice come from (tests inject a seeded source).
 */
export function turnAppDice(
  game: ReturnType<typeof useGameStore>,
  { dice, rollsUsed, rolls, held }: AppDiceState,
  turn: { diceCount: () => number; rollsLeft: () => number },
) {
  const diceSource = shallowRef<DiceSource>(cryptoDiceSource())

  /** Rolls the dice not held (all of them on the first roll). */
  function rollVirtual(): ActionResult {
    if (!game.variant || game.currentPlayer === null)
      return refused('noGame', 'No turn to roll for.')
    if (turn.rollsLeft() <= 0) return refused('noRollsLeft', 'This turn has no rolls left.')
    rolls.value = rollAgain(diceSource.value, turn.diceCount(), rolls.value, held.value)
    dice.value = [...rolls.value.at(-1)!.dice]
    rollsUsed.value = rolls.value.length
    return done()
  }

  /** Holds or frees the die at `index` for the next roll. */
  function toggleHold(index: number): ActionResult {
    if (rolls.value.length === 0) return refused('notRolled', 'Roll the dice first.')
    if (turn.rollsLeft() <= 0) return refused('noRollsLeft', 'This turn has no rolls left.')
    held.value = held.value.includes(index)
      ? held.value.filter((i) => i !== index)
      : [...held.value, index]
    return done()
  }

  /** Dice for the app's rolls and the computers' turns from now on. */
  function useDiceSource(source: DiceSource): ActionResult {
    diceSource.value = source
    return done()
  }

  return { rollVirtual, toggleHold, useDiceSource }
}
