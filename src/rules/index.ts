/**
 * The public rules API (see RULES.md). Pure TypeScript: the UI, the stores, the advisor and the
 * tests all go through this file and nothing deeper.
 */
export type {
  BoxId,
  ColumnTotals,
  Face,
  ScoredBox,
  Section,
  JokerRule,
  Sheet,
  TableOptions,
  TableRules,
  Totals,
  VariantDef,
  VariantId,
} from './types'
export { RuleError, type RuleErrorCode } from './errors'
export { VARIANTS, getVariant, isVariantId, withDefaults } from './registry'
export { allRolls, FACES } from './dice'
export { checkTableOptions, HOUSE_RULE_KEYS, type HouseRules } from './table-rules'
export {
  gameRules,
  ruleBook,
  houseRulesOf,
  isHouseRules,
  tableRules,
  type GameRules,
  type RulesArg,
} from './game-rules'
export {
  scoreBox,
  legalBoxes,
  writeBox,
  writeScore,
  isSheetFull,
  writableBoxes,
  type WriteOptions,
} from './legality'
export { boxValues } from './possible-scores'
export { sheetTotals, bonusOutlook, columnOutlooks, type BonusOutlook } from './totals'
export { rankPlayers, type Standing } from './ranking'
export { emptySheet, boxMax, boxPar, filledCount, turnsPerPlayer } from './sheet'
export { columnSheets } from './columns'
export { COLUMN_LIMITS } from './table-rules'
export {
  CHANCE_ROWS,
  FULL_HOUSE_ROWS,
  ROW_ORDER_KEYS,
  ownRowOrder,
  rowNeighbours,
  type ChanceRow,
  type FullHouseRow,
} from './row-order'
