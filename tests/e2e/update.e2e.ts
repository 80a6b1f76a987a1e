import { appendFileSync, cpSync, rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  launch,
  pageErrors,
  removeProfile,
  requestedUrls,
  waitForServiceWorker,
} from './support/browser'
import { AppDriver } from './support/app'
import { PORT, startPreview } from './support/server'

// A copy of the build on a server of its own: a byte-different sw.js in the shared dist/ would be
// a new version for every test running beside this one, and show them the update banner.
const UPDATE_DIR = 'dist-update'
const UPDATE_ORIGIN = `http://localhost:${PORT + 200}`

describe('a new version of the app', () => {
  let stopServer = () => {}
  beforeAll(async () => {
    cpSync('dist', UPDATE_DIR, { recursive: true })
    stopServer = await startPreview(PORT + 200, UPDATE_DIR)
  })
  afterAll(() => {
    stopServer()
    rmSync(UPDATE_DIR, { recursive: true, force: true })
    const isOwn = (url: string) =>
      url.startsWith(`${UPDATE_ORIGIN}/`) || url.startsWith('data:') || url.startsWith('blob:')
    expect(requestedUrls.filter((url) => !isOwn(url))).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('is announced, waits for the player, and the game in progress survives the update', async () => {
    const session = await launch(undefined, undefined, { serviceWorkers: 'allow' })
    try {
      const { page } = session
      const app = new AppDriver(page)
      await page.goto(`${UPDATE_ORIGIN}/`)
      await page.getByRole('heading', { name: 'Yatzy Pad' }).waitFor()
      await waitForServiceWorker(page)
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      await app.play('66612', 'Sixes')
      await app.play('22555', 'Full house')
      const sheet = await app.sheetText()

      // A new deployment: a byte-different service worker.
      appendFileSync(`${UPDATE_DIR}/sw.js`, '\n// next release\n')
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
