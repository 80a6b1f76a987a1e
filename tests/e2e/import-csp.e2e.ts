import { afterAll, describe, expect, it } from 'vitest'
import { portableGame } from '@/db/derive'
import { makeGame, seededRandom } from '../fixtures/games'
import { launch, pageErrors, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

/** Every Content-Security-Policy violation the page reports, kept where the test can read it. */
const RECORD_VIOLATIONS = `window.cspViolations = []
document.addEventListener('securitypolicyviolation', (event) =>
  window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI))`

const violations = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

describe('Content-Security-Policy', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('importing a backup (the first use of the schema library) breaks no CSP rule', async () => {
    const game = makeGame(seededRandom(3), {
      variant: 'yatzy',
      players: ['Csp Cleo', 'Bo'],
      startAt: Date.UTC(2025, 0, 1),
    })
    const file = {
      format: 'yatzy-pad',
      version: 1,
      exportedAt: '2025-01-02',
      games: [portableGame(game)],
    }
    const session = await launch()
    try {
      const { page } = session
      await session.context.addInitScript(RECORD_VIOLATIONS)
      await new AppDriver(page).openHome()

      // The listener works: string evaluation is what the policy forbids, and it is reported.
      await page.evaluate(() => setTimeout('void 0'))
      await expect.poll(() => violations(page)).toEqual([expect.stringContaining('script-src')])
      pageErrors.length = 0
      await page.reload()
      await page.getByRole('heading', { name: 'Yatzy Pad' }).waitFor()

      await page.getByRole('link', { name: 'Settings' }).click()
      await page.getByLabel('Import games from a file').setInputFiles({
        name: 'backup.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(file)),
      })
      await page.getByRole('status').filter({ hasText: 'Import done: 1 added' }).waitFor()
      expect(await violations(page)).toEqual([])
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
