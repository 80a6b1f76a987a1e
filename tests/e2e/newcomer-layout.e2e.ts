import { afterAll, describe, expect, it } from 'vitest'
import type { CDPSession, Page } from 'playwright-core'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const PHONE = { width: 360, height: 740 }
const TABLET = { width: 820, height: 1180 }
const PLAYERS = ['Anna', 'Annabelle-Marie', 'Björn', 'Cecilia', 'Dag']

async function settings(page: Page, locale: string, textSize: string) {
  await page.evaluate(
    ([l, s]) =>
      localStorage.setItem(
        'yatzy-pad.settings.v1',
        JSON.stringify({ locale: l, textSize: s, computerSpeed: 'instant' }),
      ),
    [locale, textSize],
  )
}

/** The names on the score cards and the sheet's heads that are cut: wider or taller than shown. */
const cutNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.board__name, .sheet__player-name')]
      .filter(
        (el) =>
          el.scrollWidth > el.clientWidth + 0.5 ||
          el.scrollHeight > el.clientHeight + 0.5 ||
          el.textContent!.includes('…') ||
          el.textContent!.trim() === '',
      )
      .map((el) => `${el.textContent} ${el.scrollWidth}>${el.clientWidth}`),
  )

/** The write line's words that do not fit the lines kept for it ("Computer (… : 26 in Full"). */
const writeLineCut = (page: Page) =>
  page.locator('.write-line__text').evaluate((el) => ({
    cut: el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5,
    text: el.textContent,
  }))

/**
 * With the page scrolled down the sheet, what is drawn at points across the names' row: each
 * point must show the row itself (a name head), not a row of the sheet scrolling under it.
 */
const headCovered = (page: Page) =>
  page.evaluate(() => {
    const sheet = document.querySelector('.sheet')!
    const rows = document.querySelectorAll('.sheet tbody tr')
    // Half the sheet scrolled past the screen's top.
    const middle = rows[Math.floor(rows.length / 2)]!.getBoundingClientRect()
    window.scrollBy(0, middle.top)
    return new Promise<{ top: number; covered: string[] }>((resolve) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          // The heads as drawn (moved down with the page where the sheet scrolls sideways).
          const head = sheet.querySelector('thead th')!.getBoundingClientRect()
          const covered: string[] = []
          for (const th of sheet.querySelectorAll('thead th')) {
            // Heads scrolled out of the sheet's box sideways are not on screen.
            const box = th.getBoundingClientRect()
            const x = box.left + box.width / 2
            const view = sheet.parentElement!.getBoundingClientRect()
            if (x <= Math.max(view.left, 0) || x >= Math.min(view.right, window.innerWidth))
              continue
            for (const y of [head.top + 1, (head.top + head.bottom) / 2, head.bottom - 0.5]) {
              const hit = document.elementFromPoint(x, y)
              if (!hit?.closest('thead')) covered.push(`${th.textContent?.trim()} at ${y}`)
            }
          }
          resolve({ top: head.top, covered })
        }),
      ),
    )
  })

/** Two frames: the names are fitted again a frame after their boxes change size. */
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )

async function browserText(cdp: CDPSession, percent: number) {
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100 } })
}

describe('a family of six with a computer reads every name and the last write whole', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('on a phone and a tablet, in Swedish and German, at large, extra large and 200 % text', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await settings(page, 'en', 'normal')
      await page.reload()
      await app.setUpTable('Yatzy', PLAYERS)
      await page.getByRole('button', { name: 'Add a computer' }).click()
      await page.getByRole('button', { name: 'Start game' }).click()
      await page.locator('.game__turn').waitFor()
      for (const [seat] of PLAYERS.entries()) {
        await app.play(['66612', '55531', '44421', '33312', '22215'][seat]!, 'Chance')
      }
      // The computer writes last: its long name is in the write line.
      await page.waitForFunction(() =>
        document.querySelector('.game__turn')?.textContent?.includes('Round 2'),
      )
      const gameUrl = page.url()
      const cdp = await page.context().newCDPSession(page)
      const found: Record<string, unknown> = {}
      for (const [device, size, locale, textSize, percent] of [
        ['phone', PHONE, 'sv', 'x-large', 100],
        ['phone', PHONE, 'de', 'normal', 200],
        ['phone', PHONE, 'de', 'large', 100],
        ['tablet', TABLET, 'de', 'large', 100],
        ['tablet', TABLET, 'sv', 'normal', 200],
      ] as const) {
        const name = `${device} ${locale} ${textSize} ${percent} %`
        await page.setViewportSize(size)
        await settings(page, locale, textSize)
        await page.goto(gameUrl)
        await page.reload()
        await page
          .locator('.game__turn', { hasText: locale === 'sv' ? 'Omgång' : 'Runde' })
          .waitFor()
        await browserText(cdp, percent)
        await page.locator('.board__name').first().waitFor()
        await frames(page)
        const line = await writeLineCut(page)
        if (device === 'phone') {
          const toggle = page.locator('button.board[aria-pressed]')
          if ((await toggle.getAttribute('aria-pressed')) === 'false') await toggle.click()
          await page.locator('.sheet').waitFor()
          await frames(page)
        }
        const cut = await cutNames(page)
        const head = device === 'phone' ? await headCovered(page) : { top: 0, covered: [] }
        found[name] = { cut, line: line.cut, covered: head.covered, headOnScreen: head.top >= -1 }
      }
      const fine = { cut: [], line: false, covered: [], headOnScreen: true }
      expect(found).toEqual({
        'phone sv x-large 100 %': fine,
        'phone de normal 200 %': fine,
        'phone de large 100 %': fine,
        'tablet de large 100 %': fine,
        'tablet sv normal 200 %': fine,
      })
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})
