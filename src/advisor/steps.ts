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
