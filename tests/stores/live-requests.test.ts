import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { getGame, type GameRecord } from '@/db'
import { useGameStore, type RemoteWrites } from '@/stores/game'
import { useTurnStore } from '@/stores/turn'
import { hostRequest } from '@/stores/live-requests'
import type { GuestAction } from '@/live'
import { resetDatabase } from '../helpers/db'

async function openGame() {
  const game = useGameStore()
  const turn = useTurnStore()
  const id = await game.start({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
  return { game, turn, id }
}

describe("another phone's request on the host: through the turn store, like a tap there", () => {
  beforeEach(async () => {
    await resetDatabase()
    localStorage.clear()
    setActivePinia(createPinia())
  })

  it('writes a roll by the rules and reports it as a write', async () => {
    const { game, turn, id } = await openGame()
    const action: GuestAction = {
      type: 'write-roll',
      player: 0,
      box: 'sixes',
      dice: [6, 6, 6, 1, 2],
    }
    expect(await hostRequest(game, turn, action)).toEqual({ ok: true })
    // Counted by hand: three sixes are 18.
    expect((await getGame(id))!.moves[0]).toMatchObject({ player: 0, box: 'sixes', score: 18 })
    expect(turn.lastEvent).toMatchObject({ kind: 'written', player: 0, box: 'sixes', score: 18 })
  })

  it('refuses a write for the player whose turn it is not, and a score the box cannot hold, changing nothing', async () => {
    const { game, turn, id } = await openGame()
    const bo: GuestAction = { type: 'write-score', player: 1, box: 'ones', score: 3 }
    expect(await hostRequest(game, turn, bo)).toEqual({ refused: 'not-your-turn' })
    const seven: GuestAction = { type: 'write-score', player: 0, box: 'sixes', score: 7 }
    expect(await hostRequest(game, turn, seven)).toEqual({ refused: 'rules' })
    expect((await getGame(id))!.moves).toHaveLength(0)
    // The host's own screen is not left showing a guest's refusal.
    expect(game.problem).toBeNull()
  })

  it('takes back and corrects as the host would', async () => {
    const { game, turn, id } = await openGame()
    await hostRequest(game, turn, { type: 'write-score', player: 0, box: 'fours', score: 12 })
    const fix: GuestAction = { type: 'correct', player: 0, box: 'fours', entry: { score: 16 } }
    expect(await hostRequest(game, turn, fix)).toEqual({ ok: true })
    expect((await getGame(id))!.moves[0]!.score).toBe(16)
    expect(await hostRequest(game, turn, { type: 'undo' })).toEqual({ ok: true })
    expect((await getGame(id))!.moves).toHaveLength(0)
  })
})

describe("a guest phone's writes go to its host, not its own storage", () => {
  beforeEach(async () => {
    await resetDatabase()
    localStorage.clear()
    setActivePinia(createPinia())
  })

  it('the move the turn store builds is sent, and the game comes back as the host stores it', async () => {
    const { game, turn, id } = await openGame()
    const sent: unknown[] = []
    const remote: RemoteWrites = {
      gameId: id,
      async append(move) {
        sent.push(move)
        const current = game.record!
        return { ...current, moves: [...current.moves, move], revision: current.revision + 1 }
      },
      undo: () => Promise.reject(new Error('not asked')),
      correct: () => Promise.reject(new Error('not asked')),
    }
    game.writeThrough(remote)
    turn.enterDice([5, 5, 5, 2, 2])
    expect(await turn.choose('full-house')).toBe(true)
    // Counted by hand: 5 + 5 + 5 + 2 + 2 = 19.
    expect(sent).toEqual([expect.objectContaining({ player: 0, box: 'full-house', score: 19 })])
    expect((game.record as GameRecord).moves).toHaveLength(1)
    // Nothing was written to this phone's storage by the write itself.
    expect((await getGame(id))!.moves).toHaveLength(0)
    game.writeThrough(null)
  })
})
