/** Column games (Triple Yatzy): stored with each move's column, backed up and read back whole. */
import { beforeEach, describe, expect, it } from 'vitest'
import { appendMove, createGame, getGame } from '@/db'
import { gameFigures } from '@/db/figures'
import { resetDatabase, throughBackup } from '../helpers/db'

beforeEach(resetDatabase)

describe('a Triple Yatzy game', () => {
  it('stores each move’s column and totals Σ column × multiplier, through a backup too', async () => {
    let game = await createGame({
      variant: 'yatzy',
      players: ['Anna', 'Bo'],
      options: { columns: [1, 2, 3] },
    })
    // Anna: Yatzy in ×3 (150); Bo: full house 2-2-5-5-5 = 19 in ×2 (38); Anna: 6-6-6-1-2 in
    // sixes ×1 (18). Anna 168, Bo 38.
    const writes = [
      { player: 0, dice: [6, 6, 6, 6, 6], box: 'yatzy', score: 50, column: 2 },
      { player: 1, dice: [2, 2, 5, 5, 5], box: 'full-house', score: 19, column: 1 },
      { player: 0, dice: [6, 6, 6, 1, 2], box: 'sixes', score: 18, column: 0 },
    ] as const
    for (const move of writes) {
      game = await appendMove(game.id, game.revision, { ...move, dice: [...move.dice] })
    }
    const stored = (await getGame(game.id))!
    expect(stored.moves.map((move) => move.column)).toEqual([2, 1, 0])
    expect(gameFigures(stored).totals.map((totals) => totals.total)).toEqual([168, 38])
    expect(gameFigures(stored).rounds).toBe(45)

    const imported = throughBackup(stored)
    expect(imported.moves.map((move) => move.column)).toEqual([2, 1, 0])
    expect(gameFigures(imported).totals.map((totals) => totals.total)).toEqual([168, 38])
  })

  it('refuses a move without its column', async () => {
    const game = await createGame({
      variant: 'yatzy',
      players: ['Anna'],
      options: { columns: [1, 2, 3] },
    })
    await expect(
      appendMove(game.id, game.revision, {
        player: 0,
        dice: [1, 1, 1, 2, 3],
        box: 'ones',
        score: 3,
      }),
    ).rejects.toThrow(/columns/)
    expect((await getGame(game.id))!.moves).toEqual([])
  })
})
