import { afterAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const PHONE = { width: 360, height: 740 }
const SETTINGS_KEY = 'yatzy-pad.settings.v1'

/** The element lies wholly within the window as it is scrolled now. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0
  })

/** The message a field is described by, as the page shows it. */
const describedBy = (page: Page, field: Locator) =>
  field.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`))

/** Scrolls to Start game, taps it, and returns the field the focus is on. */
async function tapStart(page: Page, start: string) {
  const button = page.getByRole('button', { name: start })
  await button.scrollIntoViewIfNeeded()
  await button.click()
  return page.locator(':focus')
}

describe('a refused house rule at 360×740: said at the field, and Start game takes the player there', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('in English at normal text, and in German at 200 % text', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.setUpTable('Yatzy', ['Anna'])
      await page.getByRole('button', { name: /^House rules/ }).click()
      const small = page.getByRole('spinbutton', { name: /^Small straight pays/ })
      await small.fill('-5')
      await small.press('Tab')
      await expect.poll(() => small.getAttribute('aria-invalid')).toBe('true')
      const message = await describedBy(page, small)
      expect(await message.innerText()).toBe(
        '⚠ “Small straight pays” takes a whole number from 1 to 999.',
      )

      const focused = await tapStart(page, 'Start game')
      // The focus is on the wrong field, which is on screen with its message.
      expect(await focused.getAttribute('aria-invalid')).toBe('true')
      expect(await focused.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await small.evaluate((el) => el === document.activeElement)).toBe(true)
      await expect.poll(() => inView(small)).toBe(true)
      expect(await inView(message)).toBe(true)
      expect(await page.locator('.game__turn').count()).toBe(0)

      // German, the browser's text at 200 %: the same, in German words.
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ locale: 'de' })],
      )
      await page.reload()
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } })
      await page.getByRole('heading', { level: 1, name: 'Neues Spiel' }).waitFor()
      const house = page.getByRole('button', { name: /^Hausregeln/ })
      if ((await house.getAttribute('aria-expanded')) !== 'true') await house.click()
      const bonus = page.getByRole('spinbutton', { name: /^ab/ })
      await bonus.fill('200')
      await bonus.press('Tab')
      await expect.poll(() => bonus.getAttribute('aria-invalid')).toBe('true')
      const german = await describedBy(page, bonus)
      expect(await german.innerText()).toBe(
        '⚠ „Punkte für den Bonus oben“ braucht eine ganze Zahl von 1 bis 105.',
      )
      await tapStart(page, 'Spiel starten')
      expect(await bonus.evaluate((el) => el === document.activeElement)).toBe(true)
      await expect.poll(() => inView(bonus)).toBe(true)
      expect(await inView(german)).toBe(true)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
