import {
  RuleError,
  writeBox,
  writeScore,
  emptySheet,
  turnsPerPlayer,
  type GameRules,
  type Sheet,
} from '../rules'
import { MoveError } from './errors'
import { rollsProblem } from './rolls-check'
import { MAX_PLAYERS, MIN_PLAYERS } from './names'
import type { GameRecord, MoveRecord } from './types'

/** What replaying needs from a game (the store passes records with fewer moves, for instance). */
export type ReplayInput = Pick<GameRecord, 'variant' | 'options' | 'players' | 'moves'>

function movePrefix(game: ReplayInput, index: number, player: number): string {
  const name = game.players[player]?.name
  return name === undefined ? `Move ${index + 1}` : `Move ${index + 1} (${name})`
}

function describeDice(dice: readonly number[]): string {
  return dice.join('-')
}

function applyMove(
  game: ReplayInput,
  rules: GameRules,
  sheet: Sheet,
  move: MoveRecord,
  index: number,
): Sheet {
  const { variant } = rules
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
  const write = { rollsUsed: move.rollsUsed, column: move.column }
  try {
    if (move.dice === null) return writeScore(rules, sheet, move.box, move.score, write)
    const next = writeBox(rules, sheet, move.dice, move.box, write)
    const pays = (move.column === undefined ? next : next.columns?.[move.column])?.scores[move.box]
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

/** One write as replayed: the mover's sheet before and after it. */
export interface ReplayedMove {
  player: number
  before: Sheet
  after: Sheet
}

/**
 * Rebuilds every sheet by replaying the moves through the game's rules, in turn order (move i
 * belongs to player i % n), keeping each move's sheets. Throws a MoveError naming the first move
 * that is not legal. The one walk through a game's moves: everything derived reads what it returns
 * (see figures.ts), so a write replays the game once.
 */
export function replayMoves(
  game: ReplayInput,
  rules: GameRules,
): { sheets: Sheet[]; moves: ReplayedMove[] } {
  const playerCount = game.players.length
  if (playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS) {
    const reason = `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${playerCount}.`
    throw new MoveError('player-count', null, 'Players', reason)
  }
  const lastMove = playerCount * turnsPerPlayer(rules)
  const sheets = game.players.map(() => emptySheet(rules))
  const moves = game.moves.map((move, index): ReplayedMove => {
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
    const before = sheets[expected]!
    const after = applyMove(game, rules, before, move, index)
    sheets[expected] = after
    return { player: expected, before, after }
  })
  return { sheets, moves }
}
