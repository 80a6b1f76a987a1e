import { afterAll, describe, expect, it } from 'vitest'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/test/chromium-args'
import { launch, origin, removeProfile } from './support/browser'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

/** The app's own JavaScript bundle (index-<hash>.js), which the prerendered home must not need. */
const APP_BUNDLE = /\/assets\/index-[\w-]+\.js$/

describe('first paint', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('shows the home screen before the app’s JavaScript runs, in the player’s language', async () => {
    let browser: Browser | null = null
    try {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
      // No service worker, so the blocked bundle really is missing (it cannot come from a cache).
      const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US' })
      const page = await context.newPage()
      await page.route(APP_BUNDLE, (route) => route.abort())

      await page.goto(`${origin()}/`)
      await page.getByRole('heading', { name: 'Yatzy Pad' }).waitFor()
      expect(await page.getByRole('link', { name: 'New game' }).isVisible()).toBe(true)

      // A Swedish player: the same page, never an English word on screen.
      await page.evaluate(() =>
        localStorage.setItem('yatzy-pad.settings.v1', JSON.stringify({ locale: 'sv' })),
      )
      await page.reload()
      await page.getByRole('link', { name: 'Nytt spel' }).waitFor()
      expect(await page.getByRole('link', { name: 'New game' }).count()).toBe(0)
      expect(await page.locator('html').getAttribute('lang')).toBe('sv')
    } finally {
      await browser?.close()
    }
  })

  it('hydrates the prerendered home: its links work and only one copy remains', async () => {
    const session = await launch()
    try {
      const { page } = session
      await page.goto(`${origin()}/`)
      await page.evaluate(() =>
        localStorage.setItem('yatzy-pad.settings.v1', JSON.stringify({ locale: 'de' })),
      )
      await page.reload()
      // main.ts drops the other languages' copies just before it hydrates.
      await expect.poll(() => page.locator('[data-prerendered]').count()).toBe(0)
      expect(await page.locator('html').getAttribute('lang')).toBe('de')
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      await page.getByRole('link', { name: 'Neues Spiel' }).click()
      // The new-game screen's messages are not in the first download: they arrive in German too.
      await page.getByRole('button', { name: 'Spiel starten' }).waitFor()
      expect(await page.getByRole('button', { name: 'Start game' }).count()).toBe(0)
      expect(page.url()).toContain('#/new')
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
