import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { db, deleteGame, gameRepository, YatzyPadDatabase } from '@/db'
import { useGameStore } from '@/stores/game'
import { useTurnStore } from '@/stores/turn'
import { resetDatabase } from '../helpers/db'
import { eventually } from '../helpers/game-driver'

beforeEach(async () => {
  await resetDatabase()
  setActivePinia(createPinia())
})

async function openNewGame() {
  const game = useGameStore()
  const turn = useTurnStore()
  await game.start({ variant: 'yatzy', options: {}, players: ['Lost Lo'] })
  turn.enterDice([6, 6, 6, 6, 6])
  expect(await turn.write('sixes')).toEqual({ ok: true })
  return game
}

describe('the open game is lost', () => {
  it('deleted in another tab: the sheet goes at once and the store says why', async () => {
    const game = await openNewGame()
    const otherTab = new YatzyPadDatabase()
    await gameRepository(otherTab).deleteGame(game.record!.id)
    await eventually(() => expect(game.lost?.code).toBe('gameGone'))
    expect(game.record).toBeNull()
    otherTab.close()
  })

  it('a write to a game deleted meanwhile stores nothing and drops the sheet', async () => {
    const game = await openNewGame()
    const id = game.record!.id
    const turn = useTurnStore()
    turn.enterDice([5, 5, 5, 5, 5])
    const writing = turn.write('fives')
    await deleteGame(id)
    await writing
    // Whether the delete or the write came first, what is shown is what is stored.
    await eventually(() => expect(game.record).toBeNull())
    expect(await db.games.get(id)).toBeUndefined()
    expect(game.lost?.code).toBe('gameGone')
  })

  it('a game that cannot be read says why instead of "not found"', async () => {
    const game = useGameStore()
    db.close()
    expect(await game.open('any')).toBe(false)
    expect(game.lost?.code).toBe('storageClosed')
    await db.open()
  })
})
