import { beforeEach, describe, expect, it } from 'vitest'
import { db, headToHead } from '@/db'
import { LOW_YATZY, PERFECT_YATZY, playGame } from '../helpers/played-game'
import { resetDatabase } from '../helpers/db'

/** Pairs as "kind: A–B games a-b ties" lines, easy to read in a failure. */
async function pairLines(filter: Parameters<typeof headToHead>[0] = {}) {
  const { pairs } = await headToHead(filter)
  return pairs.map(
    (p) =>
      `${p.kind}: ${p.names[0]}–${p.names[1]} ${p.games} games ${p.wins[0]}-${p.wins[1]} ties ${p.ties}`,
  )
}

describe('the family table', () => {
  beforeEach(async () => {
    await resetDatabase()
    // Anna beats Bo; then Bo beats Cy and Anna, who tie on the same low sheet.
    await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    await playGame('yatzy', { Bo: PERFECT_YATZY, Cy: LOW_YATZY, Anna: LOW_YATZY })
    await playGame('forced-yatzy', { Cy: PERFECT_YATZY, Bo: LOW_YATZY })
    // A solo game has no one to beat: it counts nowhere.
    await playGame('yatzy', { Anna: PERFECT_YATZY })
    // Unfinished games count nowhere either.
    await playGame('yatzy', { Bo: PERFECT_YATZY, Cy: LOW_YATZY }, 7)
  })

  it('gives every pair its games together and who finished ahead, per variant', async () => {
    expect(await pairLines()).toEqual([
      'yatzy: Anna–Bo 2 games 1-1 ties 0',
      'yatzy: Anna–Cy 1 games 0-0 ties 1',
      'yatzy: Bo–Cy 1 games 1-0 ties 0',
      'forced-yatzy: Bo–Cy 1 games 0-1 ties 0',
    ])
  })

  it('ranks players by wins, then win rate, over the games they played with others', async () => {
    const { leaderboard } = await headToHead()
    // One win each: the better win rate first. Anna and Cy, a win in two games each, share 1st.
    expect(leaderboard.map((r) => [r.place, r.name, r.games, r.wins])).toEqual([
      [1, 'Anna', 2, 1],
      [1, 'Cy', 2, 1],
      [3, 'Bo', 3, 1],
    ])
    expect(leaderboard.map((r) => r.winRate)).toEqual([1 / 2, 1 / 2, 1 / 3])
  })

  it('keeps to one variant or a period when asked', async () => {
    expect(await pairLines({ kind: 'forced-yatzy' })).toEqual([
      'forced-yatzy: Bo–Cy 1 games 0-1 ties 0',
    ])
    expect(await headToHead({ since: Date.now() + 60_000 })).toEqual({
      pairs: [],
      leaderboard: [],
    })
    expect(await pairLines({ since: Date.now() - 60_000 })).toHaveLength(4)
  })

  it('counts every game when there are thousands of result rows (read a page at a time)', async () => {
    await resetDatabase()
    // 700 three-player games, 2,100 rows: Anna first, Bo second, Cy third every time.
    const seats = [
      ['anna', 'Anna', 250, 1],
      ['bo', 'Bo', 200, 2],
      ['cy', 'Cy', 150, 3],
    ] as const
    const rows = Array.from({ length: 700 }, (_, game) =>
      seats.map(([player, name, total, place], seat) => ({
        id: `g${String(game).padStart(4, '0')}/${seat}`,
        gameId: `g${String(game).padStart(4, '0')}`,
        player,
        name,
        variant: 'yatzy' as const,
        kind: 'yatzy',
        finishedAt: 1_700_000_000_000 + game,
        total,
        place,
        upperBonus: false,
        yatzy: false,
        scores: [],
      })),
    ).flat()
    await db.playerResults.bulkAdd(rows)
    expect(await pairLines()).toEqual([
      'yatzy: Anna–Bo 700 games 700-0 ties 0',
      'yatzy: Anna–Cy 700 games 700-0 ties 0',
      'yatzy: Bo–Cy 700 games 700-0 ties 0',
    ])
  })
})
