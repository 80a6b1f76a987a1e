/**
 * The advisor's public API (pure TypeScript; the UI imports this file and client.ts).
 *
 * - createAdvisor (client.ts): the UI's entry point — Web Worker solve with progress, stored table reuse.
 * - Advisor.advise(sheet, dice, roll): boxes ranked on the final roll, best keeps before it.
 *   Every expectedFinal is an expected FINAL score: points on the sheet + expected points to come.
 * - reviewGame: expected points lost by each written box against the best box.
 * - solveTable / packTable / loadTable / tableFromStorage / solverVersion: the table as data;
 *   exactModelInSteps builds (and caches) a rule set's model with pauses, for the page's thread.
 * - fetchShippedTable: the table the build shipped as a static file (shipped-table.ts), if usable.
 * - Maxi Yatzy: createMaxiAdvisor(options) — heuristic (optimal: false) until a small endgame, then
 *   exact; it scores with the game's table options (the full straight pays 21 or 30).
 * - advisorKey / adviceOptions (advisor-key.ts): which games share an advisor.
 */
export type {
  Advice,
  AdviseOptions,
  Advisor,
  BoxOption,
  ColumnAdvice,
  ColumnBoxOption,
  ColumnKeepOption,
  GameReview,
  KeepOption,
  ReviewedMove,
  ReviewMove,
} from './types'
export type { SolveProgress } from './solver'
export {
  adviceOptions,
  advisorKey,
  hasHouseRules,
  type AdvisedGame,
  type AdvisorKey,
} from './advisor-key'
export { EXACT_VARIANTS, exactModelInSteps, isExactVariant, type ExactVariantId } from './model'
export { pauseForOtherTasks } from './steps'
export { ExactAdvisor } from './exact-advisor'
export { reviewGame } from './review'
export { solveTable } from './solve-table'
export {
  TABLE_FORMAT,
  TableMismatchError,
  loadTable,
  packTable,
  solverVersion,
  tableFromStorage,
  type SolvedTable,
  type TableMeta,
} from './table'
export { fetchShippedTable } from './shipped-fetch'
export { SHIPPED_CODEC, SHIPPED_SCALE, shippedTableFile } from './shipped-table'
export { createMaxiAdvisor, isExactEndgame, MaxiAdvisor } from './maxi/maxi-advisor'
export { formatCost } from './format'
