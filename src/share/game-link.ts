import {
  emptySheet,
  getVariant,
  writeBox,
  writeScore,
  type GameRules,
  type Sheet,
  type TableOptions,
  type VariantId,
  gameRules,
} from '../rules'
import type { ComputerLevel } from '../players/kinds'
import type { MoveRecord, PlayerRecord, PortableGame } from '@/db'
import { ByteFormatError, ByteReader, ByteWriter, crc32, fromBase64Url, toBase64Url } from './bytes'
import { deflate, inflate } from './compression'

/**
 * A whole game in a link's fragment, small enough for a QR code: a compact binary form (no field
 * names; box indexes; dice as one base-6 number; times as differences), DEFLATE-compressed and
 * base64url-encoded. The link carries no trust: the receiver checks it as a backup import does.
 *
 * Layout, version 2: "YP", version, flags (variant, finished, hints, hidden totals), table
 * options ([house rules as JSON text], version 3), game id, createdAt, updatedAt − createdAt, [finishedAt − updatedAt], revision, players
 * (id, name, how they play: real dice, dice in the app, or a computer's level), moves (box, kind and rolls used in one byte; dice or typed score; [more rolls used];
 * seconds since the move before); all compressed, then a CRC-32 of the compressed bytes.
 * A move's time travels to the second, which saves about two bytes a move; the game's own times
 * travel to the millisecond, so the import's newer-copy rule compares them exactly.
 * The rolls of a turn played with dice in the app stay behind (they only feed the review of holds);
 * version 1 links, from before computers and dice in the app, have no "how they play" byte.
 */
export const LINK_FORMAT_VERSION = 2
/**
 * A game under house rules is written as version 3: its options byte says house rules follow it,
 * as JSON text. An app from before house rules then says the link is from a newer Yatzy Pad
 * instead of reading the game by the standard rules.
 */
const HOUSE_RULES_VERSION = 3
/**
 * A column game (Triple Yatzy, a table's own columns) is written as version 4: its columns travel
 * with the house rules, and each move has one more byte, its column. Older links read as before;
 * an app from before columns says the link is from a newer Yatzy Pad.
 */
const COLUMNS_VERSION = 4
const NEWEST_READABLE_VERSION = COLUMNS_VERSION
const OLDEST_READABLE_VERSION = 1
const OPTIONS_HOUSE_RULES = 0x10
const MAX_HOUSE_RULES_BYTES = 1024

/** The route that receives a game: `#/receive/<payload>`. */
export const RECEIVE_PATH = '/receive/'

/** Fixed here, not taken from the registry's order: the link format must not move with it. */
const VARIANT_CODES: readonly VariantId[] = ['yatzy', 'forced-yatzy', 'maxi-yatzy', 'yahtzee']
/** How a seat plays, one byte: a person with real dice, a person rolling in the app, a computer. */
const KIND_REAL_DICE = 0
const KIND_VIRTUAL_DICE = 1
const KIND_COMPUTER_CODES: readonly ComputerLevel[] = ['easy', 'medium', 'hard', 'perfect']
const KIND_FIRST_COMPUTER = 2
const MAGIC = [0x59, 0x50]
/** Far above any real game (a 6-player Maxi game packs to well under 2 kB). */
const MAX_PAYLOAD_CHARS = 16_000
const MAX_RAW_BYTES = 64 * 1024
const MAX_PLAYERS_IN_LINK = 16
const MAX_MOVES_IN_LINK = 1000

const FLAG_FINISHED = 0x04
const FLAG_HINTS_SET = 0x08
const FLAG_HINTS_ON = 0x10
const FLAG_HIDE_TOTALS_SET = 0x20
const FLAG_HIDE_TOTALS_ON = 0x40
const FLAGS_UNKNOWN = 0x80

const MOVE_BOX_MASK = 0x1f
const MOVE_TYPED = 0x20
/**
 * Two bits of rolls used (Maxi Yatzy): none, the usual 3, 2, or "the number follows". The app
 * offers 3 first, so most turns need no more.
 */
const ROLLS_SHIFT = 6
const ROLLS_SHORT: readonly (number | undefined)[] = [undefined, 3, 2]
const ROLLS_ESCAPE = 3
/** Seconds between moves are stored minus this: a turn of up to two minutes takes one byte. */
const TURN_SECONDS = 60

function rollsCode(rollsUsed: number | undefined): number {
  if (rollsUsed !== undefined && (!Number.isSafeInteger(rollsUsed) || rollsUsed < 0)) {
    throw new RangeError('rolls used')
  }
  const short = ROLLS_SHORT.indexOf(rollsUsed)
  return short >= 0 ? short : ROLLS_ESCAPE
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export type GameLinkErrorCode = 'not-a-link' | 'damaged' | 'newer-version'

/** A link the app cannot read; `code` picks the player's message. */
export class GameLinkError extends Error {
  constructor(
    readonly code: GameLinkErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'GameLinkError'
  }
}

function writeId(out: ByteWriter, id: string): void {
  // Ids the app makes are UUIDs: 16 bytes instead of 36 characters.
  if (UUID.test(id)) {
    out.byte(0)
    const hex = id.replace(/-/g, '')
    for (let i = 0; i < 32; i += 2) out.byte(parseInt(hex.slice(i, i + 2), 16))
  } else {
    const bytes = new TextEncoder().encode(id)
    if (bytes.length < 1 || bytes.length > 255) throw new RangeError(`id too long: ${id}`)
    out.byte(bytes.length)
    out.raw(bytes)
  }
}

function readId(input: ByteReader): string {
  const length = input.byte()
  if (length > 0) return new TextDecoder().decode(input.raw(length))
  const hex = Array.from(input.raw(16), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-')
}

function kindByte(player: PlayerRecord): number {
  if (player.computer) return KIND_FIRST_COMPUTER + KIND_COMPUTER_CODES.indexOf(player.computer)
  return player.virtualDice ? KIND_VIRTUAL_DICE : KIND_REAL_DICE
}

function readPlayer(input: ByteReader, version: number): PlayerRecord {
  const player: PlayerRecord = { id: readId(input), name: input.text(200) }
  if (version < 2) return player
  const kind = input.byte()
  if (kind === KIND_VIRTUAL_DICE) player.virtualDice = true
  else if (kind >= KIND_FIRST_COMPUTER) {
    const level = KIND_COMPUTER_CODES[kind - KIND_FIRST_COMPUTER]
    if (!level) throw new ByteFormatError('unknown player kind')
    player.computer = level
  }
  return player
}

/** The house rules of a game: every option but the two the options byte carries. */
function houseRules(options: TableOptions): TableOptions | null {
  const house = Object.entries(options).filter(
    ([key, value]) => value !== undefined && key !== 'fullStraight' && key !== 'yatzyTieBreak',
  )
  return house.length > 0 ? (Object.fromEntries(house) as TableOptions) : null
}

function optionsByte(options: TableOptions): number {
  const straight = options.fullStraight === undefined ? 0 : options.fullStraight === 21 ? 1 : 2
  const tieBreak = options.yatzyTieBreak === undefined ? 0 : options.yatzyTieBreak ? 2 : 1
  return straight | (tieBreak << 2) | (houseRules(options) ? OPTIONS_HOUSE_RULES : 0)
}

function readOptions(byte: number, version: number, input: ByteReader): TableOptions {
  const options: TableOptions = {}
  const straight = byte & 0x03
  const tieBreak = (byte >> 2) & 0x03
  if (straight === 1) options.fullStraight = 21
  if (straight === 2) options.fullStraight = 30
  if (tieBreak > 0) options.yatzyTieBreak = tieBreak === 2
  const house = version >= HOUSE_RULES_VERSION && (byte & OPTIONS_HOUSE_RULES) !== 0
  const unknownBits = byte & ~(0x0f | (house ? OPTIONS_HOUSE_RULES : 0))
  if (straight === 3 || tieBreak === 3 || unknownBits) throw new ByteFormatError('unknown options')
  // Whether each house rule is one the rules accept is the import's check, which names it.
  if (house) Object.assign(options, parseHouseRules(input.text(MAX_HOUSE_RULES_BYTES)))
  return options
}

function parseHouseRules(text: string): TableOptions {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ByteFormatError('house rules are not readable')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ByteFormatError('house rules are not readable')
  }
  return parsed as TableOptions
}

/** Dice in the order entered, as one base-6 number: 5 dice fit 13 bits, 6 dice 16. */
function packDice(dice: readonly number[]): number {
  return dice.reduceRight((packed, die) => packed * 6 + (die - 1), 0)
}

function unpackDice(packed: number, count: number): number[] {
  const dice: number[] = []
  let rest = packed
  for (let i = 0; i < count; i++) {
    dice.push((rest % 6) + 1)
    rest = Math.floor(rest / 6)
  }
  if (rest !== 0) throw new ByteFormatError('dice out of range')
  return dice
}

function encodeBytes(game: PortableGame): Uint8Array {
  const variant = getVariant(game.variant)
  const out = new ByteWriter()
  MAGIC.forEach((byte) => out.byte(byte))
  const house = houseRules(game.options)
  const columns = Boolean(game.options.columns)
  out.byte(columns ? COLUMNS_VERSION : house ? HOUSE_RULES_VERSION : LINK_FORMAT_VERSION)
  let flags = VARIANT_CODES.indexOf(game.variant)
  if (game.finishedAt !== undefined) flags |= FLAG_FINISHED
  if (game.hints !== undefined) flags |= FLAG_HINTS_SET | (game.hints ? FLAG_HINTS_ON : 0)
  if (game.hideTotals !== undefined) {
    flags |= FLAG_HIDE_TOTALS_SET | (game.hideTotals ? FLAG_HIDE_TOTALS_ON : 0)
  }
  out.byte(flags)
  out.byte(optionsByte(game.options))
  if (house) out.text(JSON.stringify(house))
  writeId(out, game.id)
  out.varint(game.createdAt)
  out.signed(game.updatedAt - game.createdAt)
  if (game.finishedAt !== undefined) out.signed(game.finishedAt - game.updatedAt)
  out.varint(game.revision)
  out.varint(game.players.length)
  for (const player of game.players) {
    writeId(out, player.id)
    out.text(player.name)
    out.byte(kindByte(player))
  }
  out.varint(game.moves.length)
  let previousSecond = Math.floor(game.createdAt / 1000)
  game.moves.forEach((move, index) => {
    const box = variant.boxes.findIndex((def) => def.id === move.box)
    if (box < 0 || move.player !== index % game.players.length) {
      throw new RangeError(`move ${index + 1} is not one the rules allow`)
    }
    if (move.dice !== null && move.dice.length !== variant.diceCount) {
      throw new RangeError(`move ${index + 1} has ${move.dice.length} dice`)
    }
    const typed = move.dice === null
    out.byte(box | (typed ? MOVE_TYPED : 0) | (rollsCode(move.rollsUsed) << ROLLS_SHIFT))
    // A die roll's score is the rules' to compute again; only a typed score travels.
    if (typed) out.varint(move.score)
    else {
      const packed = packDice(move.dice!)
      out.byte(packed >> 8)
      out.byte(packed & 0xff)
    }
    if (rollsCode(move.rollsUsed) === ROLLS_ESCAPE) out.varint(move.rollsUsed!)
    if (columns) out.byte(move.column ?? 0)
    const second = Math.floor(move.at / 1000)
    out.signed(second - previousSecond - TURN_SECONDS)
    previousSecond = second
  })
  return out.result()
}

/** What the rules make of a die roll, so the move carries the score a stored game would. */
function scoreMoves(game: PortableGame): void {
  let rules: GameRules
  try {
    rules = gameRules(game.variant, game.options)
  } catch {
    // Options the rules refuse: left for the import's check to refuse, with its own message.
    return
  }
  let sheets: Sheet[] | null = game.players.map(() => emptySheet(rules))
  game.moves.forEach((move) => {
    if (!sheets) return
    const write = { rollsUsed: move.rollsUsed, column: move.column }
    try {
      const sheet = sheets[move.player]!
      const next =
        move.dice === null
          ? writeScore(rules, sheet, move.box, move.score, write)
          : writeBox(rules, sheet, move.dice, move.box, write)
      const written = move.column === undefined ? next : next.columns?.[move.column]
      if (move.dice !== null) move.score = written?.scores[move.box] ?? 0
      sheets[move.player] = next
    } catch {
      // Not allowed by the rules: left for the import's replay to refuse, with its own message.
      sheets = null
    }
  })
}

function decodeBytes(body: Uint8Array): PortableGame {
  if (body.length < MAGIC.length + 1 || body[0] !== MAGIC[0] || body[1] !== MAGIC[1]) {
    throw new GameLinkError('not-a-link', 'This link does not hold a Yatzy Pad game.')
  }
  const version = body[2]!
  if (version < OLDEST_READABLE_VERSION || version > NEWEST_READABLE_VERSION) {
    throw new GameLinkError(
      version > NEWEST_READABLE_VERSION ? 'newer-version' : 'not-a-link',
      `This link was made by a newer Yatzy Pad (format ${body[2]}); update the app to open it.`,
    )
  }
  const input = new ByteReader(body)
  input.raw(3)
  const flags = input.byte()
  const variantId = VARIANT_CODES[flags & 0x03]!
  const variant = getVariant(variantId)
  const options = readOptions(input.byte(), version, input)
  const id = readId(input)
  const createdAt = input.varint()
  const updatedAt = createdAt + input.signed()
  const finishedAt = flags & FLAG_FINISHED ? updatedAt + input.signed() : undefined
  const revision = input.varint()
  const playerCount = input.varint()
  if (playerCount > MAX_PLAYERS_IN_LINK) throw new ByteFormatError('too many players')
  const players: PlayerRecord[] = []
  for (let i = 0; i < playerCount; i++) players.push(readPlayer(input, version))
  const moveCount = input.varint()
  if (moveCount > MAX_MOVES_IN_LINK || (moveCount > 0 && playerCount === 0)) {
    throw new ByteFormatError('too many moves')
  }
  const moves: MoveRecord[] = []
  let second = Math.floor(createdAt / 1000)
  for (let index = 0; index < moveCount; index++) {
    const head = input.byte()
    const box = variant.boxes[head & MOVE_BOX_MASK]
    if (!box) throw new ByteFormatError('unknown box')
    const typed = (head & MOVE_TYPED) !== 0
    const score = typed ? input.varint() : 0
    const dice = typed ? null : unpackDice(input.byte() * 256 + input.byte(), variant.diceCount)
    const move: MoveRecord = { player: index % playerCount, dice, box: box.id, score, at: 0 }
    const rolls = head >> ROLLS_SHIFT
    const rollsUsed = rolls === ROLLS_ESCAPE ? input.varint() : ROLLS_SHORT[rolls]
    if (rollsUsed !== undefined) move.rollsUsed = rollsUsed
    if (version >= COLUMNS_VERSION && options.columns) move.column = input.byte()
    second += input.signed() + TURN_SECONDS
    move.at = second * 1000
    moves.push(move)
  }
  if (!input.done) throw new ByteFormatError('extra data')
  const game: PortableGame = {
    id,
    variant: variantId,
    options,
    players,
    moves,
    createdAt,
    updatedAt,
    revision,
  }
  if (finishedAt !== undefined) game.finishedAt = finishedAt
  if (flags & FLAG_HINTS_SET) game.hints = (flags & FLAG_HINTS_ON) !== 0
  if (flags & FLAG_HIDE_TOTALS_SET) game.hideTotals = (flags & FLAG_HIDE_TOTALS_ON) !== 0
  if (flags & FLAGS_UNKNOWN) throw new ByteFormatError('unknown flags')
  scoreMoves(game)
  return game
}

/** The game as a link payload (base64url, no padding). */
export async function encodeGameLink(game: PortableGame): Promise<string> {
  const packed = await deflate(encodeBytes(game))
  const framed = new Uint8Array(packed.length + 4)
  framed.set(packed)
  new DataView(framed.buffer).setUint32(packed.length, crc32(packed))
  return toBase64Url(framed)
}

/**
 * The game a payload holds, not yet checked against the rules (import it like a backup). Throws a
 * GameLinkError for a truncated, altered or foreign payload.
 */
export async function decodeGameLink(payload: string): Promise<PortableGame> {
  if (payload.length === 0 || payload.length > MAX_PAYLOAD_CHARS) {
    throw new GameLinkError('not-a-link', 'This link does not hold a Yatzy Pad game.')
  }
  try {
    const framed = fromBase64Url(payload)
    if (framed.length < 5) throw new ByteFormatError('too short')
    const packed = framed.subarray(0, framed.length - 4)
    const stated = new DataView(framed.buffer, framed.byteOffset).getUint32(packed.length)
    // Checked before unpacking: a cut, lengthened or altered link fails here.
    if (crc32(packed) !== stated) throw new ByteFormatError('checksum mismatch')
    return decodeBytes(await inflate(packed, MAX_RAW_BYTES))
  } catch (error) {
    if (error instanceof GameLinkError) throw error
    if (error instanceof ByteFormatError && error.message === 'not base64url') {
      throw new GameLinkError('not-a-link', 'This link does not hold a Yatzy Pad game.')
    }
    if (error instanceof ByteFormatError) {
      throw new GameLinkError(
        'damaged',
        'This link is damaged, cut short or not from Yatzy Pad; ask for the link or QR code again.',
      )
    }
    throw error
  }
}

/** The whole link: this app's address with the game in the fragment. */
export function gameLinkUrl(appAddress: string, payload: string): string {
  const base = appAddress.split('#')[0]!
  return `${base}#${RECEIVE_PATH}${payload}`
}
