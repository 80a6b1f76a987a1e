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
}

/** Choices a table makes before the game starts. */
export interface TableOptions {
  /** Maxi Yatzy: the full straight pays 21 (sum of the dice) or, by table option, 30. */
  fullStraight?: 21 | 30
  /** Yatzy and Forced Yatzy: equal totals are decided by the number of Yatzys. */
  yatzyTieBreak?: boolean
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
  /** Highest value the box can ever hold under the given table options. */
  max: (options: TableOptions) => number
  /** What the dice are worth here by the plain rules. */
  score: (counts: FaceCounts, sum: number, options: TableOptions) => number
}

export interface VariantDef {
  id: VariantId
  /** English name, used in error messages. */
  name: string
  diceCount: 5 | 6
  rollsPerTurn: number
  boxes: readonly BoxDef[]
  upperBonus: { threshold: number; value: number }
  /** Each upper box's par is parPerFace × face: the share of the bonus threshold. */
  parPerFace: number
  /** Boxes must be filled in table order (Forced Yatzy). */
  forcedOrder: boolean
  /** Unused rolls are banked for later turns (Maxi Yatzy). */
  savedRolls: boolean
  /** The box that takes all dice alike; it decides the Yatzy tie-break. */
  allAlikeBox: BoxId
  /** Yahtzee's joker rule and +100 bonus apply. */
  joker: boolean
  /** Table options that apply to this variant, with their defaults. */
  defaultOptions: TableOptions
}

export interface ScoredBox {
  box: BoxId
  score: number
}

export interface Totals {
  upper: number
  bonus: number
  lower: number
  yahtzeeBonus: number
  total: number
  par: number
}
