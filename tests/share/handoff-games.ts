// Relative imports only: scripts/bench-handoff.ts reuses this under plain tsx.
import { VARIANTS, type VariantId } from '../../src/rules'
import { makeGame, seededRandom } from '../db/fixtures'
import type { GameRecord, PortableGame } from '../../src/db/types'
import { portableGame } from '../../src/db/derive'

/** Six names as long as family names get, one with letters outside ASCII. */
export const SIX_PLAYERS = ['Anna-Karin', 'Björn', 'Charlotte', 'Dagfinn', 'Eeva-Liisa', 'Frederik']

export const VARIANT_IDS: VariantId[] = VARIANTS.map((variant) => variant.id)

/**
 * A game as the app stores it: UUIDs for the game and its players, and turns 15–90 s apart to
 * the millisecond (times are what compresses worst); Maxi turns mostly use all three rolls. `moves` cuts it short: a game in progress.
 */
export function realisticGame(variant: VariantId, seed: number, moves?: number): GameRecord {
  const random = seededRandom(seed)
  const game = makeGame(random, { variant, players: SIX_PLAYERS, moves })
  let at = game.createdAt
  const timed: PortableGame = {
    ...portableGame(game),
    players: game.players.map((player) => ({ ...player, id: crypto.randomUUID() })),
    moves: game.moves.map((move) => {
      at += 15_000 + Math.floor(random() * 75_000)
      // Mostly all three rolls, as the app offers first; never more, so any bank allows it.
      const rollsUsed =
        move.rollsUsed === undefined
          ? {}
          : { rollsUsed: random() < 0.7 ? 3 : random() < 0.6 ? 2 : 1 }
      return { ...move, ...rollsUsed, at }
    }),
  }
  timed.updatedAt = at
  if (game.finishedAt !== undefined) timed.finishedAt = at
  return { ...game, ...timed }
}
