import type { BoxId } from '../../rules'
import type { WinChances } from './win-chances'

/** A write as the story needs it. */
export interface StoryMove {
  player: number
  box: BoxId
  score: number
}

/** The write that moved its writer's chance to win the most, either way. */
export interface TurningPoint {
  /** Index of the write in the game's moves. */
  move: number
  player: number
  /** The round it was written in, from 1. */
  round: number
  box: BoxId
  score: number
  before: number
  after: number
}

/**
 * `chances[k]` are the chances after k writes (chances[0]: before the first), so a game with n
 * moves has n + 1 entries. Writes of one player at a time, in turn: the round of move k is
 * ⌊k / players⌋ + 1. Null when no write changed anything (no moves, or a single player).
 */
export function turningPoint(
  moves: readonly StoryMove[],
  chances: readonly WinChances[],
  players: number,
): TurningPoint | null {
  if (chances.length !== moves.length + 1) {
    throw new RangeError(
      `The story needs ${moves.length + 1} sets of chances, not ${chances.length}`,
    )
  }
  let best: TurningPoint | null = null
  moves.forEach((move, k) => {
    const before = chances[k]!.win[move.player]!
    const after = chances[k + 1]!.win[move.player]!
    const swing = Math.abs(after - before)
    if (swing > 1e-9 && (!best || swing > Math.abs(best.after - best.before))) {
      best = {
        move: k,
        player: move.player,
        round: Math.floor(k / players) + 1,
        box: move.box,
        score: move.score,
        before,
        after,
      }
    }
  })
  return best
}
