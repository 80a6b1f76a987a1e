/**
 * Win chances (pure TypeScript): each player's chance to finish first, expected final score and
 * 10–90 % range, assuming everyone plays for the best expected score. See src/advisor/README.md.
 *
 * - winContext(advisor, await residualTableFor(variant)) once per game, then
 *   winChances(context, sheets, nextPlayer) after every write.
 * - turningPoint(moves, chancesAfterEachWrite, players): the write that swung its writer most.
 * - playToWin(context, sheets, player, finalDice): the boxes ranked by the chance to win.
 */
export {
  winChances,
  winContext,
  finalDistribution,
  type WinChances,
  type WinContext,
} from './win-chances'
export { residualTableFor } from './residuals'
export { playToWin, type PlayToWin, type WinBoxOption } from './play-to-win'
export { turningPoint, type StoryMove, type TurningPoint } from './story'
export type { ResidualTable } from './residual-table'
