import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { getGame, type MoveRecord } from '@/db'
import type { DiceSource } from '@/computer'
import { useGameStore, type RemoteWrites } from '@/stores/game'
import { useTurnStore, type TurnAction } from '@/stores/turn'
import { hostRequest } from '@/stores/live-requests'
import { LiveRefusalError } from '@/stores/problem'
import type { GuestAction } from '@/live'
import { resetDatabase } from '../helpers/db'

async function openGame() {
  const game = useGameStore()
  const turn = useTurnStore()
  const id = await game.start({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
  return { game, turn, id }
}

/** Hands out the given faces in order: `count` dice a roll, as the app rolls them. */
function scriptedDice(...faces: number[]): DiceSource {
  return { roll: (count) => faces.splice(0, count) }
}

/** A move as stored, but for when it was made (each phone's clock). */
const timeless = (move: MoveRecord) => ({ ...move, at: 0 })

describe("another phone's request on the host: the turn store's apply, as a tap there", () => {
  beforeEach(async () => {
    await resetDatabase()
    localStorage.clear()
    setActivePinia(createPinia())
  })

  it('writes a roll by the rules and reports it as a write', async () => {
    const { turn, id } = await openGame()
    const action: GuestAction = {
      type: 'write-roll',
      player: 0,
      box: 'sixes',
      dice: [6, 6, 6, 1, 2],
    }
    expect(await hostRequest(turn, action)).toEqual({ ok: true })
    // Counted by hand: three sixes are 18.
    expect((await getGame(id))!.moves[0]).toMatchObject({ player: 0, box: 'sixes', score: 18 })
    expect(turn.lastEvent).toMatchObject({ kind: 'written', player: 0, box: 'sixes', score: 18 })
  })

  it('refuses a write for the player whose turn it is not, and a score the box cannot hold, changing nothing', async () => {
    const { turn, id } = await openGame()
    const bo: GuestAction = { type: 'write-score', player: 1, box: 'ones', score: 3 }
    expect(await hostRequest(turn, bo)).toEqual({ refused: 'not-your-turn' })
    const seven: GuestAction = { type: 'write-score', player: 0, box: 'sixes', score: 7 }
    expect(await hostRequest(turn, seven)).toEqual({ refused: 'rules' })
    expect((await getGame(id))!.moves).toHaveLength(0)
    // The host's own screen is not left showing a guest's refusal.
    expect(turn.lastRefusal).toBeNull()
  })

  it('refuses every request once the game is over', async () => {
    const game = useGameStore()
    const turn = useTurnStore()
    const id = await game.start({ variant: 'yatzy', options: {}, players: ['Anna'] })
    for (const box of ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const) {
      await turn.apply({ type: 'write-score', player: 0, box, score: 0 })
    }
    for (const box of game.variant!.boxes.map((b) => b.id).slice(6)) {
      await turn.apply({ type: 'write-score', player: 0, box, score: 0 })
    }
    expect(game.state?.finished).toBe(true)
    const late: GuestAction = { type: 'write-score', player: 0, box: 'ones', score: 3 }
    expect(await hostRequest(turn, late)).toEqual({ refused: 'game-over' })
    expect((await getGame(id))!.moves).toHaveLength(15)
  })

  it('takes back and corrects as the host would', async () => {
    const { turn, id } = await openGame()
    await hostRequest(turn, { type: 'write-score', player: 0, box: 'fours', score: 12 })
    const fix: GuestAction = { type: 'correct', player: 0, box: 'fours', entry: { score: 16 } }
    expect(await hostRequest(turn, fix)).toEqual({ ok: true })
    expect((await getGame(id))!.moves[0]!.score).toBe(16)
    expect(await hostRequest(turn, { type: 'undo' })).toEqual({ ok: true })
    expect((await getGame(id))!.moves).toHaveLength(0)
  })
})

describe("a guest phone's tap is the same action as the host's own tap", () => {
  let host: Pinia
  let guest: Pinia
  beforeEach(async () => {
    await resetDatabase()
    localStorage.clear()
    host = createPinia()
    guest = createPinia()
    setActivePinia(host)
  })

  /** The guest's stores, following the host's game: each action goes to the host as it is. */
  async function guestOf(id: string, sent: TurnAction[]) {
    const hostGame = useGameStore(host)
    const hostTurn = useTurnStore(host)
    const game = useGameStore(guest)
    const turn = useTurnStore(guest)
    expect(await game.open(id)).toBe(true)
    const remote: RemoteWrites = {
      gameId: id,
      async send(action) {
        sent.push(structuredClone(action))
        const outcome = await hostRequest(hostTurn, action)
        if ('refused' in outcome) throw new LiveRefusalError(outcome.refused)
        return hostGame.record!
      },
    }
    game.writeThrough(remote)
    return { game, turn }
  }

  /** Anna's Maxi Yatzy turn rolled in the app, then a box-first score on her next turn. */
  async function playAnna(turn: ReturnType<typeof useTurnStore>) {
    turn.useDiceSource(scriptedDice(6, 6, 6, 2, 3, 4, 6, 1, 1))
    expect(turn.rollVirtual()).toEqual({ ok: true })
    for (const place of [0, 1, 2]) expect(turn.toggleHold(place)).toEqual({ ok: true })
    expect(turn.rollVirtual()).toEqual({ ok: true })
    expect(await turn.choose('sixes')).toEqual({ ok: true })
    // Her next turn, box-first: four fours after two rolls, so one more roll is saved.
    expect(turn.pick('fours')).toEqual({ ok: true })
    expect(turn.setRollsUsed(2)).toEqual({ ok: true })
    expect(await turn.chooseScore(16)).toEqual({ ok: true })
  }

  it('a roll rolled in the app and a box-first score are stored alike, from either phone', async () => {
    const newGame = () =>
      useGameStore(host).start({
        variant: 'maxi-yatzy',
        options: {},
        players: ['Anna'],
        playerKinds: [{ virtualDice: true }],
      })
    // Tapped on the host.
    const here = await newGame()
    await playAnna(useTurnStore(host))
    // Tapped on a guest phone, sent to the host as the action the tap made.
    const there = await newGame()
    const sent: TurnAction[] = []
    const { game: guestGame, turn: guestTurn } = await guestOf(there, sent)
    await playAnna(guestTurn)

    const local = (await getGame(here))!.moves
    const remote = (await getGame(there))!.moves
    expect(remote.map(timeless)).toEqual(local.map(timeless))
    // Counted by hand: four sixes after two of Maxi Yatzy's three rolls (one saved), then 16.
    expect(local.map(timeless)).toEqual([
      {
        player: 0,
        box: 'sixes',
        score: 24,
        dice: [6, 6, 6, 6, 1, 1],
        rollsUsed: 2,
        rolls: [
          { dice: [6, 6, 6, 2, 3, 4], held: [0, 1, 2] },
          { dice: [6, 6, 6, 6, 1, 1], held: [] },
        ],
        at: 0,
      },
      { player: 0, box: 'fours', score: 16, dice: null, rollsUsed: 2, at: 0 },
    ])
    // What went over the line is the typed action itself, not a move taken apart.
    expect(sent.map((action) => action.type)).toEqual(['write-roll', 'write-score'])
    expect(sent[1]).toEqual({
      type: 'write-score',
      player: 0,
      box: 'fours',
      score: 16,
      rollsUsed: 2,
    })
    // The guest's copy is the host's, and nothing was written by the guest's stores alone.
    expect(guestGame.record!.moves.map(timeless)).toEqual(remote.map(timeless))
    guestGame.writeThrough(null)
  })
})
