/**
 * Computer players and virtual dice (pure TypeScript; no Vue, Pinia or Dexie).
 *
 * - DiceSource: cryptoDiceSource() for the app (crypto.getRandomValues, no modulo bias),
 *   seededDiceSource(seed) for tests and replays; rollDice() rolls all the dice, or
 *   rerolls the ones not held.
 * - createComputer({ variant, level, options, advisor, seed }): Easy, Medium, Hard or Perfect.
 *   Hard and Perfect need the variant's advisor (needsAdvisor). decideKeep / decideBox decide one
 *   step; playTurn plays a whole turn from a DiceSource without writing anything.
 * - rollsAllowed(variant, sheet): how many rolls this turn may take (Maxi Yatzy: 3 + saved).
 */
export type {
  BoxCell,
  Computer,
  ComputerRoll,
  ComputerSetup,
  ComputerTurn,
  KeepDecision,
  TurnState,
} from './types'
export {
  cryptoDiceSource,
  faceFromWords,
  randomSeed,
  rollDice,
  seededDiceSource,
  type DiceSource,
  type RandomWords,
} from './dice-source'
export { createComputer, needsAdvisor } from './create'
export { orderedColumnComputer, type ColumnOrder } from './columns'
export { COMPUTER_LEVELS, isComputerLevel, type ComputerLevel } from '../players/kinds'
export { playTurn } from './play-turn'
export { rollsAllowed } from './turn-facts'
