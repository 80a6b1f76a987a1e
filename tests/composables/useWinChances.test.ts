import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { effectScope, shallowRef } from 'vue'
import { gameFigures, rememberFigures } from '@/db/figures'
import { useWinChances } from '@/composables/useWinChances'
import { makeGame, seededRandom } from '../fixtures/games'
import { eventually } from '../helpers/game-driver'

/** How many times the win-chances service was asked to work the chances out. */
const asked = vi.hoisted(() => ({ count: 0 }))
vi.mock('@/advisor/win/win-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/advisor/win/win-client')>()
  return {
    ...real,
    createWinClient: () => {
      const client = real.createWinClient()
      return {
        ...client,
        compute: (...args: Parameters<typeof client.compute>) => {
          asked.count++
          return client.compute(...args)
        },
      }
    },
  }
})

beforeEach(() => setActivePinia(createPinia()))
const scope = effectScope()
afterEach(() => scope.stop())

const play = (moves: number) =>
  makeGame(seededRandom(7), { variant: 'forced-yatzy', players: ['Anna', 'Bo'], moves, id: 'g' })

describe('useWinChances on the open game', () => {
  it('works the chances out again for a write, not for a switch stored (hints on)', async () => {
    const game = shallowRef(play(6))
    const { chances } = scope.run(() => useWinChances(game))!
    await eventually(() => expect(chances.value).not.toBeNull(), 30_000)
    const first = chances.value
    const before = asked.count
    expect(before).toBeGreaterThan(0)

    // A switch: a new record, the next revision, the same moves and so the same figures.
    const switched = { ...game.value, revision: game.value.revision + 1, hints: true }
    rememberFigures(switched, gameFigures(game.value))
    game.value = switched
    await flushPromises()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked.count).toBe(before)
    expect(chances.value).toBe(first)

    // A write: asked again.
    game.value = play(7)
    await eventually(() => expect(chances.value).not.toBe(first), 30_000)
    expect(asked.count).toBe(before + 1)
  })
})
