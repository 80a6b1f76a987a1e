import { gameKind, type GameKind } from './kinds'
import { playerKey } from './names'
import type { GameFigures } from './figures'
import type { FinishedKey, GameRecord, MoveRecord, PlayerRecord, PortableGame } from './types'

/** A plain copy holding only the known fields: no Vue proxies, no stray keys from outside. */
export function plainMove(move: MoveRecord): MoveRecord {
  const copy: MoveRecord = {
    player: move.player,
    dice: move.dice === null ? null : [...move.dice],
    box: move.box,
    score: move.score,
    at: move.at,
  }
  if (move.rollsUsed !== undefined) copy.rollsUsed = move.rollsUsed
  if (move.column !== undefined) copy.column = move.column
  if (move.rolls !== undefined) {
    copy.rolls = move.rolls.map((roll) => ({ dice: [...roll.dice], held: [...roll.held] }))
  }
  return copy
}

function plainPlayer(player: PlayerRecord): PlayerRecord {
  const copy: PlayerRecord = { id: player.id, name: player.name }
  if (player.computer !== undefined) copy.computer = player.computer
  if (player.virtualDice !== undefined) copy.virtualDice = player.virtualDice
  return copy
}

/** The portable fields of a game (what an export file holds), as a plain copy in a fixed key order. */
export function portableGame(game: PortableGame): PortableGame {
  const copy: PortableGame = {
    id: game.id,
    variant: game.variant,
    options: { ...game.options },
    players: game.players.map(plainPlayer),
    moves: game.moves.map(plainMove),
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
    revision: game.revision,
  }
  if (game.hints !== undefined) copy.hints = game.hints
  if (game.hideTotals !== undefined) copy.hideTotals = game.hideTotals
  if (game.winChances !== undefined) copy.winChances = game.winChances
  if (game.finishedAt !== undefined) copy.finishedAt = game.finishedAt
  if (game.result !== undefined) {
    copy.result = { totals: [...game.result.totals], places: [...game.result.places] }
  }
  return copy
}

function finishedKeys(
  kind: GameKind,
  playerNames: readonly string[],
  finishedAt: number,
): FinishedKey[] {
  return playerNames.flatMap((name): FinishedKey[] => [
    [name, '', finishedAt],
    [name, kind, finishedAt],
  ])
}

/**
 * A plain copy of the game with finishedAt, result and the index fields made to agree with its
 * replayed state. A game that stays finished keeps its finishedAt; one that just finished gets
 * `finishedAt`. Keys always come in the same order, so equal games are stored byte for byte equal.
 */
export function withDerivedFields(
  game: PortableGame,
  state: Pick<GameFigures, 'finished' | 'result'>,
  finishedAt: number,
): GameRecord {
  const base = portableGame(game)
  const previousFinish = base.finishedAt
  delete base.finishedAt
  delete base.result
  const playerNames = game.players.map((player) => playerKey(player.name))
  const kind = gameKind(game.variant, game.options)
  if (state.finished && state.result) {
    const finishedTime = previousFinish ?? finishedAt
    return {
      ...base,
      finishedAt: finishedTime,
      result: state.result,
      playerNames,
      kind,
      finishedKeys: finishedKeys(kind, playerNames, finishedTime),
    }
  }
  return { ...base, playerNames, kind, inProgressAt: game.updatedAt }
}
