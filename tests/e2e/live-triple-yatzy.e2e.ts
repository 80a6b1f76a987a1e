import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeProfile, type Session } from './support/browser'
import { PERFECT_YATZY } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { hostWithGuest, IN_NAMESPACE, SKIP_LIVE } from './support/live-table'
import { sharedPictureText } from './support/sheet-read'

/**
 * Triple Yatzy for two at a live table: the host phone plays Anna, a guest phone plays Bo. Counted
 * by hand: Anna writes the perfect sheet in each column (374 a column: 374 × (1 + 2 + 3) = 2244);
 * Bo rolls 1-2-3-4-6 into every box (16 upper + 16 chance = 32 a column: 32 × 6 = 192). Only
 * inside the network namespace of scripts/test/live-netns.sh; skipped elsewhere.
 */
describe.skipIf(SKIP_LIVE)('Triple Yatzy with a guest phone', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('plays 45 rounds in three columns on two phones, and both show Σ column × multiplier', async () => {
    expect(IN_NAMESPACE, 'run inside scripts/test/live-netns.sh').toBe(true)
    const sessions: Session[] = []
    const downloads = mkdtempSync(join(tmpdir(), 'yatzy-pad-triple-'))
    try {
      const { host, hostApp, guest, guestApp } = await hostWithGuest(sessions, (app) =>
        app.newGame('Triple Yatzy', ['Anna', 'Bo']),
      )

      let round = 0
      for (let column = 1; column <= 3; column++) {
        for (const [dice, box] of PERFECT_YATZY) {
          round++
          await hostApp.play(dice, `${box} ×${column}`)
          await expect.poll(() => guestApp.turn()).toBe(`Round ${round} of 45 · Bo’s turn`)
          // The guest's offer names the column and its own score, the multiplied value beside it.
          await guestApp.play('12346', `${box} ×${column}`)
          if (round < 45) {
            await expect.poll(() => hostApp.turn()).toBe(`Round ${round + 1} of 45 · Anna’s turn`)
          }
        }
      }

      for (const [phone, page] of [
        ['host', host.page],
        ['guest', guest.page],
      ] as const) {
        await page.getByText('Anna wins!').waitFor()
        const grand = page.locator('.columns-sheet__grand')
        await grand.first().waitFor()
        expect(await grand.allInnerTexts(), `the ${phone}'s totals`).toEqual(['2244', '192'])
        // Anna's columns ×1, ×2, ×3 counted, then Bo's.
        expect(
          await page.locator('.columns-sheet__row--counts td').allInnerTexts(),
          `the ${phone}'s columns`,
        ).toEqual(['374', '748', '1122', '32', '64', '96'])
      }
      const picture = (await sharedPictureText(host.page, downloads)).split('\n')
      expect(picture).toContain('Total: 2244 | 192')
      expect(picture).toContain('Column total: 374 · 374 · 374 | 32 · 32 · 32')
    } finally {
      for (const session of sessions) {
        await session.context.close().catch(() => undefined)
        removeProfile(session.profileDir)
      }
      rmSync(downloads, { recursive: true, force: true })
    }
  }, 600_000)
})
