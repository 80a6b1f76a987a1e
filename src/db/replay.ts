import {
  getVariant,
  rankPlayers,
  RuleError,
  sheetTotals,
  writeBox,
  writeScore,
  emptySheet,
  type Sheet,
  type Totals,
} from '../rules'
import { MoveError } from './errors'
import { rollsProblem } from './rolls-check'
import { MAX_PLAYERS, MIN_PLAYERS } from './names'
import type { GameRecord, GameResult, MoveRecord } from './types'

/** What replaying needs from a game (the store passes records with fewer moves, for instance). */
export type ReplayInput = Pick<GameRecord, 'variant' | 'options' | 'players' | 'moves'>

export interface GameState {
  /** Every player's sheet, in player order. */
  sheets: Sheet[]
  totals: Totals[]
  /** Whose turn is next; null once the game is over. */
  nextPlayer: number | null
  /** The round the next move belongs to, from 1; the last round once the game is over. */
  round: number
  /** Rounds in the game: the variant's number of boxes. */
  rounds: number
  finished: boolean
  /** Totals and places once the game is over. */
  result: GameResult | null
}

function movePrefix(game: ReplayInput, index: number, player: number): string {
  const name = game.players[player]?.name
  return name === undefined ? `Move ${index + 1}` : `Move ${index + 1} (${name})`
}

function describeDice(dice: readonly number[]): string {
  return dice.join('-')
}

function applyMove(game: ReplayInput, sheet: Sheet, move: MoveRecord, index: number): Sheet {
  const variant = getVariant(game.variant)
  const prefix = movePrefix(game, index, move.player)
  if (!variant.savedRolls && move.rollsUsed !== undefined) {
    const used = move.rollsUsed
    if (!Number.isInteger(used) || used < 1 || used > variant.rollsPerTurn) {
      const reason = `a turn uses 1 to ${variant.rollsPerTurn} rolls; ${used} is not possible.`
      throw new MoveError('rolls-used', index, prefix, reason)
    }
  }
  const rollsWrong = rollsProblem(variant, move)
  if (rollsWrong) throw new MoveError('rolls', index, prefix, rollsWrong)
  const options = { ...game.options, rollsUsed: move.rollsUsed }
  try {
    if (move.dice === null) return writeScore(game.variant, sheet, move.box, move.score, options)
    const next = writeBox(game.variant, sheet, move.dice, move.box, options)
    const pays = next.scores[move.box]
    if (pays !== move.score) {
      const boxName = variant.boxes.find((box) => box.id === move.box)?.name ?? move.box
      const reason = `${describeDice(move.dice)} in ${boxName} pays ${pays}, not ${move.score}.`
      throw new MoveError('score-mismatch', index, prefix, reason)
    }
    return next
  } catch (error) {
    if (error instanceof RuleError) throw new MoveError('rule', index, prefix, error.message, error)
    throw error
  }
}

function resultOf(
  game: ReplayInput,
  sheets: readonly Sheet[],
  totals: readonly Totals[],
): GameResult {
  const places: number[] = sheets.map(() => 0)
  for (const standing of rankPlayers(game.variant, sheets, game.options)) {
    places[standing.player] = standing.place
  }
  return { totals: totals.map((t) => t.total), places }
}

/**
 * Rebuilds every sheet by replaying the moves through the rules, in turn order (move i belongs to
 * player i % n). Throws a MoveError naming the first move that is not legal.
 */
export function replayGame(game: ReplayInput): GameState {
  const variant = getVariant(game.variant)
  const playerCount = game.players.length
  if (playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS) {
    const reason = `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${playerCount}.`
    throw new MoveError('player-count', null, 'Players', reason)
  }
  const rounds = variant.boxes.length
  const lastMove = playerCount * rounds
  const sheets = game.players.map(() => emptySheet(game.variant, game.options))
  game.moves.forEach((move, index) => {
    const expected = index % playerCount
    if (index >= lastMove) {
      const reason = 'the game is over: every sheet is full.'
      throw new MoveError('game-over', index, movePrefix(game, index, move.player), reason)
    }
    if (move.player !== expected) {
      const writtenFor = game.players[move.player]?.name ?? `player ${move.player + 1}`
      const reason = `it is ${game.players[expected]!.name}'s turn, not ${writtenFor}'s.`
      throw new MoveError('out-of-turn', index, `Move ${index + 1}`, reason)
    }
    sheets[expected] = applyMove(game, sheets[expected]!, move, index)
  })
  const totals = sheets.map((sheet) => sheetTotals(game.variant, sheet, game.options))
  const finished = game.moves.length === lastMove
  return {
    sheets,
    totals,
    nextPlayer: finished ? null : game.moves.length % playerCount,
    round: Math.min(Math.floor(game.moves.length / playerCount) + 1, rounds),
    rounds,
    finished,
    result: finished ? resultOf(game, sheets, totals) : null,
  }
}
