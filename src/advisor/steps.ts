/**
 * Work written as a generator that yields between its steps: run to its end at once (a worker, a
 * test), or with `pause()` awaited at every yield, so the page's thread can paint and answer taps
 * between the steps.
 */
export type Steps<T> = Generator<void, T>

export function runSteps<T>(steps: Steps<T>): T {
  let step = steps.next()
  while (!step.done) step = steps.next()
  return step.value
}

export async function runStepsPaused<T>(
  steps: Steps<T>,
  pause: () => Promise<unknown>,
): Promise<T> {
  let step = steps.next()
  while (!step.done) {
    await pause()
    step = steps.next()
  }
  return step.value
}
