import { beforeAll, describe, expect, it } from 'vitest'
import {
  db,
  replayGame,
  statsQueries,
  type GameRecord,
  type MoveRecord,
  type PortableGame,
} from '@/db'
import { withDerivedFields } from '@/db/derive'
import { getVariant, type BoxId, type VariantId } from '@/rules'
import { resetDatabase, storeGames } from '../helpers/db'

type Scores = Partial<Record<BoxId, number>>

/** A finished game written box by box in table order, every score typed as a number. */
function scripted(
  id: string,
  variant: VariantId,
  players: Record<string, Scores>,
  finishedAt: number,
  options: PortableGame['options'] = {},
): GameRecord {
  const names = Object.keys(players)
  const moves: MoveRecord[] = []
  for (const box of getVariant(variant).boxes) {
    names.forEach((name, player) => {
      moves.push({ player, dice: null, box: box.id, score: players[name]![box.id] ?? 0, at: 0 })
    })
  }
  const game: PortableGame = {
    id,
    variant,
    options,
    players: names.map((name, seat) => ({ id: `p${seat}`, name })),
    moves,
    createdAt: finishedAt,
    updatedAt: finishedAt,
    finishedAt,
    revision: 1,
  }
  return withDerivedFields(game, replayGame(game), finishedAt)
}

const perfect: Scores = {
  ones: 3,
  twos: 6,
  threes: 9,
  fours: 12,
  fives: 15,
  sixes: 18,
  pair: 12,
  'two-pairs': 22,
  'three-kind': 18,
  'four-kind': 24,
  'small-straight': 15,
  'large-straight': 20,
  'full-house': 28,
  chance: 30,
  yatzy: 50,
}

const stats = statsQueries(db)

beforeAll(async () => {
  await resetDatabase()
  await storeGames([
    // Anna 332 (bonus, a Yatzy) beats Bo 20.
    scripted('a', 'yatzy', { Anna: perfect, Bo: { chance: 20 } }, 1_000),
    // Bo 80 beats Anna 5.
    scripted('b', 'yatzy', { Anna: { chance: 5 }, Bo: { yatzy: 50, chance: 30 } }, 2_000),
    // Anna alone at Yahtzee: 60, no bonus.
    scripted('c', 'yahtzee', { anna: { sixes: 30, chance: 30 } }, 3_000),
    // Anna and Cy share the win at 10.
    scripted('d', 'yatzy', { Cy: { chance: 10 }, ANNA: { chance: 10 } }, 4_000),
    // Not Anna's game.
    scripted('e', 'yatzy', { Bo: { chance: 12 } }, 5_000),
    // Dag at the rule book's Yatzy, then at his family's, where a full house pays 25.
    scripted('f', 'yatzy', { Dag: { 'full-house': 16 } }, 6_000),
    scripted('g', 'yatzy', { Dag: { 'full-house': 25 } }, 7_000, { fullHouse: 25 }),
  ])
})

describe('playerStats', () => {
  it('counts games, wins, averages, best, bonus rate and Yatzys per variant', async () => {
    const anna = await stats.playerStats('Anna')
    expect(anna.player).toBe('anna')
    expect(anna.displayName).toBe('ANNA')
    expect(anna.kinds.map((v) => v.kind)).toEqual(['yatzy', 'yahtzee'])
    const [yatzy, yahtzee] = anna.kinds
    expect(yatzy).toMatchObject({
      games: 3,
      wins: 2,
      bestTotal: 332,
      upperBonusRate: 1 / 3,
      yatzys: 1,
      series: [
        { finishedAt: 1_000, total: 332 },
        { finishedAt: 2_000, total: 5 },
        { finishedAt: 4_000, total: 10 },
      ],
    })
    expect(yatzy!.averageTotal).toBeCloseTo(347 / 3)
    const averages = Object.fromEntries(yatzy!.boxAverages.map((b) => [b.box, b.average]))
    expect(yatzy!.boxAverages).toHaveLength(15)
    expect(averages).toMatchObject({ ones: 1, sixes: 6, chance: 15, pair: 4 })
    expect(averages.yatzy).toBeCloseTo(50 / 3)
    expect(yahtzee).toMatchObject({
      games: 1,
      wins: 1,
      averageTotal: 60,
      bestTotal: 60,
      upperBonusRate: 0,
      yatzys: 0,
    })
  })

  it('limits to one kind when asked', async () => {
    const anna = await stats.playerStats(' anna ', { kind: 'yahtzee' })
    expect(anna.kinds.map((v) => [v.kind, v.games])).toEqual([['yahtzee', 1]])
  })

  it('keeps each player apart', async () => {
    const bo = await stats.playerStats('bo')
    expect(bo.kinds).toHaveLength(1)
    expect(bo.kinds[0]).toMatchObject({ games: 3, wins: 2, yatzys: 1, bestTotal: 80 })
  })

  it('is empty for an unknown player', async () => {
    expect(await stats.playerStats('Zed')).toEqual({
      player: 'zed',
      displayName: '',
      kinds: [],
    })
  })

  it('counts a game under house rules under its own kind, never in the rule book’s', async () => {
    const dag = await stats.playerStats('Dag')
    // The rule book's full house pays the dice (16); Dag's family's pays 25, stored as played.
    expect(dag.kinds.map((v) => [v.kind, v.games, v.averageTotal, v.bestTotal])).toEqual([
      ['yatzy', 1, 16, 16],
      ['yatzy/{"fullHouse":25}', 1, 25, 25],
    ])
    const own = await stats.playerStats('Dag', { kind: 'yatzy/{"fullHouse":25}' })
    expect(own.kinds.map((v) => [v.kind, v.games])).toEqual([['yatzy/{"fullHouse":25}', 1]])
    expect(await stats.finishedKinds()).toEqual(['yatzy', 'yatzy/{"fullHouse":25}', 'yahtzee'])
  })
})
