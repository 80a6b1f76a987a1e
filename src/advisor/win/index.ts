/**
 * Win chances (pure TypeScript): each player's chance to finish first, expected final score and
 * 10–90 % range, each player playing as well as their typical final score says (unknown: the
 * best expected score). See src/advisor/README.md.
 *
 * - shippedWinContext(advisor, variant) (or winContext(advisor, residuals, strength)) once per
 *   game, then winChances(context, sheets, nextPlayer, { typicalFinal }) after every write.
 * - turningPoint(moves, chancesAfterEachWrite, players): the write that swung its writer most.
 * - playToWin(context, sheets, player, finalDice): the boxes ranked by the chance to win.
 */
export {
  winChances,
  winContext,
  finalDistribution,
  type WinChances,
  type WinContext,
  type WinOptions,
} from './win-chances'
export { residualTableFor } from './residuals'
export { shippedWinContext } from './shipped-context'
export { strengthTableFor } from './strength-tables'
export { COMPUTER_TYPICAL_FINAL, FAMILY_TYPICAL_FINAL, perfectTypical } from './computer-strength'
export { playToWin, type PlayToWin, type WinBoxOption } from './play-to-win'
export { turningPoint, type StoryMove, type TurningPoint } from './story'
export type { ResidualTable } from './residual-table'
export type { StrengthTable } from './strength-table'
