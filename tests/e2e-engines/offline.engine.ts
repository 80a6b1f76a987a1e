import { afterEach, describe, expect, it } from 'vitest'
import { startPreview } from '../e2e/support/server'
import { css, ENGINE, query, withBrowser } from './support/app'
import { ENGINE_TITLES } from './support/engine'

/**
 * Offline after install, as a phone in airplane mode: this test serves the app on a port of its
 * own and stops that server once the service worker is in control, so every later load can come
 * only from the worker's precache (no engine-specific "offline" switch is needed or trusted).
 */
const PORT = Number(process.env.E2E_OFFLINE_PORT ?? Number(process.env.E2E_PORT ?? 4179) + 10)
const ORIGIN = `http://localhost:${PORT}`

describe(`offline in ${ENGINE_TITLES[ENGINE]}`, () => {
  let stopServer: (() => void) | null = null
  afterEach(() => stopServer?.())

  it('the service worker takes control; with the server gone a reload renders and a game is played', async () => {
    stopServer = await startPreview(PORT)
    await withBrowser(
      async (app) => {
        await app.page.goto(`${ORIGIN}/`)
        await app.waitFor(query('heading', 'Yatzy Pad', { exact: true }))
        await app.waitForServiceWorker()
        // The worker took the app's files into its cache before it activated.
        const cached = await app.page.run<number>(`
        let count = 0
        for (const name of await caches.keys()) count += (await (await caches.open(name)).keys()).length
        return count`)
        expect(cached).toBeGreaterThan(10)

        stopServer!()
        stopServer = null
        await expect(fetch(`${ORIGIN}/`)).rejects.toThrow()
        await app.page.reload()
        await app.waitFor(query('heading', 'Yatzy Pad', { exact: true }))
        await app.newGame('Yatzy', ['Offline Olga'])
        await app.play('66612', 'Sixes')
        expect(await app.turn()).toBe('Round 2 of 15 · Offline Olga’s turn')
        expect(await app.total(0)).toBe(18)
        await app.page.reload()
        await app.waitFor(css('.game__turn'))
        expect(await app.total(0)).toBe(18)
        await app.expectNoRawError()
      },
      { serviceWorker: true },
    )
  })
})
