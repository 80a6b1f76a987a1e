import { beforeEach, describe, expect, it } from 'vitest'
import { watch } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { appendMove, createGame, getGame } from '@/db'
import { seededDiceSource, type ComputerLevel, type DiceSource } from '@/computer'
import { gameRules, getVariant, scoreBox, type BoxId } from '@/rules'
import { useGameStore } from '@/stores/game'
import { useTurnStore } from '@/stores/turn'
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

describe('computer turns, played by the turn store as the game goes on', () => {
  beforeEach(async () => {
    await resetDatabase()
    localStorage.clear()
    localStorage.setItem('yatzy-pad.settings.v1', JSON.stringify({ computerSpeed: 'instant' }))
    setActivePinia(createPinia())
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
      // Opening the game is all it takes: the computer's turn is the turn store's to play.
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
