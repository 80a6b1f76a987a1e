import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { audit, type Violation } from './support/axe'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const PHONE = { width: 360, height: 740 }
const SETTINGS_KEY = 'yatzy-pad.settings.v1'

/** The element's box lies wholly within the window as it is scrolled now. */
async function inView(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight
    })
}

describe('hints a casual player reads, and the rule book in the app, at 360×740', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('keep advice in view, costs in words, the roll following the turn; the rules from a game and from About', async () => {
    const session = await launch(undefined, PHONE, { bypassCSP: true })
    const found: Violation[] = []
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Annabelle-Marie', 'Bo'])
      await page.getByRole('button', { name: 'Hints', exact: true }).click()

      // Roll 1 of the turn, where a turn starts: the dice to keep come into view under the dice.
      await app.enterDice('11146')
      expect(await page.getByRole('radio', { name: 'roll 1' }).isChecked()).toBe(true)
      await page.getByRole('heading', { name: 'Keep', exact: true }).waitFor()
      await expect.poll(() => inView(page, '.hints__keep-advice')).toBe(true)
      const secondKeep = page.locator('.hints__keep').nth(1)
      expect(await secondKeep.innerText()).toMatch(/points less than the best|as good as the best/)
      expect(await secondKeep.innerText()).not.toMatch(/\u22120\.0|(^|\s)0\.0(\s|$)/)

      // The second roll typed over the first: the choice follows, to roll 2, and stays.
      await page.getByRole('button', { name: 'Clear' }).click()
      await app.enterDice('11145')
      await expect.poll(() => page.getByRole('radio', { name: 'roll 2' }).isChecked()).toBe(true)
      await page.locator('.hints__keep').first().waitFor()
      await page.reload()
      await page.locator('.hints__keep').first().waitFor()
      expect(await page.getByRole('radio', { name: 'roll 2' }).isChecked()).toBe(true)

      // The last roll: each box's cost is read out in words, and the legend says what it means.
      await page.getByRole('radio', { name: 'the last roll' }).check()
      await page.locator('.hints__best').waitFor()
      const costed = page.getByRole('button', { name: /points less than the best$/ })
      expect(await costed.count()).toBeGreaterThan(3)
      expect(await page.locator('.turn-panel__legend').innerText()).toMatch(
        /^◆ best by perfect play · \u2212\d+(\.\d)? = \d+(\.\d)? points? less than the best$/,
      )
      await audit(page, 'game, hints on the last roll', found)

      // The rule book from the game: its menu, and back to the game as it was.
      await app.openMenu()
      await page.getByRole('link', { name: 'Rules', exact: true }).click()
      await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor()
      await page.getByRole('heading', { level: 2, name: '4. Yahtzee (American)' }).waitFor()
      // The three boxes tables (Yatzy, Maxi Yatzy, Yahtzee) and the house rules' options.
      expect(await page.locator('.rules__book table').count()).toBe(4)
      await audit(page, 'rules', found)
      await page
        .getByRole('navigation', { name: 'Contents' })
        .getByRole('button', {
          name: '3. Maxi Yatzy',
        })
        .click()
      await expect.poll(() => inView(page, 'h2:has-text("3. Maxi Yatzy")')).toBe(true)
      await page.getByRole('button', { name: 'Back' }).click()
      await page.locator('.game__turn').waitFor()
      expect(await page.getByRole('radio', { name: 'the last roll' }).count()).toBeLessThanOrEqual(
        1,
      )

      // From About, in German: the rule book says it is in English, and names the boxes in German.
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ locale: 'de' })],
      )
      await page.goto(`${page.url().split('#')[0]}#/about`)
      await page.reload()
      await page.getByRole('link', { name: 'Regeln lesen' }).click()
      await page.getByRole('heading', { level: 1, name: 'Regeln' }).waitFor()
      expect(await page.getByText('Das Regelbuch gibt es bisher nur auf Englisch').count()).toBe(1)
      expect(await page.locator('.rules__book table td span[lang="de"]').first().innerText()).toBe(
        'Einser',
      )
      await audit(page, 'rules, German', found)
      expect(found).toEqual([])
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
