import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

/** What private windows and strict policies do to IndexedDB, set up before the app loads. */
const BREAK_INDEXED_DB = {
  missing: `Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true })`,
  refused: `IDBFactory.prototype.open = function () {
    throw new DOMException('The user denied permission to access the database.', 'SecurityError')
  }`,
}

describe('without IndexedDB', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it.each(Object.entries(BREAK_INDEXED_DB))(
    'IndexedDB %s: Past games, Statistics and Start game say why and what to do',
    async (_, script) => {
      const session = await launch()
      try {
        const { page } = session
        await session.context.addInitScript(script)
        const app = new AppDriver(page)
        await app.openHome()

        await page.getByRole('link', { name: 'Past games' }).click()
        const why = page
          .getByRole('alert')
          .filter({ hasText: 'does not let Yatzy Pad store games' })
        await why.waitFor()
        expect(await why.innerText()).toContain('Open Yatzy Pad in a normal window')
        expect(await page.getByRole('alert').innerText()).not.toMatch(/Error|IndexedDB API/)
        await page.getByRole('link', { name: 'Statistics' }).click()
        await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor()
        await why.waitFor()

        await page.getByRole('link', { name: 'Home' }).click()
        await page.getByRole('link', { name: 'New game' }).click()
        await page.getByPlaceholder('Player name').fill('Private Pia')
        await page.getByRole('button', { name: 'Add player' }).click()
        await page.getByRole('button', { name: 'Start game' }).click()
        await why.waitFor()
        expect(await why.innerText()).toContain('Open Yatzy Pad in a normal window')
        // Still on the set-up screen: no game screen with a sheet nothing stores.
        expect(new URL(page.url()).hash).toBe('#/new')
        expect(await page.getByRole('button', { name: 'Start game' }).isEnabled()).toBe(true)
      } finally {
        await session.context.close()
        removeProfile(session.profileDir)
      }
    },
  )
})
