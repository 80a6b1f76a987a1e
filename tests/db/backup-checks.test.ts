import { describe, expect, it } from 'vitest'
import { db, ImportError } from '@/db'
import { backupService, parseBackup, type BackupFile } from '@/db/backup-api'
import { portableGame } from '@/db/derive'
import type { PortableGame } from '@/db/types'
import { makeGame, seededRandom } from '../fixtures/games'
import { dumpDatabase, resetDatabase } from '../helpers/db'

const NOW = Date.UTC(2026, 10, 30, 12)
const random = seededRandom(7)
/** Played in 2025: 30 moves a minute apart, finished. */
const finished = portableGame(
  makeGame(random, { variant: 'yatzy', players: ['Anna', 'Bo'], startAt: Date.UTC(2025, 5, 1) }),
)
const unfinished = portableGame(
  makeGame(random, {
    variant: 'yahtzee',
    players: ['Cy'],
    moves: 4,
    startAt: Date.UTC(2025, 6, 1),
  }),
)

function fileText(games: PortableGame[]): string {
  const file: BackupFile = { format: 'yatzy-pad', version: 1, exportedAt: '2026-11-30', games }
  return JSON.stringify(file)
}

/** The second game of a file, changed by `edit`. */
function withSecond(edit: (game: PortableGame) => void): string {
  const second = structuredClone(finished)
  edit(second)
  return fileText([unfinished, second])
}

function refusal(text: string): ImportError {
  try {
    parseBackup(text, undefined, NOW)
  } catch (error) {
    if (error instanceof ImportError) return error
    throw error
  }
  throw new Error('the file was accepted')
}

describe('import dates', () => {
  it('accepts games from 2000 up to tomorrow', () => {
    const text = withSecond((game) => {
      game.createdAt = Date.UTC(2000, 0, 1)
      game.moves.at(-1)!.at = NOW + 20 * 60 * 60 * 1000
    })
    expect(parseBackup(text, undefined, NOW)).toHaveLength(2)
  })

  it.each([
    [
      'createdAt in the year 275760',
      (g: PortableGame) => (g.createdAt = 8.64e15),
      'createdAt: 275760-09-13 is later than tomorrow',
    ],
    [
      'updatedAt the day after tomorrow',
      (g: PortableGame) => (g.updatedAt = NOW + 2 * 86_400_000),
      'updatedAt: 2026-12-02 is later than tomorrow',
    ],
    [
      'finishedAt in 1970',
      (g: PortableGame) => (g.finishedAt = 0),
      'finishedAt: 1970-01-01 is before 2000',
    ],
    [
      'a move in 1999',
      (g: PortableGame) => (g.moves[2]!.at = Date.UTC(1999, 11, 31)),
      'move 3, at: 1999-12-31 is before 2000',
    ],
  ])('refuses %s, naming game and field', (_, edit, reason) => {
    const error = refusal(withSecond(edit))
    expect(error.message).toBe(`Game 2, ${reason}.`)
    expect(error.gameIndex).toBe(1)
  })

  it('leaves the database as it was', async () => {
    await resetDatabase()
    const backup = backupService(db, () => NOW)
    await backup.importBackup(fileText([unfinished]))
    const before = await dumpDatabase()
    const text = withSecond((game) => (game.createdAt = 8.64e15))
    await expect(backup.importBackup(text)).rejects.toThrow('is later than tomorrow')
    expect(await dumpDatabase()).toBe(before)
  })
})

describe('import: derived fields must agree with the moves', () => {
  it('refuses totals the moves do not add up to', () => {
    const totals = finished.result!.totals
    const text = withSecond((game) => (game.result!.totals = [totals[0]! + 10, totals[1]!]))
    expect(refusal(text).message).toBe(
      `Game 2, result totals: the file says ${totals[0]! + 10}, ${totals[1]}, the moves give ${totals.join(', ')}.`,
    )
  })

  it('refuses places that are not what the totals give', () => {
    const places = finished.result!.places
    const swapped = [places[1]!, places[0]!]
    expect(swapped).not.toEqual(places)
    const text = withSecond((game) => (game.result!.places = swapped))
    expect(refusal(text).message).toMatch(/^Game 2, result places: the file says /)
  })

  it('refuses a game marked finished whose sheets are not full', () => {
    const text = withSecond((game) => (game.moves = game.moves.slice(0, -1)))
    expect(refusal(text).message).toBe(
      'Game 2, finishedAt: the game is marked finished but its sheets are not full.',
    )
    const early = fileText([{ ...structuredClone(unfinished), finishedAt: Date.UTC(2025, 6, 2) }])
    expect(refusal(early).message).toMatch(/^Game 1, finishedAt: the game is marked finished/)
  })

  it('refuses full sheets without a finish time', () => {
    const text = withSecond((game) => delete game.finishedAt)
    expect(refusal(text).message).toBe('Game 2, finishedAt: missing, but every sheet is full.')
  })

  it('refuses a result on a game in progress', () => {
    const text = fileText([
      { ...structuredClone(unfinished), result: { totals: [5], places: [1] } },
    ])
    expect(refusal(text).message).toBe(
      'Game 1, result: the game has a result but its sheets are not full.',
    )
  })

  it('accepts a finished game without a stored result (it is derived again)', () => {
    const text = withSecond((game) => delete game.result)
    expect(parseBackup(text, undefined, NOW)[1]!.result).toEqual(finished.result)
  })
})

describe('import names', () => {
  it.each([
    ['a NUL', 'Bo\u0000', "Player 2's name contains a control character (U+0000)"],
    ['a bell', '\u0007', "Player 2's name contains a control character (U+0007)"],
    [
      'a right-to-left override',
      '\u202Eob',
      "Player 2's name contains a text-direction override (U+202E)",
    ],
    ['only a zero-width space', '\u200B', "Player 2's name has no visible character"],
  ])('refuses %s with the reason', (_, name, reason) => {
    const text = withSecond((game) => (game.players[1]!.name = name))
    expect(refusal(text).message).toBe(`Game 2: ${reason}.`)
  })

  it('keeps emoji joined by zero-width joiners', () => {
    const family = '👩\u200D👩\u200D👧'
    const text = withSecond((game) => (game.players[1]!.name = family))
    expect(parseBackup(text, undefined, NOW)[1]!.players[1]!.name).toBe(family)
  })
})
