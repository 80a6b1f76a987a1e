import { db, type YatzyPadDatabase } from './database'
import type { GameKind } from './kinds'
import { playerKey } from './names'

/**
 * How much the prior weighs, in games. One game's final varies by about 39 points in Yatzy (sd of
 * every computer level's games), so the mean of n games is known to ±39/√n: ±28 after two games,
 * ±17 after five — as wide as the gap from Medium to Hard. Five games' weight moves a player
 * halfway to their own average once their average is worth about as much as the prior.
 */
export const PRIOR_GAMES = 5

/** Only the most recent games count: players get better (or out of practice). */
export const RECENT_GAMES = 100

/** A person's typical final score in one kind of game, and what it rests on. */
export interface PersonStrength {
  /** The shrunk average: (PRIOR_GAMES × prior + the sum of their finals) / (PRIOR_GAMES + games). */
  typicalFinal: number
  /** Finished games of this kind it was taken from (0: the prior alone, a new player). */
  games: number
}

export function playerStrengthQueries(database: YatzyPadDatabase) {
  /**
   * The typical final of the person called `name` in games of `kind` (the variant and its rules:
   * totals under other house rules are not comparable): their finished games' average,
   * shrunk toward `prior` (what a player nobody knows is assumed to score) so that two games do
   * not decide it. `exceptGame`: leave one game out (the game being reviewed).
   */
  async function personStrength(
    name: string,
    kind: GameKind,
    prior: number,
    options: { exceptGame?: string } = {},
  ): Promise<PersonStrength> {
    const player = playerKey(name)
    const rows = await database.playerResults
      .where('[player+finishedAt]')
      .between([player, -Infinity], [player, Infinity], true, true)
      .reverse()
      .filter((row) => row.kind === kind && row.gameId !== options.exceptGame)
      .limit(RECENT_GAMES)
      .toArray()
    const sum = rows.reduce((total, row) => total + row.total, 0)
    return {
      typicalFinal: (PRIOR_GAMES * prior + sum) / (PRIOR_GAMES + rows.length),
      games: rows.length,
    }
  }

  return { personStrength }
}

/** personStrength on the app's database. */
export const { personStrength } = playerStrengthQueries(db)
