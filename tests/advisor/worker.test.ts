import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SolverResponse } from '@/advisor/worker-protocol'

/** Runs solver.worker.ts in-process against a fake worker scope and collects what it posts. */
async function runWorker(
  variant: string,
): Promise<{ messages: SolverResponse[]; transfers: unknown[][] }> {
  const messages: SolverResponse[] = []
  const transfers: unknown[][] = []
  const scope: {
    onmessage: ((e: { data: { variant: string; options: object } }) => Promise<void> | void) | null
    postMessage: unknown
  } = {
    onmessage: null,
    postMessage: (message: SolverResponse, transfer: unknown[] = []) => {
      messages.push(message)
      transfers.push(transfer)
    },
  }
  vi.stubGlobal('self', scope)
  vi.resetModules()
  await import('@/advisor/solver.worker')
  // The worker's handler is async (its helpers answer by message): wait for its last post.
  await scope.onmessage!({ data: { variant, options: {} } })
  return { messages, transfers }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('solver.worker', () => {
  it('posts progress, then the table with its buffer transferred', async () => {
    const { messages, transfers } = await runWorker('forced-yatzy')
    const progress = messages.filter((m) => m.type === 'progress')
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.at(-1)).toMatchObject({ done: 137, total: 137 })
    const done = messages.at(-1)!
    expect(done.type).toBe('done')
    if (done.type !== 'done') return
    expect(done.meta.expectedEmpty).toBeCloseTo(150.2168, 4)
    expect(transfers.at(-1)).toEqual([done.values.buffer])
  })

  it('reports an error for a variant without an exact table', async () => {
    const { messages } = await runWorker('maxi-yatzy')
    expect(messages).toEqual([{ type: 'error', message: expect.stringContaining('maxi-yatzy') }])
  })
})

describe('createAdvisor', () => {
  it('solves in a worker, reports progress and returns an advisor with its table', async () => {
    const { solveTable } = await import('@/advisor/solve-table')
    class FakeWorker {
      onmessage: ((e: { data: SolverResponse }) => void) | null = null
      onerror: unknown = null
      terminated = false
      postMessage({ variant }: { variant: 'forced-yatzy' }) {
        queueMicrotask(() => {
          const table = solveTable(
            variant,
            (p) => this.onmessage?.({ data: { type: 'progress', ...p } }),
            {},
          )
          this.onmessage?.({ data: { type: 'done', meta: table.meta, values: table.values } })
        })
      }
      terminate() {
        this.terminated = true
      }
    }
    vi.stubGlobal('Worker', FakeWorker)
    const { createAdvisor } = await import('@/advisor/client')
    const progress: number[] = []
    const advisor = await createAdvisor('forced-yatzy', ({ done }) => progress.push(done), {
      tableOptions: {},
    })
    expect(progress.at(-1)).toBe(137)
    expect(advisor.table?.meta.variant).toBe('forced-yatzy')
    // A stored table is used without any worker.
    vi.stubGlobal('Worker', undefined)
    const again = await createAdvisor('forced-yatzy', undefined, {
      table: advisor.table!,
      tableOptions: {},
    })
    expect(again.expectedFinal({ scores: {} }).expectedFinal).toBeCloseTo(150.2168, 3)
  })

  it('gives Maxi Yatzy a heuristic advisor at once', async () => {
    const { createAdvisor } = await import('@/advisor/client')
    const advisor = await createAdvisor('maxi-yatzy', undefined, { tableOptions: {} })
    expect(advisor.table).toBeNull()
    expect(advisor.advise({ scores: {}, savedRolls: 0 }, [1, 2, 3, 4, 5, 6], 1).optimal).toBe(false)
  })
})
