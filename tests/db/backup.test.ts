import { beforeEach, describe, expect, it } from 'vitest'
import { db, gameRepository, ImportError, type GameRecord } from '@/db'
import { backupService, IMPORT_LIMITS, type BackupFile } from '@/db/backup-api'
import { makeGame, seededRandom } from '../fixtures/games'
import { dumpDatabase, expectResultsInSync, resetDatabase, storeGames } from '../helpers/db'

const backup = backupService(db, () => Date.UTC(2025, 0, 1))
let stored: GameRecord[] = []

beforeEach(async () => {
  await resetDatabase()
  const random = seededRandom(21)
  stored = [
    makeGame(random, { variant: 'yatzy', players: ['Anna', 'Bo'], id: 'game-1' }),
    makeGame(random, { variant: 'maxi-yatzy', players: ['Anna', 'Cy', 'Dee'], id: 'game-2' }),
    makeGame(random, { variant: 'yahtzee', players: ['Bo'], moves: 6, id: 'game-3' }),
  ]
  await storeGames(stored)
})

async function exportedFile(): Promise<BackupFile> {
  return JSON.parse(await backup.exportBackup()) as BackupFile
}

/** A file of the stored games with one change made by `breakIt`. */
async function brokenFile(breakIt: (file: BackupFile) => void): Promise<string> {
  const file = await exportedFile()
  breakIt(file)
  return JSON.stringify(file)
}

async function expectRefused(text: string | Blob, message: string | RegExp): Promise<ImportError> {
  const before = await dumpDatabase()
  const error: unknown = await backup.importBackup(text).then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ImportError)
  expect((error as ImportError).message).toMatch(message)
  expect(await dumpDatabase()).toBe(before)
  return error as ImportError
}

describe('exportBackup', () => {
  it('writes the format, version, time and the portable fields of every game', async () => {
    const file = await exportedFile()
    expect(file).toMatchObject({
      format: 'yatzy-pad',
      version: 1,
      exportedAt: '2025-01-01T00:00:00.000Z',
    })
    expect(file.games.map((g) => g.id).sort()).toEqual(['game-1', 'game-2', 'game-3'])
    expect(file.games[0]).not.toHaveProperty('playerNames')
    expect(file.games[0]).not.toHaveProperty('finishedKeys')
  })

  it('exports one game', async () => {
    const file = JSON.parse(await backup.exportBackup(['game-2'])) as BackupFile
    expect(file.games.map((g) => g.id)).toEqual(['game-2'])
  })
})

describe('importBackup', () => {
  it('round-trips: an export imported into an empty database gives the same database', async () => {
    const before = await dumpDatabase()
    const text = await backup.exportBackup()
    await resetDatabase()
    expect(await backup.importBackup(text)).toEqual({ added: 3, updated: 0, skipped: 0 })
    expect(await dumpDatabase()).toBe(before)
    await expectResultsInSync()
  })

  it('reads a file given as a Blob', async () => {
    const text = await backup.exportBackup()
    await resetDatabase()
    expect(await backup.importBackup(new Blob([text]))).toEqual({
      added: 3,
      updated: 0,
      skipped: 0,
    })
  })

  it('does not duplicate games when the same file is imported twice', async () => {
    const text = await backup.exportBackup()
    const before = await dumpDatabase()
    expect(await backup.importBackup(text)).toEqual({ added: 0, updated: 0, skipped: 3 })
    expect(await backup.importBackup(text)).toEqual({ added: 0, updated: 0, skipped: 3 })
    expect(await dumpDatabase()).toBe(before)
  })

  it('keeps whichever copy of a game is newer', async () => {
    const newerFile = await backup.exportBackup()
    const games = gameRepository(db, () => 1)
    // game-3 goes back one move here, with an older clock: the file's copy is newer.
    const older = await games.undoLastMove('game-3', stored[2]!.revision)
    await db.games.put({ ...older, updatedAt: stored[2]!.updatedAt - 1 })
    expect(await backup.importBackup(newerFile)).toEqual({ added: 0, updated: 1, skipped: 2 })
    const restored = await db.games.get('game-3')
    expect(restored!.moves).toEqual(stored[2]!.moves)
    expect(restored!.revision).toBeGreaterThan(older.revision)
    await expectResultsInSync()

    // Now the database is newer than a file made before a further move.
    const olderFile = await backup.exportBackup()
    const latest = await db.games.get('game-3')
    await games.undoLastMove('game-3', latest!.revision)
    await db.games.update('game-3', { updatedAt: latest!.updatedAt + 1 })
    const before = await dumpDatabase()
    expect(await backup.importBackup(olderFile)).toEqual({ added: 0, updated: 0, skipped: 3 })
    expect(await dumpDatabase()).toBe(before)
  })

  it('replaces the result rows of a finished game updated by the file', async () => {
    const original = await backup.exportBackup()
    const games = gameRepository(db, () => Date.UTC(2024, 11, 31))
    const game = stored[0]!
    const move = { ...game.moves[0]!, dice: null, score: 0 }
    const corrected = await games.replaceMove(game.id, game.revision, 0, move)
    const newer = await backup.exportBackup()
    await resetDatabase()
    await backup.importBackup(original)
    expect(await backup.importBackup(newer)).toEqual({ added: 0, updated: 1, skipped: 2 })
    expect((await db.games.get(game.id))!.result).toEqual(corrected.result)
    await expectResultsInSync()
  })

  it('writes nothing if the write itself fails part way', async () => {
    const text = await backup.exportBackup()
    await resetDatabase()
    await storeGames([stored[0]!])
    const before = await dumpDatabase()
    const failOnLast = (_key: unknown, game: GameRecord) => {
      if (game.id === 'game-3') throw new Error('disk full')
    }
    db.games.hook('creating', failOnLast)
    try {
      await expect(backup.importBackup(text)).rejects.toThrow('disk full')
    } finally {
      db.games.hook('creating').unsubscribe(failOnLast)
    }
    expect(await dumpDatabase()).toBe(before)
  })
})

describe('importBackup refuses a broken or hostile file and leaves the data as it was', () => {
  it('truncated JSON', async () => {
    const text = await backup.exportBackup()
    await expectRefused(text.slice(0, text.length / 2), /JSON is broken or cut short/)
  })

  it('another format', async () => {
    await expectRefused(
      JSON.stringify({ format: 'yahtzee-app', games: [] }),
      'not a Yatzy Pad backup',
    )
    await expectRefused('[1, 2, 3]', 'not a Yatzy Pad backup')
    await expectRefused('null', 'not a Yatzy Pad backup')
  })

  it('a newer or unknown format version', async () => {
    const newer = await brokenFile((file) => Object.assign(file, { version: 2 }))
    await expectRefused(newer, 'made by a newer Yatzy Pad (format 2)')
    const odd = await brokenFile((file) => Object.assign(file, { version: '1' }))
    await expectRefused(odd, 'unknown format version')
  })

  it('a box the variant does not have', async () => {
    const text = await brokenFile((file) => {
      file.games.find((g) => g.id === 'game-1')!.moves[2]!.box = 'villa'
    })
    const error = await expectRefused(
      text,
      /^Game \d, move 3 \(Anna\): Yatzy has no box "villa"\.$/,
    )
    expect(error.code).toBe('invalid-game')
  })

  it('an impossible score', async () => {
    const text = await brokenFile((file) => {
      const game = file.games.find((g) => g.id === 'game-1')!
      game.moves[6] = { ...game.moves[6]!, dice: null, box: 'sixes', score: 13 }
    })
    await expectRefused(text, /^Game \d, move 7 \(Anna\): Sixes cannot hold 13\.$/)
  })

  it('a score the dice do not pay', async () => {
    const text = await brokenFile((file) => {
      file.games.find((g) => g.id === 'game-1')!.moves[0]!.score += 1
    })
    await expectRefused(text, /^Game \d, move 1 \(Anna\): .* pays \d+, not \d+\.$/)
  })

  it('a move out of turn or for a player who is not there', async () => {
    const outOfTurn = await brokenFile((file) => {
      file.games.find((g) => g.id === 'game-1')!.moves[1]!.player = 0
    })
    await expectRefused(outOfTurn, /^Game \d, move 2: it is Bo's turn, not Anna's\.$/)
    const missing = await brokenFile((file) => {
      file.games.find((g) => g.id === 'game-3')!.moves[0]!.player = 4
    })
    await expectRefused(missing, /^Game \d, move 1: it is Bo's turn, not player 5's\.$/)
  })

  it('dice that are not dice', async () => {
    const seven = await brokenFile((file) => {
      file.games.find((g) => g.id === 'game-1')!.moves[0]!.dice![2] = 7
    })
    await expectRefused(seven, /^Game \d, move 1, die 3: a die shows 1 to 6 \(found 7\)\.$/)
    const six = await brokenFile((file) => {
      file.games.find((g) => g.id === 'game-1')!.moves[0]!.dice!.push(1)
    })
    await expectRefused(six, /move 1 \(Anna\): Yatzy is played with 5 dice, but 6 were given\./)
    const half = await brokenFile((file) => {
      file.games.find((g) => g.id === 'game-1')!.moves[0]!.dice![0] = 2.5
    })
    await expectRefused(half, /die 1: a die shows 1 to 6 \(found 2\.5\)/)
  })

  it('wrong types and huge numbers', async () => {
    const typed = await brokenFile((file) => {
      Object.assign(file.games[0]!.moves[0]!, { score: '12' })
    })
    await expectRefused(typed, /move 1, score: expected number \(found "12"\)/)
    const huge = (await backup.exportBackup()).replace('"revision":', '"revision":1e400,"x":')
    await expectRefused(huge, /revision: expected number \(found Infinity\)/)
    const big = await brokenFile((file) => Object.assign(file.games[0]!, { createdAt: 1e300 }))
    await expectRefused(big, /createdAt: at most/)
  })

  it('prototype-pollution keys, however they are spelled', async () => {
    const text = await backup.exportBackup()
    await expectRefused(
      text.replace('"moves":', '"__proto__":{"polluted":true},"moves":'),
      '"__proto__"',
    )
    await expectRefused(
      text.replace('"moves":', '"\\u005f_proto__":{"polluted":true},"moves":'),
      '"__proto__"',
    )
    await expectRefused(text.replace('"moves":', '"constructor":{},"moves":'), '"constructor"')
    const nested = text.replace('"score":', '"prototype":{"x":1},"score":')
    await expectRefused(nested, '"prototype"')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('unknown fields, unsafe ids and bad names', async () => {
    const extra = await brokenFile((file) => Object.assign(file.games[0]!, { cheat: true }))
    await expectRefused(extra, /^Game 1: unknown field "cheat"\.$/)
    const badId = await brokenFile((file) => Object.assign(file.games[0]!, { id: '<script>' }))
    await expectRefused(badId, /^Game 1, id: an id is 1 to 64 letters/)
    const longId = await brokenFile((file) => Object.assign(file.games[0]!, { id: 'x'.repeat(65) }))
    await expectRefused(longId, /^Game 1, id: longer than 64 characters\.$/)
    const twins = await brokenFile((file) => {
      const game = file.games.find((g) => g.id === 'game-1')!
      game.players[1]!.name = ' ANNA'
    })
    await expectRefused(twins, /^Game \d: Two players are called "ANNA"\.$/)
  })

  it('the same game id twice', async () => {
    const text = await brokenFile((file) => file.games.push(file.games[0]!))
    await expectRefused(text, 'Game 4 has the same id as game 1.')
  })

  it('a broken game after good ones: nothing of the file is written', async () => {
    const text = await brokenFile((file) => {
      for (const game of file.games) game.id = `new-${game.id}`
      file.games[2]!.moves[0]!.score = 999
    })
    await expectRefused(text, /^Game 3, move 1/)
  })

  it('too many games', async () => {
    const games = Array.from({ length: IMPORT_LIMITS.maxGames + 1 }, () => ({}))
    const text = JSON.stringify({ format: 'yatzy-pad', version: 1, exportedAt: '', games })
    await expectRefused(text, 'holds 20001 games; at most 20000')
  })

  it('10 MB of junk', async () => {
    const random = seededRandom(99)
    const chunk = Array.from({ length: 1024 * 1024 }, () =>
      String.fromCharCode(32 + Math.floor(random() * 95)),
    ).join('')
    const junk = chunk.repeat(10)
    await expectRefused(junk, /JSON is broken or cut short/)
  })

  it('a file over the size limit, before reading it', async () => {
    const unread = {
      size: 2 * IMPORT_LIMITS.maxBytes,
      text: () => Promise.reject(new Error('read a file that is too big')),
    }
    await expectRefused(unread as unknown as Blob, /^The file is 256 MB; .* at most 128 MB\.$/)
  })

  it('text over the size limit, counted in UTF-8 bytes', async () => {
    const limits = { maxBytes: 1024 * 1024, maxGames: 10 }
    const refuse = (text: string) =>
      expect(backup.importBackup(text, limits)).rejects.toThrow(ImportError)
    await refuse(' '.repeat(1.5 * 1024 * 1024))
    await expect(backup.importBackup('é'.repeat(600_000), limits)).rejects.toThrow(
      'The file is 1.1 MB; a Yatzy Pad backup is at most 1 MB.',
    )
  })
})
