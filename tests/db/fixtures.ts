// Relative imports only: scripts/bench-db.ts reuses these under plain tsx.
import {
  emptySheet,
  getVariant,
  legalBoxes,
  writeBox,
  type Sheet,
  type TableOptions,
  type VariantId,
} from '../../src/rules'
import { withDerivedFields } from '../../src/db/derive'
import { replayGame } from '../../src/db/replay'
import type { GameRecord, MoveRecord, PortableGame } from '../../src/db/types'

/** A small seeded generator (mulberry32), so fixtures are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function rollDice(random: () => number, count: number): number[] {
  return Array.from({ length: count }, () => 1 + Math.floor(random() * 6))
}

export interface PlayOptions {
  variant: VariantId
  players: readonly string[]
  options?: TableOptions
  /** Moves to play; a full game when not given. */
  moves?: number
  /** Time of the first move; each move is a minute later. */
  startAt?: number
  id?: string
}

/** Moves a table might really write: random rolls, mostly into the best-paying legal box. */
export function playMoves(random: () => number, play: PlayOptions): MoveRecord[] {
  const variant = getVariant(play.variant)
  const playerCount = play.players.length
  const total = play.moves ?? playerCount * variant.boxes.length
  const sheets: Sheet[] = play.players.map(() => emptySheet(play.variant))
  const moves: MoveRecord[] = []
  const startAt = play.startAt ?? 1_700_000_000_000
  for (let index = 0; index < total; index++) {
    const player = index % playerCount
    const sheet = sheets[player]!
    const dice = rollDice(random, variant.diceCount)
    const legal = legalBoxes(play.variant, sheet, dice, play.options)
    const best = legal.reduce((a, b) => (b.score > a.score ? b : a))
    const choice = random() < 0.7 ? best : legal[Math.floor(random() * legal.length)]!
    const move: MoveRecord = {
      player,
      dice,
      box: choice.box,
      score: 0,
      at: startAt + index * 60_000,
    }
    if (variant.savedRolls)
      move.rollsUsed = 1 + Math.floor(random() * (3 + (sheet.savedRolls ?? 0)))
    const next = writeBox(play.variant, sheet, dice, choice.box, {
      ...play.options,
      rollsUsed: move.rollsUsed,
    })
    move.score = next.scores[choice.box]!
    sheets[player] = next
    moves.push(move)
  }
  return moves
}

/** A stored-shape game with derived fields, played by `playMoves`. */
export function makeGame(random: () => number, play: PlayOptions): GameRecord {
  const moves = playMoves(random, play)
  const startAt = play.startAt ?? 1_700_000_000_000
  const updatedAt = moves.at(-1)?.at ?? startAt
  const game: PortableGame = {
    id: play.id ?? crypto.randomUUID(),
    variant: play.variant,
    options: play.options ?? { ...getVariant(play.variant).defaultOptions },
    players: play.players.map((name, seat) => ({ id: `p${seat}`, name })),
    moves,
    createdAt: startAt,
    updatedAt,
    revision: moves.length + 1,
  }
  return withDerivedFields(game, replayGame(game), updatedAt)
}

/** A finished game of `makeGame`, stamped as finished at `finishedAt`. */
export function finishedGameAt(
  random: () => number,
  play: PlayOptions,
  finishedAt: number,
): GameRecord {
  const game: PortableGame = { ...makeGame(random, play), finishedAt }
  return withDerivedFields(game, replayGame(game), finishedAt)
}
