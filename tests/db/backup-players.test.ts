import { beforeEach, describe, expect, it } from 'vitest'
import { db, gameRepository, ImportError } from '@/db'
import { backupService } from '@/db/backup-api'
import { resetDatabase } from '../helpers/db'

const backup = backupService(db, () => Date.UTC(2025, 0, 1))
const games = gameRepository(db, () => Date.UTC(2024, 11, 31))

/** A game with a computer, a person rolling in the app, their rolls, and hidden totals. */
async function storedGame() {
  const game = await games.createGame({
    variant: 'yatzy',
    options: {},
    players: ['Anna', 'Computer (Hard)'],
    playerKinds: [{ virtualDice: true }, { computer: 'hard' }],
    hideTotals: true,
  })
  const rolls = [
    { dice: [6, 6, 2, 3, 1], held: [0, 1] },
    { dice: [6, 6, 6, 5, 1], held: [] },
  ]
  return games.appendMove(game.id, game.revision, {
    player: 0,
    dice: [6, 6, 6, 5, 1],
    box: 'sixes',
    score: 18,
    rolls,
  })
}

describe('backups keep who played how', () => {
  beforeEach(resetDatabase)

  it('carry computers, dice rolled in the app with every roll, and hidden totals', async () => {
    const original = await storedGame()
    const file = await backup.exportBackup()
    await resetDatabase()
    await backup.importBackup(file)
    const back = await games.getGame(original.id)
    expect(
      back!.players.map(({ name, computer, virtualDice }) => ({ name, computer, virtualDice })),
    ).toEqual([
      { name: 'Anna', computer: undefined, virtualDice: true },
      { name: 'Computer (Hard)', computer: 'hard', virtualDice: undefined },
    ])
    expect(back!.moves[0]!.rolls).toEqual(original.moves[0]!.rolls)
    expect(back!.hideTotals).toBe(true)
  })

  it('refuse rolls that do not fit the move, and store nothing', async () => {
    const original = await storedGame()
    const file = JSON.parse(await backup.exportBackup())
    file.games[0].moves[0].rolls[1].dice[0] = 5 // a held six turned into a five
    await resetDatabase()
    await expect(backup.importBackup(JSON.stringify(file))).rejects.toThrow(ImportError)
    await expect(backup.importBackup(JSON.stringify(file))).rejects.toThrow(
      /a die held after roll 1 changed in roll 2/,
    )
    expect(await games.getGame(original.id)).toBeUndefined()
  })
})
