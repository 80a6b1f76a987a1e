import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile } from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { openGameId, storedGames, storedTotal } from './support/stored-games'

/**
 * While window.storageFull is true, every IndexedDB write fails as on a full disk; the durability
 * each write transaction asks for is kept in window.writeDurability.
 */
const QUOTA_SWITCH = `for (const method of ['put', 'add']) {
  const original = IDBObjectStore.prototype[method]
  IDBObjectStore.prototype[method] = function (...args) {
    if (window.storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    return original.apply(this, args)
  }
}
window.writeDurability = []
const transaction = IDBDatabase.prototype.transaction
IDBDatabase.prototype.transaction = function (stores, mode, options) {
  if (mode === 'readwrite') window.writeDurability.push(options?.durability ?? 'default')
  return transaction.call(this, stores, mode, options)
}`

describe('storage full', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('a refused write says what to do, the sheet keeps what is stored, and the next write works', async () => {
    const session = await launch()
    try {
      const { page } = session
      await session.context.addInitScript(QUOTA_SWITCH)
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Full Fia'])
      const [first, second] = PERFECT_YATZY
      await app.play(...first!)
      const id = openGameId(page)
      const stored = async () => (await storedGames(page))!.find((game) => game.id === id)!

      await page.evaluate(() => Object.assign(window, { storageFull: true }))
      await app.enterDice(second![0])
      await app.offer(second![1]).click()
      const alert = page.getByRole('alert').filter({ hasText: 'storage is full' })
      await alert.waitFor()
      expect(await alert.innerText()).toContain('export a backup in Settings')
      expect((await stored()).moves).toHaveLength(1)
      expect(await app.total(0)).toBe(storedTotal(await stored(), 0))
      await app.showSheet(false)

      await page.evaluate(() => Object.assign(window, { storageFull: false }))
      await app.write(second![1])
      expect((await stored()).moves).toHaveLength(2)
      expect(await app.total(0)).toBe(storedTotal(await stored(), 0))
      // Every write waited for the disk, so a power cut after the sheet showed it cannot undo it.
      const durability = await page.evaluate(
        () => (window as unknown as { writeDurability: string[] }).writeDurability,
      )
      expect(durability.length).toBeGreaterThan(2)
      expect(new Set(durability)).toEqual(new Set(['strict']))

      await page.reload()
      await page.locator('.game__turn').waitFor()
      expect(await app.total(0)).toBe(storedTotal(await stored(), 0))
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
