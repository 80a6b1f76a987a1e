import type { BoxId, GameRules, Sheet, TableOptions, VariantId } from '../rules'

/**
 * What the advisor tells the UI. Every "expectedFinal" is an expected *final* score: the points
 * already on the sheet (sheetTotals().total, bonuses included) plus the expected points still to
 * come if the player makes this choice and then plays optimally (or, where `optimal` is false, as
 * the heuristic plays). `cost` is expectedFinal minus the best option's: 0 for the best, negative
 * otherwise (shown as "−3.4").
 */
export interface BoxOption {
  box: BoxId
  /** What the box receives now (legalBoxes' value; 0 = scratch). */
  score: number
  expectedFinal: number
  cost: number
}

export interface KeepOption {
  /** Faces to hold, sorted; the others are rerolled. */
  keep: number[]
  /** The same as flags over the dice in the order they were given. */
  hold: boolean[]
  expectedFinal: number
  cost: number
}

export interface Advice {
  variant: VariantId
  /** Which roll of the turn the dice are (1 = first). */
  roll: number
  /** Rolls still allowed this turn after this one; 0 means the dice must be written now. */
  rollsLeft: number
  /** False when any number comes from a heuristic (Maxi Yatzy before its endgame). */
  optimal: boolean
  /** Points already on the sheet. */
  currentTotal: number
  /** Expected final score of the best option. */
  bestExpectedFinal: number
  /**
   * Boxes the dice may be written in now, best first; every legal box when rollsLeft is 0.
   * Before the last roll only Maxi Yatzy lists them (stopping early banks the rolls); in the
   * five-dice games "keep all" in `keeps` is the same as stopping.
   */
  boxes: BoxOption[]
  /** Before the last roll: the best keeps, best first (at most the number asked for). */
  keeps: KeepOption[]
}

/**
 * A column game's box: which box in which column. `gain` is what the write adds to the estimated
 * total, multiplier × (the column's expected final after − before), the columns valued one at a
 * time by the one-sheet table (an estimate: see columns.ts). `cost` = gain − best gain (≤ 0).
 */
export interface ColumnBoxOption {
  box: BoxId
  column: number
  score: number
  gain: number
  cost: number
}

/** A column game's keep: the expected gain of the turn's final write if these dice are held. */
export interface ColumnKeepOption {
  keep: number[]
  hold: boolean[]
  gain: number
  cost: number
}

/** Advice for a column game, an estimate (never optimal): boxes on the final roll, keeps before. */
export interface ColumnAdvice {
  roll: number
  rollsLeft: number
  /** Every legal (box, column) on the final roll, best first; empty before it. */
  boxes: ColumnBoxOption[]
  /** Before the final roll: the best keeps, best first. */
  keeps: ColumnKeepOption[]
}

export interface AdviseOptions {
  /** How many keeps to return (default 5). */
  keeps?: number
}

export interface ReviewMove {
  sheetBefore: Sheet
  dice: readonly number[]
  box: BoxId
  /** Maxi Yatzy: rolls the turn used (default 3); the rest were banked. */
  rollsUsed?: number
  /** Dice rolled in the app: every roll and the places held, so the keeps can be judged too. */
  rolls?: readonly { dice: readonly number[]; held: readonly number[] }[]
}

export interface ReviewedMove {
  box: BoxId
  bestBox: BoxId
  /** Expected final score lost by this choice against the best box for the same dice (≥ 0). */
  loss: number
  /** Dice rolled in the app (five-dice games): what the turn's keeps lost against the best keeps. */
  keepLoss?: number
  optimal: boolean
}

export interface GameReview {
  moves: ReviewedMove[]
  totalLoss: number
  /** False if any move was judged by the heuristic. */
  optimal: boolean
}

export interface Advisor {
  readonly variant: VariantId
  /** The table options the advice scores with ({} for the rule book). */
  readonly options: TableOptions
  /** The same rules resolved once (the game's own where the advice follows them): what it scores with. */
  readonly rules: GameRules
  /** Advice for the dice showing after roll `roll` of the current turn on this sheet. */
  advise(sheet: Sheet, dice: readonly number[], roll: number, options?: AdviseOptions): Advice
  /** Expected final score from the start of the next turn. */
  expectedFinal(sheet: Sheet): { expectedFinal: number; optimal: boolean }
  /**
   * A column game (`rules.columns`; the advisor is the one-sheet game's): the estimated box and
   * column, or keeps. Only the exact advisors have it (Maxi Yatzy has no columns).
   */
  adviseColumns?(
    rules: GameRules,
    sheet: Sheet,
    dice: readonly number[],
    roll: number,
    options?: AdviseOptions,
  ): ColumnAdvice
}
