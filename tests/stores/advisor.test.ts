import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { computed, watchEffect } from 'vue'
import { sheetWithOpen } from '../helpers/advisor'
import { resetDatabase } from '../helpers/db'
import { loadAdvisor } from '@/stores/advisor-loader'
import { useAdvisorStore } from '@/stores/advisor'
import type { AdvisedGame } from '@/advisor'

vi.mock('@/stores/advisor-loader', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/stores/advisor-loader')>()
  return { loadAdvisor: vi.fn(actual.loadAdvisor) }
})

const maxi = (fullStraight?: 21 | 30): AdvisedGame => ({
  variant: 'maxi-yatzy',
  options: fullStraight ? { fullStraight } : {},
})
/** Forced Yatzy: an exact variant with a tie-break option that solves in well under a second. */
const forced = (yatzyTieBreak: boolean): AdvisedGame => ({
  variant: 'forced-yatzy',
  options: { yatzyTieBreak },
})

beforeEach(async () => {
  await resetDatabase()
  setActivePinia(createPinia())
  vi.mocked(loadAdvisor).mockClear()
})

describe('the advisor store', () => {
  it('gives two Maxi Yatzy games their own full straight, and every Yatzy game one table', async () => {
    const advisors = useAdvisorStore()
    const [at21, at30, asDefault, withTieBreak, without] = await Promise.all([
      advisors.ensure(maxi(21)),
      advisors.ensure(maxi(30)),
      advisors.ensure(maxi()),
      advisors.ensure(forced(true)),
      advisors.ensure(forced(false)),
    ])
    // Only Full straight and Chance open; 1 2 3 4 5 6 on the last roll: the straight, then Chance
    // for one turn (28 expected, see tests/advisor/maxi.test.ts).
    const sheet = sheetWithOpen('maxi-yatzy', ['full-straight', 'chance'])
    const best = (game: AdvisedGame) => {
      const state = advisors.state(game)
      if (state.status !== 'ready') throw new Error(`not ready: ${state.status}`)
      return state.advisor.advise(sheet, [1, 2, 3, 4, 5, 6], 3).boxes[0]!
    }
    expect(best(maxi(21))).toMatchObject({ box: 'full-straight', score: 21 })
    expect(best(maxi(21)).expectedFinal).toBeCloseTo(49, 10)
    expect(best(maxi(30))).toMatchObject({ box: 'full-straight', score: 30 })
    expect(best(maxi(30)).expectedFinal).toBeCloseTo(58, 10)
    expect(at30).not.toBe(at21)
    // A game stored without the option plays by the rule book's default, 21.
    expect(asDefault).toBe(at21)
    // The tie-break only orders players with equal totals: one table, loaded once.
    expect(withTieBreak).not.toBeNull()
    expect(without).toBe(withTieBreak)
    expect(await advisors.ensure(forced(true))).toBe(withTieBreak)
    const loads = vi.mocked(loadAdvisor).mock.calls.map(([game]) => game.variant)
    expect(loads.sort()).toEqual(['forced-yatzy', 'maxi-yatzy', 'maxi-yatzy'])
  })

  it('reports the state of the game asked about, not of another game of the variant', async () => {
    const advisors = useAdvisorStore()
    await advisors.ensure(maxi(30))
    expect(advisors.state(maxi(30)).status).toBe('ready')
    expect(advisors.state(maxi(21)).status).toBe('idle')
  })

  it('moves the progress on in place: what reads only whether it is loading is not run again', async () => {
    const advisors = useAdvisorStore()
    const game = forced(false)
    const seen: number[] = []
    let statusReads = 0
    const status = computed(() => (statusReads++, advisors.state(game).status))
    const progress = computed(() => {
      const state = advisors.state(game)
      return state.status === 'loading' ? state.progress : null
    })
    const stop = watchEffect(() => void status.value, { flush: 'sync' })
    const stopProgress = watchEffect(
      () => {
        if (progress.value !== null) seen.push(progress.value)
      },
      { flush: 'sync' },
    )
    await advisors.ensure(game)
    stop()
    stopProgress()
    // idle → loading → ready: three reads, however many progress ticks came between.
    expect(statusReads).toBe(3)
    expect(seen.length).toBeGreaterThan(5)
    expect(seen.at(-1)).toBe(1)
    expect([...seen].sort((a, b) => a - b)).toEqual(seen)
  })
})
