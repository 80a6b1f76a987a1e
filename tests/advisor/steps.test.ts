/** Stepped work on the page's thread: a pause once a task's budget is spent, not at every step. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runSteps, runStepsPaused, STEP_BUDGET_MS, type Steps } from '@/advisor/steps'

/** Work of `count` steps, each moving the page's clock on by `stepMs`; gives the steps it ran. */
function* work(count: number, stepMs: number, clock: { now: number }): Steps<number> {
  for (let i = 0; i < count; i++) {
    if (i > 0) yield
    clock.now += stepMs
  }
  return count
}

describe('runStepsPaused', () => {
  afterEach(() => vi.restoreAllMocks())

  it('runs steps together until the budget is spent, then pauses, and gives the result', async () => {
    const clock = { now: 0 }
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now)
    const pausedAt: number[] = []
    const pause = async () => void pausedAt.push(clock.now)

    const result = await runStepsPaused(work(12, 3, clock), pause, 8)

    expect(result).toBe(12)
    // 3 ms steps under an 8 ms budget: a pause after every third step (at 9, 18, 27 ms …).
    expect(pausedAt).toEqual([9, 18, 27])
  })

  it('pauses at every step when each step alone spends the budget', async () => {
    const clock = { now: 0 }
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now)
    let pauses = 0
    await runStepsPaused(work(5, STEP_BUDGET_MS, clock), async () => void pauses++)
    expect(pauses).toBe(4)
  })

  it('gives the same result as running the steps at once', async () => {
    const clock = { now: 0 }
    expect(await runStepsPaused(work(7, 1, clock), async () => {})).toBe(
      runSteps(work(7, 1, clock)),
    )
  })
})
