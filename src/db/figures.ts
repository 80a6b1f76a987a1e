import {
  bonusOutlook,
  gameRules,
  rankPlayers,
  sheetTotals,
  turnsPerPlayer,
  type BoxId,
  type BonusOutlook,
  type GameRules,
  type Sheet,
  type Totals,
} from '../rules'
import { replayMoves, type ReplayInput } from './replay'
import type { GameResult } from './types'

/** One player's figures: the sheet and everything the screens show from it. */
export interface PlayerFigures extends Totals {
  sheet: Sheet
  /** Extra all-alikes (Yahtzee bonuses) that pay: `yahtzeeBonus` is this × the table's extra. */
  extraAllAlikes: number
  /** Whether the upper bonus is won, still reachable, or lost. */
  outlook: BonusOutlook
  /** 1 = ahead; equal totals share a place (the Yatzy tie-break where the table plays it). */
  place: number
}

/** One write as the game stands after it. */
export interface MoveFigures {
  player: number
  box: BoxId
  score: number
  /** A column game: the column written, from 0. */
  column?: number
  /** The mover's sheet before and after the write (a correction's "before" included). */
  before: Sheet
  after: Sheet
  /** The mover's totals after the write. */
  totals: Totals
  /** What the write earned beyond its box: the upper bonus reached, extra all-alike points. */
  earned: { upper: number; extra: number }
}

/**
 * A game derived once per revision from its one replay: the rules in force, every player's
 * sheet and figures, every write's, whose turn, and the result. Every surface (the screen, the
 * picture, the review, the history, hand-off, backups, other phones) reads these numbers instead
 * of scoring anything itself.
 */
export interface GameFigures {
  /** The game's rules: variant, options, resolved rules and the house rules in force. */
  rules: GameRules
  /** Per player, in turn order. */
  players: PlayerFigures[]
  /** Per move, in the order written. */
  moves: MoveFigures[]
  /** Every player's sheet, in player order (players[i].sheet). */
  sheets: Sheet[]
  /** Every player's totals, in player order. */
  totals: Totals[]
  /** Whose turn is next; null once the game is over. */
  nextPlayer: number | null
  /** The round the next move belongs to, from 1; the last round once the game is over. */
  round: number
  /** Rounds in the game: the variant's number of boxes (× the columns in a column game). */
  rounds: number
  finished: boolean
  /** Players on first place once the game is over (more than one on a shared win); [] before. */
  winners: number[]
  /** Totals and places once the game is over (what the stored record keeps). */
  result: GameResult | null
}

/** The rules a stored game is played by: its variant and options, checked (cached by value). */
export function rulesOfGame(game: Pick<ReplayInput, 'variant' | 'options'>): GameRules {
  return gameRules(game.variant, game.options)
}

/** Every player's figures from their sheets (places among them included). */
export function playersOf(rules: GameRules, sheets: readonly Sheet[]): PlayerFigures[] {
  const places = sheets.map(() => 0)
  for (const standing of rankPlayers(rules, sheets)) places[standing.player] = standing.place
  return sheets.map((sheet, player) => {
    const totals = sheetTotals(rules, sheet)
    const extraAllAlikes = totals.yahtzeeBonus > 0 ? (sheet.yahtzeeBonuses ?? 0) : 0
    const outlook = bonusOutlook(rules, sheet)
    return { ...totals, sheet, extraAllAlikes, outlook, place: places[player]! }
  })
}

/**
 * The game's figures from one replay of its moves. Throws the replay's MoveError naming the first
 * move the rules refuse, or the RuleError of options the rules refuse.
 */
export function deriveGame(game: ReplayInput): GameFigures {
  const rules = rulesOfGame(game)
  const replayed = replayMoves(game, rules)
  const moves = replayed.moves.map(({ player, before, after }, index): MoveFigures => {
    const was = sheetTotals(rules, before)
    const totals = sheetTotals(rules, after)
    const { box, score, column } = game.moves[index]!
    const earned = {
      upper: totals.bonus - was.bonus,
      extra: totals.yahtzeeBonus - was.yahtzeeBonus,
    }
    const figures: MoveFigures = { player, box, score, before, after, totals, earned }
    if (column !== undefined) figures.column = column
    return figures
  })
  const players = playersOf(rules, replayed.sheets)
  const playerCount = game.players.length
  const rounds = turnsPerPlayer(rules)
  const finished = game.moves.length === playerCount * rounds
  return {
    rules,
    players,
    moves,
    sheets: replayed.sheets,
    totals: players.map(({ upper, bonus, lower, yahtzeeBonus, total, par }) => ({
      upper,
      bonus,
      lower,
      yahtzeeBonus,
      total,
      par,
    })),
    nextPlayer: finished ? null : game.moves.length % playerCount,
    round: Math.min(Math.floor(game.moves.length / playerCount) + 1, rounds),
    rounds,
    finished,
    winners: finished ? players.flatMap((p, seat) => (p.place === 1 ? [seat] : [])) : [],
    result: finished
      ? { totals: players.map((p) => p.total), places: players.map((p) => p.place) }
      : null,
  }
}

/** The name the app used before figures: a game replayed is a game derived. */
export const replayGame = deriveGame
/** The figures were once called the replayed state. */
export type GameState = GameFigures

/**
 * Figures already derived, per game object. A stored record is never changed in place (every
 * write makes a new one), so its figures are derived once: by the write that made it, which
 * leaves them here (see rememberFigures), or by the first surface that asks.
 */
interface Remembered {
  figures: GameFigures
  /** What the figures were derived from: a record changed in place (a revision, a correction) is derived again. */
  revision: unknown
  moves: readonly unknown[]
  count: number
}

const derived = new WeakMap<object, Remembered>()

function remember(game: ReplayInput, figures: GameFigures): void {
  const { revision } = game as { revision?: unknown }
  derived.set(game, { figures, revision, moves: game.moves, count: game.moves.length })
}

/** The game's figures: derived once per record and revision, then read from memory. */
export function gameFigures(game: ReplayInput): GameFigures {
  const kept = derived.get(game)
  const { revision } = game as { revision?: unknown }
  if (
    kept &&
    kept.revision === revision &&
    kept.moves === game.moves &&
    kept.count === game.moves.length
  ) {
    return kept.figures
  }
  const figures = deriveGame(game)
  remember(game, figures)
  return figures
}

/** Keeps the figures a write derived for the record it made, so no surface replays it again. */
export function rememberFigures(game: ReplayInput, figures: GameFigures): void {
  remember(game, figures)
}

/**
 * The position after the first `count` writes (a round of the review), read from the writes'
 * sheets (no replay): every player's figures then, and whose turn came next.
 */
export function figuresAfter(
  figures: GameFigures,
  count: number,
): { players: PlayerFigures[]; nextPlayer: number } {
  const upTo = Math.max(0, Math.min(count, figures.moves.length))
  const sheets = figures.players.map((_, seat) => {
    const moves = figures.moves.slice(0, upTo).filter((move) => move.player === seat)
    return (
      moves.at(-1)?.after ??
      figures.moves.find((move) => move.player === seat)?.before ??
      figures.sheets[seat]!
    )
  })
  return { players: playersOf(figures.rules, sheets), nextPlayer: upTo % figures.players.length }
}
