import { afterAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const PHONE = { width: 360, height: 740 }

/** The contrast of an element's text against its own background (which must be opaque). */
async function contrast(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    const style = getComputedStyle(el)
    const [r = 0, g = 0, b = 0, a = 1] = rgba(style.backgroundColor)
    if (a < 1) return 0
    const luminance = ([red, green, blue]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(red!) + 0.7152 * channel(green!) + 0.0722 * channel(blue!)
    }
    const fg = luminance(rgba(style.color))
    const bg = luminance([r, g, b])
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05)
  })
}

async function look(element: Locator) {
  return element.evaluate((el) => {
    const style = getComputedStyle(el)
    return { background: style.backgroundColor, color: style.color, border: style.borderColor }
  })
}

/** Every locked box's name is readable: 4.5:1 against the paper it sits on. */
async function expectLockedLabelsReadable(page: Page, scheme: string) {
  // Forbidden for this roll, or (Forced Yatzy) waiting for their turn.
  const names = page.locator(
    '.turn-box--forbidden .turn-box__name, .turn-box--later .turn-box__name',
  )
  expect(await names.count()).toBeGreaterThan(0)
  for (const name of await names.all()) {
    const text = await name.getAttribute('data-name')
    expect(await contrast(name), `${text} (${scheme})`).toBeGreaterThanOrEqual(4.5)
  }
}

describe('what the table reads on a 360×740 phone, in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('game types of one size; box names of 13 px; a written 0 unlike an offered 0; locked names readable', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await page.getByRole('link', { name: 'New game' }).click()
      const choices = page.locator('.new-game__variant')
      await choices.first().waitFor()
      const heights = async () =>
        (
          await choices.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))
        ).map(Math.round)
      for (const variant of ['Forced Yatzy', 'Maxi Yatzy']) {
        await page.getByRole('radio', { name: new RegExp(`^${variant}`) }).check()
        expect(new Set(await heights()).size, `${variant} chosen: ${await heights()}`).toBe(1)
      }
      await app.openHome()

      await app.newGame('Forced Yatzy', ['Anna', 'Bo'])
      const names = page.locator('.turn-box__name')
      for (const size of await names.evaluateAll((els) =>
        els.map((el) => parseFloat(getComputedStyle(el).fontSize)),
      )) {
        expect(size).toBeGreaterThanOrEqual(13)
      }
      // Anna writes 0 in Ones, Bo his Ones; then a roll offers Anna 0 in Twos.
      await app.play('33346', 'Ones')
      await app.play('11346', 'Ones')
      await app.enterDice('13346')
      const written = page.locator('.turn-box--written').first()
      const offered = page.locator('.turn-box--offer.turn-box--zero')
      await offered.waitFor()
      expect(await written.locator('.turn-box__value').innerText()).toBe('0')
      expect(await offered.locator('.turn-box__value').innerText()).toBe('0')
      const [writtenLook, offeredLook] = [await look(written), await look(offered)]
      // The offered 0 has the offer's colours and edge (it can be tapped); the written one is plain.
      expect(offeredLook.background).not.toBe(writtenLook.background)
      expect(offeredLook.color).not.toBe(writtenLook.color)
      expect(offeredLook.border).not.toBe(writtenLook.border)

      await expectLockedLabelsReadable(page, 'light')
      await page.emulateMedia({ colorScheme: 'dark' })
      await expectLockedLabelsReadable(page, 'dark')
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
