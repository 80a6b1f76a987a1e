import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptySheet } from '@/rules'
import { db, getSolverTable, putSolverTable } from '@/db'
import { solverVersion } from '@/advisor'
import { solveTable } from '@/advisor/solve-table'
import { packShippedTable, shippedTableFile } from '@/advisor/shipped-table'
import { loadAdvisor } from '@/stores/advisor-loader'

// Forced Yatzy: solving it for real is fast, so every path runs end to end (no Worker in happy-dom).
const table = solveTable('forced-yatzy', undefined, {})
const file = packShippedTable(table, (bytes) => gzipSync(bytes))
const version = solverVersion('forced-yatzy', {})
const forcedYatzy = { variant: 'forced-yatzy', options: {} } as const

function serveFiles(files: Record<string, Uint8Array>) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    const body = files[url]
    return body ? new Response(body.slice().buffer) : new Response('Not found', { status: 404 })
  })
  return asked
}

describe('loadAdvisor', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
  })

  it('in a production build, uses the shipped table without solving or storing a copy', async () => {
    vi.stubEnv('PROD', true)
    const asked = serveFiles({ [`/${shippedTableFile('forced-yatzy')}`]: file })
    const progress = vi.fn()
    const advisor = await loadAdvisor(forcedYatzy, progress)
    expect(asked).toEqual([`/${shippedTableFile('forced-yatzy')}`])
    expect(progress).not.toHaveBeenCalled()
    const { expectedFinal } = advisor.expectedFinal(emptySheet('forced-yatzy'))
    expect(Math.abs(expectedFinal - table.meta.expectedEmpty)).toBeLessThan(0.002)
    // The service worker's precache keeps the file; IndexedDB gets no second copy.
    expect(await getSolverTable('forced-yatzy', version)).toBeUndefined()
  })

  it('solves with progress and stores the table when the file is missing', async () => {
    vi.stubEnv('PROD', true)
    serveFiles({})
    const progress = vi.fn()
    await loadAdvisor(forcedYatzy, progress)
    expect(progress).toHaveBeenLastCalledWith({ done: 137, total: 137 })
    expect(await getSolverTable('forced-yatzy', version)).toBeDefined()
  })

  it('prefers a table stored on the device, and asks for no file outside production builds', async () => {
    await putSolverTable('forced-yatzy', version, table.values, { ...table.meta })
    vi.stubEnv('PROD', true)
    const asked = serveFiles({ [`/${shippedTableFile('forced-yatzy')}`]: file })
    await loadAdvisor(forcedYatzy, () => undefined)
    expect(asked).toEqual([])

    await db.delete()
    await db.open()
    vi.stubEnv('PROD', false)
    const progress = vi.fn()
    await loadAdvisor(forcedYatzy, progress)
    expect(asked).toEqual([])
    expect(progress).toHaveBeenCalled()
  })

  it("gives Maxi Yatzy its heuristic advisor (no table), for the game's full straight", async () => {
    const advisor = await loadAdvisor(
      { variant: 'maxi-yatzy', options: { fullStraight: 30 } },
      () => undefined,
    )
    expect(advisor.variant).toBe('maxi-yatzy')
    expect(advisor.options).toEqual({ fullStraight: 30 })
  })
})
