import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { launch, origin, removeProfile } from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { startWithFamilyHouseRules } from '../fixtures/house-rules-ui'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const FAMILY = 'Yatzy (House rules: bonus 35 at 63 · Full house 25)'

/** A table's rows as cell texts, found by its accessible name (its caption). */
function rows(page: Page, name: string): Promise<string[][]> {
  return page
    .getByRole('group', { name, exact: true })
    .locator('tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent!.trim())),
    )
}

describe('statistics of a game under house rules, in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('counts the finished game once, under its own kind, and a tie shares first place', async () => {
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.setUpTable('Yatzy', ['Anna', 'Bo'])
      await startWithFamilyHouseRules(page)
      // Both write the perfect sheet: 105 + 35 + (219 − 28 + 25) = 356 each by these rules.
      for (const [dice, box] of PERFECT_YATZY) {
        await app.play(dice, box)
        await app.play(dice, box)
      }

      await page.goto(`${origin()}/#/stats`)
      await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor()
      const summary = 'Summary for Anna'
      await expect.poll(() => rows(page, summary).then((r) => r[0])).toEqual(['', FAMILY])
      expect((await rows(page, summary)).slice(1, 4)).toEqual([
        ['Games', '1'],
        ['Wins', '1'],
        ['Average', '356.0'],
      ])
      const text = await page.locator('main').innerText()
      expect(text).not.toMatch(/not counted|no finished games/i)
      await expect
        .poll(() => rows(page, 'Leaderboard'))
        .toEqual([
          ['Player', 'Games', 'Wins', 'Win rate'],
          ['1. Anna', '1', '1', '100%'],
          ['1. Bo', '1', '1', '100%'],
        ])

      // The same kind in the Game filter, here and in Past games.
      await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Yatzy' })
      // Found by its words: the offline notice is a status too, and may come first.
      await page
        .getByRole('status')
        .filter({ hasText: 'Anna has no finished games of this kind yet.' })
        .waitFor()
      await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: FAMILY })
      await expect.poll(() => rows(page, summary).then((r) => r[1])).toEqual(['Games', '1'])

      await page.goto(`${origin()}/#/history`)
      await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: FAMILY })
      await expect.poll(() => page.locator('.history-entry').count()).toBe(1)
      await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Yatzy' })
      await expect
        .poll(() => page.getByText(/^No finished games match these filters/).count())
        .toBe(1)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
