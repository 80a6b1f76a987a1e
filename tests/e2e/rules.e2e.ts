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
      await page.getByRole('heading', { level: 2, name: 'Yahtzee', exact: true }).waitFor()
      // The three box tables (Yatzy, Maxi Yatzy, Yahtzee), each named by its game's heading.
      expect(await page.getByRole('region', { name: 'Maxi Yatzy', exact: true }).count()).toBe(1)
      expect(await page.locator('.rules__book table').count()).toBe(3)
      await audit(page, 'rules', found)
      await page
        .getByRole('navigation', { name: 'Contents' })
        .getByRole('button', { name: 'Maxi Yatzy', exact: true })
        .click()
      await expect.poll(() => inView(page, 'h2:text-is("Maxi Yatzy")')).toBe(true)
      await page.getByRole('button', { name: 'Back' }).click()
      await page.locator('.game__turn').waitFor()
      expect(await page.getByRole('radio', { name: 'the last roll' }).count()).toBeLessThanOrEqual(
        1,
      )

      // From About, in German: the rules are written in German, the boxes named as on the sheet.
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ locale: 'de' })],
      )
      await page.goto(`${page.url().split('#')[0]}#/about`)
      await page.reload()
      await page.getByRole('link', { name: 'Regeln lesen' }).click()
      await page.getByRole('heading', { level: 1, name: 'Regeln' }).waitFor()
      await page.getByRole('heading', { level: 2, name: 'So läuft ein Spiel' }).waitFor()
      expect(await page.locator('.rules__book table tbody th').first().innerText()).toBe(
        'Einser bis Sechser',
      )
      expect(await page.locator('.rules__book').innerText()).not.toMatch(/English|Englisch/)
      await audit(page, 'rules, German', found)
      expect(found).toEqual([])
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
