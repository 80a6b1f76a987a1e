/**
 * Work written as a generator that yields between its steps: run to its end at once (a worker, a
 * test), or with `pause()` awaited between its steps, so the page's thread can paint and answer
 * taps meanwhile.
 */
export type Steps<T> = Generator<void, T>

export function runSteps<T>(steps: Steps<T>): T {
  let step = steps.next()
  while (!step.done) step = steps.next()
  return step.value
}

/**
 * Steps run one after another until `budgetMs` has passed since the last pause, then a pause. The
 * steps are small (most under 0.6 ms unthrottled) and the budget is wall time, so a task
 * stays near the budget on a slow phone and under CPU throttling alike, where a fixed number of
 * steps a task was 55–80 ms at 4× throttle for some steps and a pause every 2 ms for others.
 */
export async function runStepsPaused<T>(
  steps: Steps<T>,
  pause: () => Promise<unknown>,
  budgetMs = STEP_BUDGET_MS,
): Promise<T> {
  let since = performance.now()
  let step = steps.next()
  while (!step.done) {
    if (performance.now() - since >= budgetMs) {
      await pause()
      since = performance.now()
    }
    step = steps.next()
  }
  return step.value
}

/** A task's share of stepped work: well under the 50 ms that makes a task long, with a step over. */
export const STEP_BUDGET_MS = 8

/** Rolls scored per step, where a build in steps scores every roll for a box. */
export const ROLLS_PER_STEP = 32

/**
 * A pause for `runStepsPaused`: a message to itself, a task queued behind those already waiting
 * (a worker's start, a tap) and not clamped to 4 ms the way a chain of timers is after five. Not
 * `scheduler.yield()`: it resumes ahead of other tasks, and in a trace the solve's workers (whose
 * start needs tasks of the thread that made them) started only once all the steps were done.
 */
export function pauseForOtherTasks(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
