import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SolveInWorker } from '@/advisor/solve-in-worker'
import type { SolverRequest } from '@/advisor/worker-protocol'

/** Stands in for the browser's Worker: remembers its script, what it was sent, and its end. */
class FakeWorker {
  static made: FakeWorker[] = []
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: { message: string }) => void) | null = null
  sent: { message: unknown; transfer: unknown[] }[] = []
  terminated = false

  constructor(readonly url: URL) {
    FakeWorker.made.push(this)
  }
  postMessage(message: unknown, transfer: unknown[] = []) {
    this.sent.push({ message, transfer })
  }
  terminate() {
    this.terminated = true
  }
}

async function startOnCores(cores: number, onProgress?: (progress: { done: number }) => void) {
  FakeWorker.made = []
  vi.stubGlobal('Worker', FakeWorker)
  vi.stubGlobal('navigator', { hardwareConcurrency: cores })
  const { startSolveInWorker } = await import('@/advisor/solve-in-worker')
  const solve = running(startSolveInWorker('yatzy', { fullHouse: 25 }, onProgress, undefined, {}))
  const [solver, ...helpers] = FakeWorker.made
  return { solve, solver: solver!, helpers }
}

/** Solves a test started: each is stopped after it, so no start guard fires in a later test. */
const solves: SolveInWorker[] = []
function running(solve: SolveInWorker): SolveInWorker {
  solves.push(solve)
  return solve
}

afterEach(() => {
  for (const solve of solves.splice(0)) {
    solve.table.catch(() => {})
    solve.stop()
  }
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const done = (worker: FakeWorker) =>
  worker.onmessage!({
    data: { type: 'done', meta: { variant: 'yatzy' }, values: new Float32Array(2) },
  })

describe('a solve started from the page', () => {
  it('starts a helper for each further core, each linked to the solve by a port of its own', async () => {
    const { solver, helpers } = await startOnCores(3)
    expect(String(solver.url)).toContain('solver.worker')
    expect(helpers).toHaveLength(2)
    expect(helpers.every((helper) => String(helper.url).includes('solver-helper.worker'))).toBe(
      true,
    )
    const request = solver.sent[0]!.message as SolverRequest
    expect(request).toMatchObject({ variant: 'yatzy', options: { fullHouse: 25 } })
    expect(request.helpers).toHaveLength(2)
    // The ports are handed over, not copied, and each helper holds the other end of one of them.
    expect(solver.sent[0]!.transfer).toEqual(request.helpers)
    for (const [index, helper] of helpers.entries()) {
      const [own] = helper.sent[0]!.transfer as MessagePort[]
      const received = new Promise((resolve) => (request.helpers![index]!.onmessage = resolve))
      own!.postMessage('hello')
      await received
      own!.close()
    }
  })

  it('solves alone on one core', async () => {
    const { solver, helpers } = await startOnCores(1)
    expect(helpers).toHaveLength(0)
    expect((solver.sent[0]!.message as SolverRequest).helpers).toEqual([])
  })

  it('ends every worker once the table arrives, in a task after the one that brought it', async () => {
    const { solve, solver, helpers } = await startOnCores(4)
    done(solver)
    // Still running when the table is handed on: ending them is work the table's task need not do.
    expect([solver, ...helpers].some((worker) => worker.terminated)).toBe(false)
    await expect(solve.table).resolves.toMatchObject({ meta: { variant: 'yatzy' } })
    await new Promise((next) => setTimeout(next))
    expect([solver, ...helpers].every((worker) => worker.terminated)).toBe(true)
  })

  it('fails the solve in its own words, and ends every worker, when a helper fails', async () => {
    const { solve, solver, helpers } = await startOnCores(2)
    helpers[0]!.onerror!({ message: '' })
    await expect(solve.table).rejects.toThrow('An advisor helper worker failed')
    expect([solver, ...helpers].every((worker) => worker.terminated)).toBe(true)
  })

  it('ends every worker when stopped', async () => {
    const { solve, solver, helpers } = await startOnCores(3)
    solve.stop()
    await expect(solve.table).rejects.toThrow('aborted')
    expect([solver, ...helpers].every((worker) => worker.terminated)).toBe(true)
  })

  it('starts once more when the solve says nothing at its start, ending the workers that hung', async () => {
    vi.useFakeTimers()
    const { START_TIMEOUT_MS } = await import('@/advisor/solve-in-worker')
    const { solve, solver, helpers } = await startOnCores(2)
    vi.advanceTimersByTime(START_TIMEOUT_MS - 1)
    expect(FakeWorker.made).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect([solver, ...helpers].every((worker) => worker.terminated)).toBe(true)
    const [again, helperAgain] = FakeWorker.made.slice(2)
    expect(String(again!.url)).toContain('solver.worker')
    expect((again!.sent[0]!.message as SolverRequest).helpers).toHaveLength(1)
    done(again!)
    await expect(solve.table).resolves.toMatchObject({ meta: { variant: 'yatzy' } })
    vi.runOnlyPendingTimers()
    expect([again, helperAgain].every((worker) => worker!.terminated)).toBe(true)
  })

  it('fails in its own words when the second start says nothing either', async () => {
    vi.useFakeTimers()
    const { START_TIMEOUT_MS } = await import('@/advisor/solve-in-worker')
    const { solve } = await startOnCores(2)
    const failed = expect(solve.table).rejects.toThrow('The advisor worker did not start')
    vi.advanceTimersByTime(2 * START_TIMEOUT_MS)
    await failed
    expect(FakeWorker.made).toHaveLength(4)
    expect(FakeWorker.made.every((worker) => worker.terminated)).toBe(true)
  })

  it('never cuts short a solve that has begun, however long it takes', async () => {
    vi.useFakeTimers()
    const { START_TIMEOUT_MS } = await import('@/advisor/solve-in-worker')
    const progress: number[] = []
    const { solve, solver } = await startOnCores(2, ({ done }) => progress.push(done))
    solver.onmessage!({ data: { type: 'progress', done: 1, total: 100 } })
    vi.advanceTimersByTime(10 * START_TIMEOUT_MS)
    expect(FakeWorker.made).toHaveLength(2)
    expect(solver.terminated).toBe(false)
    done(solver)
    await expect(solve.table).resolves.toBeDefined()
    expect(progress).toEqual([1])
  })
})
