import { getVariant, legalBoxes, type Sheet } from '../rules'
import { rollDice, type DiceSource } from './dice-source'
import { rollsAllowed } from './turn-facts'
import type { Computer, ComputerRoll, ComputerTurn } from './types'

/**
 * Plays one whole turn: roll, let the computer hold or stop, roll again … then choose the box.
 * Nothing is written: the caller shows `rolls` step by step and writes `box` through the rules
 * (writeBox with `rollsUsed`). The faces come only from `source`, in a fixed order, so a seeded
 * source replays the same turn, and a turn cut short (reload) can simply be played again.
 */
export function playTurn(computer: Computer, sheet: Sheet, source: DiceSource): ComputerTurn {
  const { variant } = computer
  const diceCount = getVariant(variant).diceCount
  const most = rollsAllowed(variant, sheet)
  const rolls: ComputerRoll[] = []
  let dice = rollDice(source, diceCount)
  for (let roll = 1; ; roll++) {
    const keep = roll < most ? computer.decideKeep({ sheet, dice, roll }) : 'stop'
    if (keep === 'stop') {
      rolls.push({ dice, held: [] })
      break
    }
    rolls.push({ dice, held: keep })
    dice = rollDice(source, diceCount, dice, keep)
  }
  const rollsUsed = rolls.length
  const last = { sheet, dice, roll: rollsUsed }
  // A column game's computer names the column too (decideCell); a one-sheet game has none.
  const { box, column } = computer.decideCell?.(last) ?? { box: computer.decideBox(last) }
  const chosen = legalBoxes(computer.rules, sheet, dice).find(
    (e) => e.box === box && e.column === column,
  )
  if (!chosen) throw new Error(`The ${computer.level} computer chose ${box}, which is not legal`)
  return {
    rolls,
    box,
    score: chosen.score,
    rollsUsed,
    dice,
    ...(column === undefined ? {} : { column }),
  }
}
