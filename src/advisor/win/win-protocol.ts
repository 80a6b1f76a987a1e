import type { Sheet, TableOptions, VariantId } from '../../rules'
import type { StateValues } from '../model'
import type { PlayToWin } from './play-to-win'
import type { WinChances } from './win-chances'

/** One moment of a game: every player's sheet and whose turn is next (null once it is over). */
export interface WinPosition {
  sheets: Sheet[]
  nextPlayer: number | null
}

/**
 * To win.worker.ts: the chances at each position, in order. `values` is the exact variant's
 * solved table (ExactAdvisor.values), sent with a variant's first request only; Maxi Yatzy needs
 * none.
 */
export interface WinRequest {
  id: number
  variant: VariantId
  /** The game's table options: Maxi Yatzy's expectations score the full straight with them. */
  options: TableOptions
  values?: StateValues
  positions: WinPosition[]
  /** Each player's typical final score, in player order (winChances' typicalFinal). */
  typicalFinal?: (number | undefined)[]
  /** Also rank the boxes for these final dice of `player` at the first position (play to win). */
  choice?: { player: number; dice: number[] }
}

export type WinResponse =
  | { id: number; type: 'done'; chances: WinChances[]; choice?: PlayToWin }
  | { id: number; type: 'error'; message: string }
