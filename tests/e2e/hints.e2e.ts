import { afterAll, describe, expect, it } from 'vitest'
import type { Page, Response } from 'playwright-core'
import { launch, removeProfile, waitForServiceWorker } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const advised = (page: Page) => page.locator('[aria-label*="the advisor\'s choice"]')

/** Waits until the sheet marks the advisor's box for the dice entered, and checks it shows ◆. */
/** The dice typed are the turn's last roll: the advisor marks its box. */
async function expectAdvisedBox(page: Page) {
  await page.getByRole('radio', { name: 'the last roll' }).check()
  await advised(page).waitFor()
  expect(await advised(page).count()).toBe(1)
  expect(await advised(page).innerText()).toContain('◆')
}

describe('hints in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('come from the shipped table, online and then offline, with no solve on the device', async () => {
    const session = await launch(undefined, undefined, { serviceWorkers: 'allow' })
    try {
      const { page, context } = session
      // A solve would start the solver's Web Workers; the shipped table needs none.
      const workers: string[] = []
      page.on('worker', (worker) => workers.push(worker.url()))
      const tables: Response[] = []
      page.on('response', (response) => {
        if (/\/advisor\/yatzy-[^/]*\.bin$/.test(response.url())) tables.push(response)
      })
      const app = new AppDriver(page)
      await app.openHome()
      await waitForServiceWorker(page)

      await app.newGame('Yatzy', ['Hanna'])
      await page.getByRole('button', { name: 'Hints', exact: true }).click()
      await app.enterDice('11146')
      await expectAdvisedBox(page)
      expect(tables.map((response) => response.status())).toEqual([200])

      await context.setOffline(true)
      await page.reload()
      await page.locator('.game__turn').waitFor()
      await page.getByRole('link', { name: 'Home' }).click()
      await page.locator('a.resume__game', { hasText: 'Hanna' }).click()
      await page.locator('.game__turn').waitFor()
      await app.enterDice('66655')
      await expectAdvisedBox(page)
      // Offline, the table came out of the service worker's precache.
      expect(tables).toHaveLength(2)
      expect(tables[1]!.fromServiceWorker()).toBe(true)
      // (The stored tables' worker, solver-tables.worker, reads; it solves nothing.)
      expect(workers.filter((url) => /\/solver(-helper)?\.worker-/.test(url))).toEqual([])
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
