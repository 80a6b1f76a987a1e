import type { Advisor } from '../advisor'
import type { ComputerLevel } from '../players/kinds'
import type { BoxId, GameRules, Sheet, TableOptions, VariantId } from '../rules'

export interface ComputerSetup {
  variant: VariantId
  level: ComputerLevel
  options: TableOptions
  /**
   * The variant's advisor (createAdvisor): required by Hard and Perfect, unused by Easy and Medium.
   * Maxi Yatzy's advisor is a heuristic, so Maxi's Perfect plays that heuristic; it must score with
   * the same `options` (the full straight), or the computer refuses it.
   */
  advisor?: Advisor
  /**
   * Hard's slips are a fixed function of the position and this number, so two Hard players with
   * different seeds slip in different places, and one player always replays the same. Default 0.
   */
  seed?: number
}

/** The dice a computer is looking at during its turn. */
export interface TurnState {
  /** The sheet before this turn's box is written. */
  sheet: Sheet
  /** The dice showing, in their positions on the table. */
  dice: readonly number[]
  /** Which roll of the turn produced them: 1 … 3 (Maxi Yatzy: up to 3 + saved rolls). */
  roll: number
}

/** Positions (indexes into TurnState.dice) to hold for the next roll, or 'stop' to write now. */
export type KeepDecision = number[] | 'stop'

export interface Computer {
  readonly variant: VariantId
  readonly level: ComputerLevel
  /** The table's options (Maxi Yatzy's full straight) the computer scores with. */
  readonly options: TableOptions
  /** The same options as the game's rules, resolved once: every rules call passes these. */
  readonly rules: GameRules
  /** True when the level plays the advisor's Maxi Yatzy heuristic (label it as such). */
  readonly heuristic: boolean
  /** Before the turn's last roll: which dice to hold, or 'stop'. Throws after the last roll. */
  decideKeep(turn: TurnState): KeepDecision
  /** The box to write these dice in; always one legalBoxes allows. */
  decideBox(turn: TurnState): BoxId
  /**
   * A column game (`rules.columns`; `turn.sheet` is the whole sheet): the box and its column,
   * always a pair legalBoxes allows. Only column games' computers have it.
   */
  decideCell?(turn: TurnState): BoxCell
}

/** A box in a column game's column (from 0). */
export interface BoxCell {
  box: BoxId
  column: number
}

export interface ComputerRoll {
  /** The dice after this roll, in their positions. */
  dice: number[]
  /** Positions held for the next roll; empty on the turn's last roll. */
  held: number[]
}

/** A whole computer turn, ready to show step by step and then write through the rules. */
export interface ComputerTurn {
  rolls: ComputerRoll[]
  box: BoxId
  /** What the box receives (legalBoxes' value). */
  score: number
  /** A column game: the column the box is in (pass to writeBox as `column`). */
  column?: number
  /** Rolls the turn took: pass to writeBox as `rollsUsed` (Maxi Yatzy banks the rest). */
  rollsUsed: number
  /** The last roll's dice: what is written. */
  dice: number[]
}
