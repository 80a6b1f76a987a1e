import { afterAll, describe, expect, it } from 'vitest'
import { removeProfile, type Session } from './support/browser'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { hostWithGuest, IN_NAMESPACE, SKIP_LIVE } from './support/live-table'

/**
 * Two phones on one live game, through the app's own screens: "Play on several phones" on the
 * host, "Join a table" on the guest, the codes passed as text. Only inside the network namespace
 * of scripts/test/live-netns.sh (npm test runs it there); skipped elsewhere, except in CI.
 */
describe.skipIf(SKIP_LIVE)('a live table in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('a guest joins by the codes, both phones write, and the guest goes on when the host leaves', async () => {
    expect(IN_NAMESPACE, 'run inside scripts/test/live-netns.sh').toBe(true)
    const sessions: Session[] = []
    try {
      const { host, hostApp, guest, guestApp } = await hostWithGuest(sessions, (app) =>
        app.newGame('Yatzy', ['Anna', 'Bo']),
      )

      // The guest writes Anna's roll; the host's sheet has it, as if tapped there.
      await guestApp.play('66612', 'Sixes')
      await expect.poll(() => hostApp.turn()).toBe('Round 1 of 15 · Bo’s turn')
      expect(await hostApp.total(0)).toBe(18)
      await hostApp.showSheet(false)
      // The host writes Bo's; the guest's screen follows.
      await hostApp.play('11123', 'Ones')
      await expect.poll(() => guestApp.turn()).toBe('Round 2 of 15 · Anna’s turn')
      expect(await guestApp.total(1)).toBe(3)
      await guestApp.showSheet(false)

      // The host's phone goes away: the guest has the game and goes on with it.
      await host.context.close()
      await guest.page.getByText('The host phone has left').waitFor({ timeout: 60_000 })
      await guestApp.play('55512', 'Fives')
      expect(await guestApp.total(0)).toBe(33)
    } finally {
      for (const session of sessions) {
        await session.context.close().catch(() => undefined)
        removeProfile(session.profileDir)
      }
    }
  })
})
