import { z } from 'zod'
import { COMPUTER_LEVELS } from '../players/kinds'
import {
  checkTableOptions,
  isVariantId,
  RuleError,
  type BoxId,
  type TableOptions,
  type VariantId,
} from '../rules'
import { MAX_PLAYERS } from './names'

// Before any schema exists: without it zod probes for eval with `new Function`, which the strict
// CSP reports as a violation on the first import. Interpreted parsing is fast enough for backups.
z.config({ jitless: true })

/** The file format: raise the version (and keep a reader for the old one) when the shape changes. */
export const BACKUP_FORMAT = 'yatzy-pad'
export const BACKUP_VERSION = 1

/** Highest time a Date can hold, in milliseconds. */
const MAX_TIME = 8.64e15
/** The most boxes any variant has (Maxi Yatzy) times the most players. */
const MAX_MOVES = 20 * MAX_PLAYERS

const timestamp = z.int().min(0).max(MAX_TIME)
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'an id is 1 to 64 letters, digits, "-" or "_"' })
const die = z.int().min(1).max(6)

const player = z.strictObject({
  id,
  // Checked again after trimming (1–24 characters); the bound here only stops absurd input.
  name: z.string().max(200),
  computer: z.enum(COMPUTER_LEVELS).optional(),
  virtualDice: z.boolean().optional(),
})

// Whether the rolls fit each other and the move is for the replay to say, with the move named.
const roll = z.strictObject({
  dice: z.array(die).min(5).max(6),
  held: z.array(z.int().min(0).max(5)).max(6),
})

const move = z.strictObject({
  player: z
    .int()
    .min(0)
    .max(MAX_PLAYERS - 1),
  dice: z.array(die).min(5).max(6).nullable(),
  // Whether the variant has the box is for the rules to say, with the box's name in the message.
  box: z.custom<BoxId>((value) => typeof value === 'string' && value.length <= 32, {
    error: 'expected a box id',
  }),
  score: z.int().min(0).max(10_000),
  rollsUsed: z.int().min(1).max(99).optional(),
  column: z.int().min(0).max(9).optional(),
  rolls: z.array(roll).min(1).max(99).optional(),
  at: timestamp,
})

// Which options there are and what each accepts is the rules' to say (checkTableOptions, below).
const options = z.custom<TableOptions>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { error: 'expected the table options' },
)

/** The rules' check of a game's table options, as an issue on the option it names. */
function checkOptions(game: { variant: VariantId; options: TableOptions }, ctx: z.RefinementCtx) {
  try {
    checkTableOptions(game.variant, game.options)
  } catch (error) {
    if (!(error instanceof RuleError)) throw error
    const option = String(error.params.option ?? '')
    const message = error.message.replace(/\.$/, '')
    ctx.addIssue({ code: 'custom', path: ['options', option], message })
  }
}

const result = z.strictObject({
  totals: z.array(z.int().min(0).max(100_000)).max(MAX_PLAYERS),
  places: z.array(z.int().min(1).max(MAX_PLAYERS)).max(MAX_PLAYERS),
})

/** One game as an export file holds it. Derived index fields are accepted but recomputed. */
export const gameSchema = z
  .strictObject({
    id,
    variant: z.custom<VariantId>((value) => isVariantId(value), {
      error: 'not a variant Yatzy Pad knows',
    }),
    options,
    players: z.array(player).min(1).max(MAX_PLAYERS),
    moves: z.array(move).max(MAX_MOVES),
    createdAt: timestamp,
    updatedAt: timestamp,
    finishedAt: timestamp.optional(),
    result: result.optional(),
    revision: z.int().min(0).max(1_000_000_000),
    hints: z.boolean().optional(),
    hideTotals: z.boolean().optional(),
    winChances: z.boolean().optional(),
    playerNames: z.array(z.string().max(200)).max(MAX_PLAYERS).optional(),
    // A stored game's kind (schema v4): a live table's host sends it; an import works it out again.
    kind: z.string().max(2000).optional(),
    inProgressAt: timestamp.optional(),
    finishedKeys: z
      .array(z.tuple([z.string().max(200), z.string().max(2000), timestamp]))
      .max(2 * MAX_PLAYERS)
      .optional(),
  })
  .superRefine(checkOptions)

export const envelopeSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: z.string().max(64),
  games: z.array(z.unknown()),
})

export type ParsedGame = z.infer<typeof gameSchema>

const LIST_ITEM_NAMES: Record<string, string> = { moves: 'move', players: 'player', dice: 'die' }

/** ['moves', 6, 'dice', 2] → "move 7, die 3". */
export function describePath(path: readonly PropertyKey[]): string {
  const parts: string[] = []
  path.forEach((segment, index) => {
    if (typeof segment === 'number') return
    const name = String(segment)
    const next = path[index + 1]
    parts.push(typeof next === 'number' ? `${LIST_ITEM_NAMES[name] ?? name} ${next + 1}` : name)
  })
  return parts.join(', ')
}

function shown(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (value === null || typeof value !== 'object') return String(value)
  return Array.isArray(value) ? 'a list' : 'an object'
}

/** A short reason a person can act on, for one zod issue. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const got = 'input' in issue && issue.input !== undefined ? ` (found ${shown(issue.input)})` : ''
  if (issue.path.at(-2) === 'dice' && issue.input !== undefined) return `a die shows 1 to 6${got}`
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `missing ${issue.expected}`
        : `expected ${issue.expected}${got}`
    case 'too_big':
      if (issue.origin === 'array') return `more than ${issue.maximum} entries`
      if (issue.origin === 'string') return `longer than ${issue.maximum} characters`
      return `at most ${issue.maximum} allowed${got}`
    case 'too_small':
      if (issue.origin === 'array') return `fewer than ${issue.minimum} entries`
      if (issue.origin === 'string') return `shorter than ${issue.minimum} characters`
      return `at least ${issue.minimum} required${got}`
    case 'unrecognized_keys':
      return `unknown field ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}`
    default:
      return `${issue.message}${got}`
  }
}
