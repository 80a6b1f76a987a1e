import type { BoxId } from '@/rules'

/** Box-first: the box whose scores are offered, and, once a score is chosen, Yahtzee's faces. */
export interface BoxFirstStep {
  box: BoxId
  score?: number
  faces: number[] | null
}

/** What just happened on the sheet, for everyone at the table to see and hear. */
export interface TurnEvent {
  kind: 'written' | 'undone' | 'corrected'
  player: number
  box: BoxId
  /** The score the box holds (written, corrected) or held (undone). */
  score: number
  /** Written by a computer player. */
  computer: boolean
  /** A column game: the column of the box, from 0. */
  column?: number
  /** Counts up, so two equal events in a row are still two. */
  serial: number
}

/** A written box whose correction is being edited. */
export interface Correcting {
  player: number
  box: BoxId
  /** A column game: the column of the box, from 0. */
  column?: number
}
