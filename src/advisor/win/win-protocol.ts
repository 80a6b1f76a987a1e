import type { Sheet, VariantId } from '../../rules'
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
  values?: Float64Array
  positions: WinPosition[]
}

export type WinResponse =
  | { id: number; type: 'done'; chances: WinChances[] }
  | { id: number; type: 'error'; message: string }
