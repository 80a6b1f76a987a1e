import { checkDates, checkDerived } from './backup-checks'
import { portableGame, withDerivedFields } from './derive'
import { GameSetupError, ImportError, MoveError } from './errors'
import { cleanPlayerNames } from './names'
import { deriveGame } from './figures'
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  describeIssue,
  describePath,
  envelopeSchema,
  gameSchema,
} from './backup-schema'
import type { GameRecord } from './types'

export interface ImportLimits {
  /** Largest file, in bytes (UTF-8). */
  maxBytes: number
  maxGames: number
}

/**
 * Games take about 4 kB each in a backup (measured: 2–4 players, all variants), so 20,000 games
 * make about 80 MB; the size limit leaves room above that. Anything larger is junk or not ours.
 */
export const IMPORT_LIMITS: ImportLimits = { maxBytes: 128 * 1024 * 1024, maxGames: 20_000 }

/** Keys that could reach an object's prototype if the data were ever merged into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

function fileSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024)
  return megabytes >= 1 ? `${Math.round(megabytes * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} kB`
}

export function checkSize(bytes: number, limits: ImportLimits): void {
  if (bytes > limits.maxBytes) {
    throw new ImportError(
      'too-large',
      `The file is ${fileSize(bytes)}; a Yatzy Pad backup is at most ${fileSize(limits.maxBytes)}.`,
    )
  }
}

/** The text's size in UTF-8, counted only when it could be over the limit. */
function checkTextSize(text: string, limits: ImportLimits): void {
  // Each UTF-16 unit takes 1 to 3 UTF-8 bytes: the length bounds the size from both sides.
  if (text.length * 3 <= limits.maxBytes) return
  checkSize(
    text.length > limits.maxBytes ? text.length : new TextEncoder().encode(text).length,
    limits,
  )
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) {
        throw new ImportError(
          'forbidden-key',
          `The file contains the field "${key}", which Yatzy Pad never writes; it was refused.`,
        )
      }
      return value
    })
  } catch (error) {
    if (error instanceof ImportError) throw error
    throw new ImportError(
      'not-json',
      'The file is not a readable backup: its JSON is broken or cut short.',
    )
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The list of raw games, once the file is known to be a Yatzy Pad backup this app can read. */
function gameList(data: unknown, limits: ImportLimits): unknown[] {
  if (!isRecord(data) || data.format !== BACKUP_FORMAT) {
    throw new ImportError('not-a-backup', 'This file is not a Yatzy Pad backup.')
  }
  if (data.version !== BACKUP_VERSION) {
    const newer = typeof data.version === 'number' && data.version > BACKUP_VERSION
    throw new ImportError(
      'unsupported-version',
      newer
        ? `This backup was made by a newer Yatzy Pad (format ${data.version}); update the app to import it.`
        : `This backup has an unknown format version (${String(data.version)}).`,
    )
  }
  if (Array.isArray(data.games) && data.games.length > limits.maxGames) {
    throw new ImportError(
      'too-many-games',
      `The file holds ${data.games.length} games; at most ${limits.maxGames} can be imported at once.`,
    )
  }
  const envelope = envelopeSchema.safeParse(data, { reportInput: true })
  if (!envelope.success) {
    const issue = envelope.error.issues[0]!
    const where = describePath(issue.path)
    throw new ImportError(
      'not-a-backup',
      `The backup is damaged: ${where ? `${where}: ` : ''}${describeIssue(issue)}.`,
    )
  }
  return envelope.data.games
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/** One game checked field by field and then move by move through the rules. */
function checkGame(raw: unknown, index: number, now: number): GameRecord {
  const label = `Game ${index + 1}`
  const parsed = gameSchema.safeParse(raw, { reportInput: true })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = describePath(issue.path)
    throw new ImportError(
      'invalid-game',
      `${label}${where ? `, ${where}` : ''}: ${describeIssue(issue)}.`,
      index,
    )
  }
  const game = parsed.data
  checkDates(game, label, index, now)
  try {
    const names = cleanPlayerNames(game.players.map((player) => player.name))
    const players = game.players.map((player, seat) => ({ ...player, name: names[seat]! }))
    const portable = portableGame({ ...game, players })
    if (new Set(portable.players.map((player) => player.id)).size !== portable.players.length) {
      throw new ImportError('invalid-game', `${label}: two players have the same id.`, index)
    }
    const state = deriveGame(portable)
    checkDerived(game, state, label, index)
    return withDerivedFields(portable, state, portable.finishedAt ?? portable.updatedAt)
  } catch (error) {
    if (error instanceof MoveError) {
      const prefix = error.moveIndex === null ? ': ' : ', '
      throw new ImportError('invalid-game', `${label}${prefix}${lowerFirst(error.message)}`, index)
    }
    if (error instanceof GameSetupError) {
      throw new ImportError('invalid-game', `${label}: ${error.message}`, index)
    }
    throw error
  }
}

/**
 * Reads a backup file's text into games ready to store, or throws an ImportError saying what is
 * wrong and where. Nothing from the file is trusted: every game is replayed through the rules, its
 * dates and its stored result must agree with that, and the derived fields are computed afresh.
 */
export function parseBackup(
  text: string,
  limits: ImportLimits = IMPORT_LIMITS,
  now: number = Date.now(),
  onProgress?: (checked: number, total: number) => void,
): GameRecord[] {
  checkTextSize(text, limits)
  const rawGames = gameList(parseJson(text), limits)
  const firstIndexOf = new Map<string, number>()
  return rawGames.map((raw, index) => {
    onProgress?.(index, rawGames.length)
    const game = checkGame(raw, index, now)
    const earlier = firstIndexOf.get(game.id)
    if (earlier !== undefined) {
      throw new ImportError(
        'duplicate-id',
        `Game ${index + 1} has the same id as game ${earlier + 1}.`,
        index,
      )
    }
    firstIndexOf.set(game.id, index)
    return game
  })
}
