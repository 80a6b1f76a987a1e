import { ImportError } from './errors'
import type { GameFigures } from './figures'
import type { ParsedGame } from './backup-schema'

/** No Yatzy Pad game was played before this: an earlier date is a broken clock or a broken file. */
export const EARLIEST_TIME = Date.UTC(2000, 0, 1)
const DAY = 24 * 60 * 60 * 1000

/** 2026-11-30, also for years beyond 9999 (where toISOString adds a sign). */
function day(time: number): string {
  const date = new Date(time)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`
}

/** Every time stamp of a game with the name of its field, in file order. */
function timeStamps(game: ParsedGame): [string, number][] {
  const stamps: [string, number | undefined][] = [
    ['createdAt', game.createdAt],
    ['updatedAt', game.updatedAt],
    ['finishedAt', game.finishedAt],
    ['inProgressAt', game.inProgressAt],
    ...game.moves.map((move, index): [string, number] => [`move ${index + 1}, at`, move.at]),
    ...(game.finishedKeys ?? []).map((key, index): [string, number] => [
      `finishedKeys ${index + 1}`,
      key[2],
    ]),
  ]
  return stamps.filter((stamp): stamp is [string, number] => stamp[1] !== undefined)
}

/**
 * Refuses times before 2000 or after tomorrow (a day of slack for clocks and time zones): a game
 * dated in the year 275760 would sort first in the history for ever.
 */
export function checkDates(game: ParsedGame, label: string, index: number, now: number): void {
  const latest = now + DAY
  for (const [field, time] of timeStamps(game)) {
    if (time < EARLIEST_TIME) {
      throw new ImportError(
        'invalid-date',
        `${label}, ${field}: ${day(time)} is before 2000.`,
        index,
      )
    }
    if (time > latest) {
      const message = `${label}, ${field}: ${day(time)} is later than tomorrow.`
      throw new ImportError('invalid-date', message, index)
    }
  }
}

const list = (values: readonly number[]) => values.join(', ')

/**
 * The file's own result and finish time must say what its moves say. They are recomputed anyway;
 * a disagreement means the file was edited or damaged, and storing it would hide that.
 */
export function checkDerived(
  game: ParsedGame,
  state: Pick<GameFigures, 'finished' | 'result'>,
  label: string,
  index: number,
): void {
  const refuse = (message: string) => {
    throw new ImportError('derived-mismatch', `${label}, ${message}`, index)
  }
  if (game.finishedAt !== undefined && !state.finished) {
    refuse('finishedAt: the game is marked finished but its sheets are not full.')
  }
  if (game.finishedAt === undefined && state.finished) {
    refuse('finishedAt: missing, but every sheet is full.')
  }
  if (!game.result) return
  if (!state.result) return refuse('result: the game has a result but its sheets are not full.')
  for (const field of ['totals', 'places'] as const) {
    const stored = game.result[field]
    const replayed = state.result[field]
    if (list(stored) !== list(replayed)) {
      refuse(`result ${field}: the file says ${list(stored)}, the moves give ${list(replayed)}.`)
    }
  }
}
