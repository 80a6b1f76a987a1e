import { beforeEach, describe, expect, it } from 'vitest'
import { db, playerStrengthQueries, replayGame, type GameRecord, type MoveRecord } from '@/db'
import { withDerivedFields } from '@/db/derive'
import { getVariant, type BoxId, type TableOptions, type VariantId } from '@/rules'
import { resetDatabase, storeGames } from '../helpers/db'

type Scores = Partial<Record<BoxId, number>>

/** A finished game between the named players, every box typed as a number (0 where unset). */
function finished(
  id: string,
  variant: VariantId,
  players: Record<string, Scores>,
  at: number,
  options: TableOptions = {},
) {
  const names = Object.keys(players)
  const moves: MoveRecord[] = []
  for (const box of getVariant(variant).boxes) {
    names.forEach((name, player) => {
      moves.push({ player, dice: null, box: box.id, score: players[name]![box.id] ?? 0, at })
    })
  }
  const game = {
    id,
    variant,
    options,
    players: names.map((name, seat) => ({ id: `p${seat}`, name })),
    moves,
    createdAt: at,
    updatedAt: at,
    finishedAt: at,
    revision: 1,
  }
  return withDerivedFields(game, replayGame(game), at) as GameRecord
}

/** 30 + 50 + 24 = 104 points: a low Yatzy score. */
const low: Scores = { chance: 30, yatzy: 50, 'four-kind': 24 }
const LOW_TOTAL = 104
const PRIOR = 218

const { personStrength } = playerStrengthQueries(db)

beforeEach(resetDatabase)

describe('a person’s typical final score', () => {
  it('is the prior for someone who has finished no game in the variant', async () => {
    await storeGames([finished('y1', 'yahtzee', { Anna: low }, 1)])
    expect(await personStrength('Anna', 'yatzy', PRIOR)).toEqual({ typicalFinal: PRIOR, games: 0 })
  })

  it('comes from their stored games: many low scores make a low typical score', async () => {
    await storeGames(
      Array.from({ length: 40 }, (_, g) => finished(`g${g}`, 'yatzy', { Anna: low, Bo: {} }, g)),
    )
    const anna = await personStrength('  anna ', 'yatzy', PRIOR)
    expect(anna.games).toBe(40)
    expect(anna.typicalFinal).toBeLessThan(PRIOR)
    // Forty games say more than the prior: the typical score is near Anna's own average.
    expect(anna.typicalFinal - LOW_TOTAL).toBeLessThan(PRIOR - anna.typicalFinal)
    // Bo scored 0 in every game: lower still.
    expect((await personStrength('Bo', 'yatzy', PRIOR)).typicalFinal).toBeLessThan(
      anna.typicalFinal,
    )
  })

  it('is not decided by two games', async () => {
    await storeGames([
      finished('a', 'yatzy', { Anna: low }, 1),
      finished('b', 'yatzy', { Anna: low }, 2),
    ])
    const anna = await personStrength('Anna', 'yatzy', PRIOR)
    expect(anna.games).toBe(2)
    expect(anna.typicalFinal).toBeLessThan(PRIOR)
    expect(anna.typicalFinal - LOW_TOTAL).toBeGreaterThan(PRIOR - anna.typicalFinal)
  })

  it('leaves out the game under review, and games of other variants', async () => {
    await storeGames([
      finished('a', 'yatzy', { Anna: low }, 1),
      finished('b', 'forced-yatzy', { Anna: low }, 2),
    ])
    expect(await personStrength('Anna', 'yatzy', PRIOR, { exceptGame: 'a' })).toEqual({
      typicalFinal: PRIOR,
      games: 0,
    })
  })

  it('counts only games of the same kind: totals under house rules are not the rule book’s', async () => {
    await storeGames([
      finished('a', 'yatzy', { Anna: low }, 1),
      // Yatzy pays 100 at this table: Anna's 154 here says nothing about her rule-book score.
      finished('b', 'yatzy', { Anna: { ...low, yatzy: 100 } }, 2, { allAlike: 100 }),
    ])
    expect((await personStrength('Anna', 'yatzy', PRIOR)).games).toBe(1)
    const house = await personStrength('Anna', 'yatzy/{"allAlike":100}', PRIOR)
    expect(house).toEqual({ typicalFinal: (5 * PRIOR + LOW_TOTAL + 50) / 6, games: 1 })
  })
})
