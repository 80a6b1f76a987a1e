/** Row order is stored with a game and travels in a backup; a game without it reads as before. */
import { beforeEach, describe, expect, it } from 'vitest'
import { appendMove, createGame, getGame, type PortableGame } from '@/db'
import { parseBackup, type BackupFile } from '@/db/backup-api'
import { gameFigures } from '@/db/figures'
import { resetDatabase, throughBackup } from '../helpers/db'

const NOW = Date.now()

beforeEach(resetDatabase)

describe('a game whose pad prints Chance last', () => {
  it('keeps it through storage and a backup, and its total is the rule book’s', async () => {
    let game = await createGame({
      variant: 'yatzy',
      players: ['Anna'],
      options: { chanceRow: 'last', fullHouseRow: 'after-kinds' },
    })
    // 6-5-4-4-4 in Chance: 23.
    game = await appendMove(game.id, game.revision, {
      player: 0,
      dice: [6, 5, 4, 4, 4],
      box: 'chance',
      score: 23,
    })
    const stored = (await getGame(game.id))!
    const imported = throughBackup(stored)
    expect(imported.options).toMatchObject({ chanceRow: 'last', fullHouseRow: 'after-kinds' })
    const figures = gameFigures(imported)
    expect(figures.rules.rows.at(-1)!.id).toBe('chance')
    expect(figures.totals[0]!.total).toBe(23)
  })

  it('reads an older backup without it in the variant’s own order', () => {
    const file: BackupFile = {
      format: 'yatzy-pad',
      version: 1,
      exportedAt: '2026-11-30',
      games: [
        {
          id: 'a5b1c3e0-0000-4000-8000-000000000001',
          variant: 'yatzy',
          options: {},
          players: [{ id: 'p1', name: 'Anna' }],
          moves: [],
          createdAt: NOW - 60_000,
          updatedAt: NOW - 60_000,
          revision: 0,
        } as unknown as PortableGame,
      ],
    }
    const [imported] = parseBackup(JSON.stringify(file), undefined, NOW)
    expect(
      gameFigures(imported!)
        .rules.rows.slice(-2)
        .map((box) => box.id),
    ).toEqual(['chance', 'yatzy'])
  })
})
