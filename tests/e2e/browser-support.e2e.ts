import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

/**
 * A browser without WebRTC (Debian's WebKitGTK is built without it), played by Chromium with
 * RTCPeerConnection deleted before the app loads: "Join a table" and "Play on several phones" say
 * in words that this browser cannot, before any code is made or typed, and the host is offered
 * the hand-off link instead. Nothing fails on the way (no "Something went wrong", no console error).
 */
const CANNOT = 'This browser cannot join a live table; hand the game on by link instead.'

describe('a browser without WebRTC', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('says so in words on both live-table screens, before any code, and offers the link', async () => {
    const session = await launch()
    try {
      await session.page.addInitScript(() => {
        const page = window as unknown as Record<string, unknown>
        delete page.RTCPeerConnection
        delete page.webkitRTCPeerConnection
      })
      const app = new AppDriver(session.page)
      const { page } = session
      await app.openHome()
      expect(await page.evaluate(() => typeof window.RTCPeerConnection)).toBe('undefined')

      // The guest's side: no field for a code it could never use.
      await page.getByRole('link', { name: 'Join a table' }).click()
      await page.getByText(CANNOT).waitFor()
      expect(await page.getByRole('textbox', { name: 'Code from the host' }).count()).toBe(0)
      expect(await page.getByRole('button', { name: 'Join', exact: true }).count()).toBe(0)

      // The host's side: no code made, the hand-off link instead.
      await app.openHome()
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      await app.openMenu()
      await page.getByRole('button', { name: 'Play on several phones' }).click()
      await page.getByText(CANNOT).waitFor()
      expect(await page.getByRole('textbox', { name: 'Code for the other phone' }).count()).toBe(0)
      expect(await page.getByText('Something went wrong').count()).toBe(0)
      await page.getByRole('link', { name: 'Hand the game on by link' }).click()
      await page.getByRole('heading', { name: 'Hand off to another phone' }).waitFor()
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
