import { beforeEach, describe, expect, it } from 'vitest'
import { db, settingsRepository, solverTableCache } from '@/db'
import { resetDatabase } from '../helpers/db'

beforeEach(resetDatabase)

describe('settings', () => {
  it('stores values by key', async () => {
    const settings = settingsRepository(db)
    expect(await settings.getSetting('language')).toBeUndefined()
    await settings.putSetting('language', 'sv')
    await settings.putSetting('sound', { on: false })
    expect(await settings.getSetting('language')).toBe('sv')
    expect(await settings.getAllSettings()).toEqual({ language: 'sv', sound: { on: false } })
  })
})

describe('solver table cache', () => {
  it('keeps one table per variant and solver version, dropping older versions', async () => {
    const cache = solverTableCache(db, () => 42)
    const table = new Float32Array([1.5, 2.5, 3.5])
    await cache.putSolverTable('yatzy', '1', new Float32Array([9]))
    await cache.putSolverTable('yahtzee', '1', new Float32Array([7]))
    await cache.putSolverTable('yatzy', '2', table, { states: 3 })
    expect(await cache.getSolverTable('yatzy', '1')).toBeUndefined()
    const stored = await cache.getSolverTable('yatzy', '2')
    expect(stored).toMatchObject({
      key: 'yatzy@2',
      variant: 'yatzy',
      meta: { states: 3 },
      createdAt: 42,
    })
    expect([...(stored!.data as Float32Array)]).toEqual([1.5, 2.5, 3.5])
    expect(await cache.getSolverTable('yahtzee', '1')).toBeDefined()
  })
})
