import { createPinia, setActivePinia } from 'pinia'
import { nextTick } from 'vue'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getGame, type PlayerKind } from '@/db'
import type { DiceSource } from '@/computer'
import { useGameStore } from '@/stores/game'
import { useTurnStore } from '@/stores/turn'
import { resetDatabase } from '../helpers/db'

/** Hands out the given faces in order: `count` dice a roll, as the app rolls them. */
function scriptedDice(...faces: number[]): DiceSource {
  return { roll: (count) => faces.splice(0, count) }
}

/** A new Yatzy game, opened as the game screen opens it, with the turn store beside it. */
async function openGame(players: string[], kinds?: PlayerKind[]) {
  const game = useGameStore()
  const turn = useTurnStore()
  const id = await game.start({ variant: 'yatzy', options: {}, players, playerKinds: kinds })
  return { game, turn, id }
}

/** What a reload does to the stores: everything in memory is gone, the game is opened again. */
async function reload(id: string) {
  await nextTick() // the draft is saved after the change, as in the app
  setActivePinia(createPinia())
  const game = useGameStore()
  const turn = useTurnStore()
  expect(await game.open(id)).toBe(true)
  return { game, turn }
}

describe('the turn store: one owner of the turn, whoever plays it', () => {
  beforeEach(async () => {
    await resetDatabase()
    localStorage.clear()
    setActivePinia(createPinia())
  })

  it('a typed turn: the offers follow the dice, one tap writes, and the write is reported', async () => {
    const { game, turn, id } = await openGame(['Anna', 'Bo'])
    turn.enterDice([6, 6, 6, 1, 2])
    // Counted by hand: three sixes make 18 in Sixes, a pair of them 12, and no straight is there.
    expect(turn.offers?.sixes).toMatchObject({ score: 18, legal: true })
    expect(turn.offers?.pair?.score).toBe(12)
    expect(turn.offers?.['small-straight']?.score).toBe(0)
    expect(await turn.choose('sixes')).toMatchObject({ ok: true })
    expect((await getGame(id))!.moves).toEqual([
      expect.objectContaining({ player: 0, box: 'sixes', score: 18, dice: [6, 6, 6, 1, 2] }),
    ])
    expect(turn.lastEvent).toMatchObject({ kind: 'written', player: 0, box: 'sixes', score: 18 })
    expect(turn.lastEvent?.computer).toBe(false)
    // Bo's turn starts empty.
    expect(game.currentPlayer).toBe(1)
    expect(turn.dice).toEqual([])
    expect(turn.offers).toBeUndefined()
  })

  it("the camera's reading is the roll, written like typed dice", async () => {
    const { turn, id } = await openGame(['Anna'])
    turn.enterDice([2, 2, 2, 5, 5])
    // Counted by hand: a full house of three twos and two fives is 16.
    expect(turn.offers?.['full-house']?.score).toBe(16)
    await turn.choose('full-house')
    expect((await getGame(id))!.moves[0]).toMatchObject({ dice: [2, 2, 2, 5, 5], score: 16 })
  })

  it('a box-first turn: a box, then its score, stored without dice', async () => {
    const { turn, id } = await openGame(['Anna'])
    turn.pick('fours')
    // Fours can hold 0 to five fours, in steps of four.
    expect(turn.choices).toEqual([0, 4, 8, 12, 16, 20])
    expect(await turn.chooseScore(12)).toMatchObject({ ok: true })
    expect(turn.scoring).toBeNull()
    expect((await getGame(id))!.moves).toEqual([
      expect.objectContaining({ box: 'fours', score: 12, dice: null }),
    ])
    expect(turn.lastEvent).toMatchObject({ kind: 'written', box: 'fours', score: 12 })
  })

  it('box-first, then the dice: the picked box is where the roll goes', async () => {
    const { turn } = await openGame(['Anna'])
    turn.pick('fives')
    turn.enterDiceInstead()
    expect(turn.targetBox).toBeNull()
    turn.enterDice([5, 5, 5, 1, 2])
    expect(turn.targetBox).toBe('fives')
    expect(await turn.write(turn.targetBox!)).toMatchObject({ ok: true })
    expect(turn.lastEvent).toMatchObject({ box: 'fives', score: 15 })
  })

  it('a scratch asks first: nothing is written until it is confirmed', async () => {
    const { turn, id } = await openGame(['Anna'])
    turn.enterDice([1, 2, 3, 4, 6])
    expect(await turn.choose('yatzy')).toEqual({ ok: true, asked: 'scratch' })
    expect(turn.scratchBox).toBe('yatzy')
    turn.cancelScratch()
    expect(turn.scratchBox).toBeNull()
    expect((await getGame(id))!.moves).toHaveLength(0)

    await turn.choose('yatzy')
    expect(await turn.confirmScratch()).toMatchObject({ ok: true })
    expect((await getGame(id))!.moves).toEqual([
      expect.objectContaining({ box: 'yatzy', score: 0 }),
    ])
    expect(turn.lastEvent).toMatchObject({ kind: 'written', box: 'yatzy', score: 0 })
  })

  it('undo takes the write back and gives the dice back', async () => {
    const { game, turn, id } = await openGame(['Anna', 'Bo'])
    turn.enterDice([3, 3, 3, 1, 2])
    await turn.choose('threes')
    expect(game.currentPlayer).toBe(1)
    expect(await turn.undo()).toMatchObject({ ok: true })
    expect((await getGame(id))!.moves).toHaveLength(0)
    expect(game.currentPlayer).toBe(0)
    expect(turn.dice).toEqual([3, 3, 3, 1, 2])
    expect(turn.offers?.threes?.score).toBe(9)
    expect(turn.lastEvent).toMatchObject({ kind: 'undone', player: 0, box: 'threes', score: 9 })
  })

  it('a reload mid-turn keeps the dice entered; a written turn leaves nothing behind', async () => {
    const first = await openGame(['Anna'])
    first.turn.enterDice([2, 2, 4])
    const { game, turn } = await reload(first.id)
    expect(turn.dice).toEqual([2, 2, 4])
    turn.enterDice([2, 2, 4, 4, 4])
    await turn.choose('full-house')
    expect(game.record!.moves).toHaveLength(1)
    const after = await reload(first.id)
    expect(after.turn.dice).toEqual([])
  })

  it('the roll the dice are from follows the turn: its first roll, each new roll, a reload, the next turn', async () => {
    const first = await openGame(['Anna', 'Bo'])
    // A turn starts at its first roll, not at the last.
    expect(first.turn.rollsUsed).toBe(1)
    first.turn.enterDice([6, 6, 2, 3, 4])
    expect(first.turn.rollsUsed).toBe(1)
    // A die put right is the same roll.
    first.turn.enterDice([6, 6, 2, 3])
    first.turn.enterDice([6, 6, 2, 3, 5])
    expect(first.turn.rollsUsed).toBe(1)
    // The sixes kept, the other three dice rolled again and put in: the second roll.
    first.turn.enterDice([6, 6])
    first.turn.enterDice([6, 6, 6, 1, 1])
    expect(first.turn.rollsUsed).toBe(2)
    // Typed again from an empty field, one die different: a new roll all the same.
    first.turn.enterDice([])
    first.turn.enterDice([6, 6, 6, 1, 2])
    expect(first.turn.rollsUsed).toBe(3)
    // There is no fourth roll; the player can still say which roll it is.
    first.turn.enterDice([6, 6, 6, 6, 6])
    expect(first.turn.rollsUsed).toBe(3)
    first.turn.setRollsUsed(2)
    const { game, turn } = await reload(first.id)
    expect(turn.rollsUsed).toBe(2)
    expect(await turn.choose('yatzy')).toMatchObject({ ok: true })
    expect(game.currentPlayer).toBe(1)
    expect(turn.rollsUsed).toBe(1)
    // An undo gives back the written dice: they were that turn's last roll.
    expect(await turn.undo()).toMatchObject({ ok: true })
    expect(turn.rollsUsed).toBe(3)
  })

  it('a refused write changes nothing and says why', async () => {
    const { game, turn, id } = await openGame(['Anna'])
    turn.enterDice([6, 6, 6, 6, 1])
    await turn.write('sixes')
    turn.enterDice([6, 6, 6, 6, 6])
    const result = await turn.write('sixes')
    expect(result).toMatchObject({ ok: false, reason: { code: 'rule.box-closed' } })
    // The screen shows it from the result, kept read-only until the next write tapped here.
    expect(turn.lastRefusal).toEqual(!result.ok && result.reason)
    expect(game.record!.moves).toHaveLength(1)
    expect((await getGame(id))!.moves).toHaveLength(1)
    expect(turn.dice).toEqual([6, 6, 6, 6, 6])
  })

  it('a turn rolled in the app: rolls, holds and the box, every roll stored with the move', async () => {
    const { turn, id } = await openGame(['Anna'], [{ virtualDice: true }])
    turn.useDiceSource(scriptedDice(6, 6, 2, 3, 4, 6, 1, 1))
    expect(turn.rollVirtual()).toMatchObject({ ok: true })
    expect(turn.dice).toEqual([6, 6, 2, 3, 4])
    turn.toggleHold(0)
    turn.toggleHold(1)
    turn.rollVirtual()
    expect(turn.dice).toEqual([6, 6, 6, 1, 1])
    expect(turn.rollsLeft).toBe(1)
    // A reload keeps the rolls made: no second chance at a roll.
    const { turn: reloaded } = await reload(id)
    expect(reloaded.dice).toEqual([6, 6, 6, 1, 1])
    expect(reloaded.rollsLeft).toBe(1)
    await reloaded.choose('sixes')
    const move = (await getGame(id))!.moves[0]!
    expect(move).toMatchObject({ box: 'sixes', score: 18 })
    expect(move.rolls).toEqual([
      { dice: [6, 6, 2, 3, 4], held: [0, 1] },
      { dice: [6, 6, 6, 1, 1], held: [] },
    ])
  })

  it('dice that are not dice change nothing: a face of 7, a sixth die in Yatzy, half a pip', async () => {
    const { turn } = await openGame(['Anna'])
    expect(turn.enterDice([6, 6, 2])).toMatchObject({ ok: true })
    expect(turn.enterDice([6, 6, 7])).toMatchObject({
      ok: false,
      reason: { code: 'rule.dice-face', params: { face: '7' } },
    })
    expect(turn.enterDice([1, 2, 3, 4, 5, 6])).toMatchObject({
      ok: false,
      reason: { code: 'rule.dice-count', params: { expected: 5, got: 6 } },
    })
    expect(turn.enterDice([2.5])).toMatchObject({ ok: false, reason: { code: 'rule.dice-face' } })
    expect(turn.enterDice([0])).toMatchObject({ ok: false, reason: { code: 'rule.dice-face' } })
    expect(turn.dice).toEqual([6, 6, 2])
  })

  it('the roll the dice are from is 1 to 3 in Yatzy; anything else changes nothing', async () => {
    const { turn } = await openGame(['Anna'])
    expect(turn.setRollsUsed(2)).toMatchObject({ ok: true })
    expect(turn.setRollsUsed(4)).toMatchObject({
      ok: false,
      reason: { code: 'rule.rolls-used', params: { used: 4, most: 3 } },
    })
    expect(turn.setRollsUsed(0)).toMatchObject({ ok: false, reason: { code: 'rule.rolls-used' } })
    expect(turn.rollsUsed).toBe(2)
  })

  it('the turn is written only through its actions: its state is read-only outside', async () => {
    const { turn } = await openGame(['Anna'])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // @ts-expect-error the dice are the turn store's: enterDice is the way in
    turn.dice = [1, 1, 1, 1, 1]
    warn.mockRestore()
    expect(turn.dice).toEqual([])
  })

  it('a correction: opened on a written box, refused with the dialog kept open, then saved', async () => {
    const { turn, id } = await openGame(['Anna', 'Bo'])
    turn.enterDice([6, 6, 6, 1, 2])
    await turn.choose('sixes')
    // Only a written box can be corrected.
    expect(turn.startCorrection(0, 'fives')).toMatchObject({
      ok: false,
      reason: { code: 'turn.notWritten', params: { box: 'fives' } },
    })
    expect(turn.correcting).toBeNull()
    turn.startCorrection(0, 'sixes')
    expect(turn.correcting).toEqual({ player: 0, box: 'sixes' })
    // Sixes cannot hold 7: refused, nothing stored, the correction still open to fix.
    expect(await turn.saveCorrection({ score: 7 })).toMatchObject({
      ok: false,
      reason: { code: 'rule.impossible-score' },
    })
    expect(turn.correcting).toEqual({ player: 0, box: 'sixes' })
    expect((await getGame(id))!.moves[0]!.score).toBe(18)
    // Counted by hand: four sixes are 24.
    expect(await turn.saveCorrection({ score: 24 })).toMatchObject({ ok: true })
    expect(turn.correcting).toBeNull()
    expect((await getGame(id))!.moves[0]!.score).toBe(24)
    expect(turn.lastEvent).toMatchObject({ kind: 'corrected', player: 0, box: 'sixes', score: 24 })
  })

})
