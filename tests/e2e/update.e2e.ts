import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile, waitForServiceWorker } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const SW = 'dist/sw.js'

describe('a new version of the app', () => {
  const original = readFileSync(SW, 'utf8')
  afterAll(() => {
    writeFileSync(SW, original)
    expectOwnOriginAndNoErrors()
  })

  it('is announced, waits for the player, and the game in progress survives the update', async () => {
    const session = await launch(undefined, undefined, { serviceWorkers: 'allow' })
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await waitForServiceWorker(page)
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      await app.play('66612', 'Sixes')
      await app.play('22555', 'Full house')
      const sheet = await app.sheetText()

      // A new deployment: a byte-different service worker.
      appendFileSync(SW, '\n// next release\n')
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update())
      const prompt = page
        .getByRole('status')
        .filter({ hasText: 'A new version of Yatzy Pad is ready' })
      await prompt.waitFor()

      // Nothing reloads on its own: the player keeps writing.
      await app.play('12345', 'Small straight')
      expect(await app.turn()).toBe('Round 2 of 15 · Bo’s turn')

      const navigation = page.waitForEvent('framenavigated')
      await page.getByRole('button', { name: 'Update now' }).click()
      await navigation
      await page.locator('.game__turn').waitFor()
      expect(await app.turn()).toBe('Round 2 of 15 · Bo’s turn')
      expect(await app.sheetText()).not.toBe(sheet)
      expect(await app.total(0)).toBe(18 + 15)
      expect(await app.total(1)).toBe(19)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
