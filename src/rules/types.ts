/** Every box any variant can have. Ids are stored and exported: never rename one that has shipped. */
export type BoxId =
  | 'ones'
  | 'twos'
  | 'threes'
  | 'fours'
  | 'fives'
  | 'sixes'
  | 'pair'
  | 'two-pairs'
  | 'three-pairs'
  | 'three-kind'
  | 'four-kind'
  | 'five-kind'
  | 'small-straight'
  | 'large-straight'
  | 'full-straight'
  | 'full-house'
  | 'villa'
  | 'tower'
  | 'chance'
  | 'yatzy'
  | 'maxi-yatzy'
  | 'yahtzee'

export type VariantId = 'yatzy' | 'forced-yatzy' | 'maxi-yatzy' | 'yahtzee'

export type Face = 1 | 2 | 3 | 4 | 5 | 6

export type Section = 'upper' | 'lower'

/** One player's sheet: the filled boxes plus the variant's extra counters. */
export interface Sheet {
  scores: Partial<Record<BoxId, number>>
  /** Yahtzee only: how many +100 Yahtzee bonuses were earned. */
  yahtzeeBonuses?: number
  /** Maxi Yatzy only: rolls banked from earlier turns. */
  savedRolls?: number
  /**
   * A column game only (table option `columns`): one sheet per column, left to right; `scores`
   * above stays empty, every box is written in a column.
   */
  columns?: Sheet[]
}

/** Yahtzee's joker: the official forced order, the free-choice version, or no joker at all. */
export type JokerRule = 'forced' | 'free' | 'none'

/**
 * Choices a table makes before the game starts. Each one left out is the variant's own rule
 * (`VariantDef.rules`), so a game stored before house rules existed reads as it always did.
 */
export interface TableOptions {
  /** Upper total needed for the bonus, and what the bonus pays. */
  upperBonus?: { threshold: number; value: number }
  /** A full house pays the pips of its five dice, or a fixed score. */
  fullHouse?: 'sum' | number
  /** What the straights pay; their patterns stay the variant's. */
  smallStraight?: number
  largeStraight?: number
  /** Three, four (and Maxi's five) of a kind pay the matching dice or every die. */
  ofAKind?: 'matching' | 'all-dice'
  /** What the all-alike box (Yatzy, Yahtzee, Maxi Yatzy) pays. */
  allAlike?: number
  /** Paid for each further all-alike roll once the all-alike box holds its points; 0 = nothing. */
  extraAllAlike?: number
  /** Yahtzee only. */
  joker?: JokerRule
  /** Two pairs may be four dice of one face (4-4-4-4-2 → 16). */
  twoPairsSameFace?: boolean
  /** Maxi Yatzy: the full straight pays 21 (sum of the dice) or, by table option, 30. */
  fullStraight?: 21 | 30
  /** Yatzy and Forced Yatzy: equal totals are decided by the number of Yatzys. */
  yatzyTieBreak?: boolean
  /** The boxes are filled in table order, top to bottom (Forced Yatzy's rule, in any variant). */
  forcedOrder?: boolean
  /**
   * Each player writes in several columns, each counting its multiplier times (Triple Yatzy:
   * [1, 2, 3]); left out = one sheet. 1 to 6 columns, multipliers 1 to 10.
   */
  columns?: number[]
  /**
   * Where the sheet prints Full house and Chance, as the table's own pad does; left out = the
   * variant's order. Display only: scoring and forced order keep the rule book's order.
   */
  fullHouseRow?: 'after-kinds' | 'after-straights'
  chanceRow?: 'before-all-alike' | 'last'
}

/** Every rule a table option can change, resolved: the variant's own rules with the options on top. */
export interface TableRules {
  upperBonus: { threshold: number; value: number }
  fullHouse: 'sum' | number
  smallStraight: number
  largeStraight: number
  ofAKind: 'matching' | 'all-dice'
  allAlike: number
  extraAllAlike: number
  joker: JokerRule
  twoPairsSameFace: boolean
  fullStraight: 21 | 30
  forcedOrder: boolean
}

/** counts[f] = how many dice show face f; index 0 is unused. */
export type FaceCounts = readonly number[]

export interface BoxDef {
  id: BoxId
  /** English name, used in error messages; the UI translates by id. */
  name: string
  section: Section
  /** Upper boxes: the face they count. */
  face?: Face
  /** What the dice are worth here by the plain rules, under the table's rules. */
  score: (counts: FaceCounts, sum: number, rules: TableRules) => number
}

export interface VariantDef {
  id: VariantId
  /** English name, used in error messages. */
  name: string
  diceCount: 5 | 6
  rollsPerTurn: number
  boxes: readonly BoxDef[]
  /** The variant's own bonus; a game's is `tableRules(variant, options).upperBonus`. */
  upperBonus: { threshold: number; value: number }
  /** The variant's own par per pip (threshold ÷ 21); a game's follows its threshold (boxPar). */
  parPerFace: number
  /** The variant's own rules, what a table gets for every option it leaves out. */
  rules: TableRules
  /** Unused rolls are banked for later turns (Maxi Yatzy). */
  savedRolls: boolean
  /** The box that takes all dice alike; it decides the Yatzy tie-break. */
  allAlikeBox: BoxId
  /** The variant has Yahtzee's joker rule and bonus counter (the rules say which joker). */
  joker: boolean
  /** Table options stored with every game of this variant, with their defaults. */
  defaultOptions: TableOptions
}

export interface ScoredBox {
  box: BoxId
  score: number
  /** A column game: the column (from 0) the box is in; the score is the column's own. */
  column?: number
}

export interface Totals {
  upper: number
  bonus: number
  lower: number
  yahtzeeBonus: number
  total: number
  par: number
  /**
   * A column game: each column's own figures (unmultiplied) and its multiplier; the fields above
   * are then the sums of each column's figure × its multiplier.
   */
  columns?: ColumnTotals[]
}

/** One column's own sum, bonus and total, and what it counts. */
export interface ColumnTotals extends Omit<Totals, 'columns'> {
  multiplier: number
}
