/** House-rule tables are solved once, kept in IndexedDB per rule set, and never mixed. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { gameRules, emptySheet, type TableOptions } from '@/rules'
import { db, getSolverTable, putSolverTable } from '@/db'
import { advisorKey, solverVersion } from '@/advisor'
import { solveTable } from '@/advisor/solve-table'
import { loadAdvisor } from '@/stores/advisor-loader'
import { resetDatabase } from '../helpers/db'

const house: TableOptions = { fullHouse: 25, upperBonus: { threshold: 42, value: 100 } }
const other: TableOptions = { allAlike: 100 }
const game = (options: TableOptions) => ({ variant: 'forced-yatzy', options }) as const
const stored = (options: TableOptions) =>
  getSolverTable(
    'forced-yatzy',
    solverVersion('forced-yatzy', options),
    advisorKey('forced-yatzy', options),
  )

describe('loadAdvisor under house rules', () => {
  beforeEach(resetDatabase)
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
  })

  it('solves the rule set once, then reads it from the device with no solve', async () => {
    const first = vi.fn()
    const advisor = await loadAdvisor(game(house), first)
    expect(first).toHaveBeenCalled()
    expect(advisor.options).toEqual(house)
    const expected = solveTable('forced-yatzy', undefined, house).meta.expectedEmpty
    expect(
      advisor.expectedFinal(emptySheet(gameRules('forced-yatzy', house))).expectedFinal,
    ).toBeCloseTo(expected, 3)
    expect((await stored(house))?.key).toBe(
      `forced-yatzy:upperBonus=42/100,fullHouse=25@${solverVersion('forced-yatzy', house)}`,
    )

    const again = vi.fn()
    const reloaded = await loadAdvisor(game(house), again)
    expect(again).not.toHaveBeenCalled()
    expect(reloaded.expectedFinal(emptySheet('forced-yatzy')).expectedFinal).toBeCloseTo(
      expected,
      3,
    )
  })

  it("solves again when the rule set's stored table is an older solver version's", async () => {
    const table = solveTable('forced-yatzy', undefined, house)
    const rules = advisorKey('forced-yatzy', house)
    await putSolverTable('forced-yatzy', 'f0-older', table.values, { ...table.meta }, rules)
    const progress = vi.fn()
    await loadAdvisor(game(house), progress)
    expect(progress).toHaveBeenCalled()
    const keys = await db.solverTables.toCollection().primaryKeys()
    expect(keys).toEqual([`${rules}@${solverVersion('forced-yatzy', house)}`])
  })

  it("solves when the stored tables' keys cannot be read, as for any cache", async () => {
    const where = vi.spyOn(db.solverTables, 'where').mockImplementationOnce(() => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError')
    })
    const progress = vi.fn()
    const advisor = await loadAdvisor(game(house), progress)
    expect(progress).toHaveBeenCalled()
    expect(advisor.options).toEqual(house)
    expect(where).toHaveBeenCalled()
    where.mockRestore()
  })

  it('keeps one table per rule set: storing one drops none of the others', async () => {
    await loadAdvisor(game({}), () => undefined)
    await loadAdvisor(game(house), () => undefined)
    await loadAdvisor(game(other), () => undefined)
    expect(await stored({})).toBeDefined()
    expect(await stored(house)).toBeDefined()
    expect(await stored(other)).toBeDefined()
    expect(await db.solverTables.count()).toBe(3)
  })

  it('never takes the shipped table (solved for the standard rules) for house rules', async () => {
    vi.stubEnv('PROD', true)
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      return new Response('Not found', { status: 404 })
    })
    await loadAdvisor(game(house), () => undefined)
    expect(asked).toEqual([])
  })
})
