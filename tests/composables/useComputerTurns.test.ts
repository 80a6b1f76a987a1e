import { beforeEach, describe, expect, it } from 'vitest'
import { effectScope, watch } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { appendMove, createGame, getGame } from '@/db'
import { seededDiceSource, type ComputerLevel, type DiceSource } from '@/computer'
import { gameRules, getVariant, scoreBox, type BoxId } from '@/rules'
import { useGameStore } from '@/stores/game'
import { useTurnStore } from '@/stores/turn'
import { driveComputerTurns } from '@/composables/useComputerTurns'
import { resetDatabase } from '../helpers/db'
import { eventually } from '../helpers/game-driver'

/** Faces in the order given, then a seeded stream (for the turns after the one under test). */
function scriptedDice(...rolls: number[][]): DiceSource {
  const after = seededDiceSource(1)
  return {
    roll(count) {
      const next = rolls.shift()
      if (!next) return after.roll(count)
      expect(next).toHaveLength(count)
      return next
    },
  }
}

/**
 * A one-player Maxi Yatzy game of a computer, full straight paying 30, with every box but Full
 * straight and Maxi Yatzy already written (three rolls each, so no rolls are saved).
 */
async function maxiEndgame(level: ComputerLevel): Promise<string> {
  const game = await createGame({
    variant: 'maxi-yatzy',
    options: { fullStraight: 30 },
    players: [`Computer (${level})`],
    playerKinds: [{ computer: level }],
  })
  const open: BoxId[] = ['full-straight', 'maxi-yatzy']
  let revision = game.revision
  for (const { id: box } of getVariant('maxi-yatzy').boxes) {
    if (open.includes(box)) continue
    const dice = [1, 1, 2, 2, 3, 3]
    const score = scoreBox(gameRules('maxi-yatzy', game.options), box, dice)
    const written = await appendMove(game.id, revision, {
      player: 0,
      dice,
      box,
      score,
      rollsUsed: 3,
    })
    revision = written.revision
  }
  return game.id
}

/** The driver the game screen starts, in a scope of its own as a screen's setup is. */
function startDriver() {
  const scope = effectScope()
  const driver = scope.run(() => driveComputerTurns())!
  return { driver, stop: () => scope.stop() }
}

/** A game of Anna then an Easy computer, opened, with the turn store beside it. */
async function annaAndComputer() {
  const game = useGameStore()
  const turn = useTurnStore()
  const id = await game.start({
    variant: 'yatzy',
    options: {},
    players: ['Anna', 'Comp'],
    playerKinds: [{}, { computer: 'easy' }],
  })
  return { game, turn, id }
}

describe("computer turns, played by the game screen's driver through the turn store's actions", () => {
  let stopDriver: (() => void) | null = null
  beforeEach(async () => {
    stopDriver?.()
    stopDriver = null
    await resetDatabase()
    localStorage.clear()
    localStorage.setItem('yatzy-pad.settings.v1', JSON.stringify({ computerSpeed: 'instant' }))
    setActivePinia(createPinia())
  })

  it("creating the turn store starts no computer: the computer's turn waits for the driver", async () => {
    const { game, turn, id } = await annaAndComputer()
    turn.useDiceSource(seededDiceSource(3))
    turn.enterDice([2, 2, 2, 1, 5])
    await turn.choose('twos')
    expect(game.currentKind.computer).toBe('easy')
    // Nothing plays it: no roll shown, nothing written, however long we wait.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(turn.rolls).toEqual([])
    expect((await getGame(id))!.moves).toHaveLength(1)
    // The game screen's driver plays it, through the same write as a tap.
    const { driver, stop } = startDriver()
    stopDriver = stop
    await eventually(() => expect(game.currentPlayer).toBe(0))
    expect(driver.refusal.value).toBeNull()
    const move = (await getGame(id))!.moves[1]!
    expect(move.player).toBe(1)
    // What it wrote is what the rules give for its last roll, stored with every roll it made.
    expect(move.dice).toEqual(move.rolls!.at(-1)!.dice)
    expect(move.score).toBe(scoreBox(gameRules('yatzy', {}), move.box, move.dice!))
    expect(turn.lastEvent).toMatchObject({ kind: 'written', player: 1, computer: true })
    expect(turn.lastEvent!.score).toBe(move.score)
  })

  it('a computer plays once its turn comes, waits after an undo, and plays when asked again', async () => {
    const { game, turn, id } = await annaAndComputer()
    const { driver, stop } = startDriver()
    stopDriver = stop
    turn.useDiceSource(seededDiceSource(3))
    turn.enterDice([2, 2, 2, 1, 5])
    await turn.choose('twos')
    await eventually(() => expect(game.currentPlayer).toBe(0))
    expect((await getGame(id))!.moves).toHaveLength(2)
    expect(turn.lastEvent).toMatchObject({ kind: 'written', player: 1, computer: true })
    // Undo the computer's write: its turn again, but it waits rather than replay it.
    await turn.undo()
    expect(game.currentPlayer).toBe(1)
    expect(driver.paused.value).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await getGame(id))!.moves).toHaveLength(1)
    driver.resume()
    await eventually(() => expect(game.currentPlayer).toBe(0))
    expect(driver.paused.value).toBe(false)
  })

  it.each(['perfect', 'hard'] as const)(
    '%s in a Maxi Yatzy game where the full straight pays 30 chases it and writes 30',
    async (level) => {
      const id = await maxiEndgame(level)
      const writes: [BoxId, number][] = []
      // 1 2 3 4 5 5 first: at 21 the straight is not worth the turn (scratch it, bank two rolls for
      // the Maxi Yatzy); at 30 hold 1 2 3 4 5 and roll the last die, which shows 6.
      const dice = scriptedDice([1, 2, 3, 4, 5, 5], [6])
      const turn = useTurnStore()
      turn.useDiceSource(dice)
      const stop = watch(
        () => turn.lastEvent,
        (event) => void (event?.kind === 'written' && writes.push([event.box, event.score])),
      )
      // Opening the game with the game screen's driver running: the computer plays its turn.
      stopDriver = startDriver().stop
      await useGameStore().open(id)
      await eventually(() => expect(writes).not.toHaveLength(0), 10_000)
      stop()
      expect(writes[0]).toEqual(['full-straight', 30])
      const move = (await getGame(id))!.moves[18]!
      expect(move).toMatchObject({ box: 'full-straight', score: 30, rollsUsed: 2 })
      expect(move.rolls!.map((r) => r.dice)).toEqual([
        [1, 2, 3, 4, 5, 5],
        [1, 2, 3, 4, 5, 6],
      ])
    },
  )
})
