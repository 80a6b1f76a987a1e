import { describe, expect, it } from 'vitest'
import { ENGINE, query, withBrowser, type EngineApp } from './support/app'
import { ENGINE_TITLES } from './support/engine'

/** How far the page itself scrolls sideways: 0 when nothing sticks out past the screen. */
const sideways = (app: EngineApp) =>
  app.page.run<number>(
    'return document.documentElement.scrollWidth - document.documentElement.clientWidth',
  )
const rootFontPx = (app: EngineApp) =>
  app.page.run<number>('return parseFloat(getComputedStyle(document.documentElement).fontSize)')

describe(`large text in ${ENGINE_TITLES[ENGINE]}`, () => {
  it('Extra large makes the text half as big again, kept through a reload, with no page scrolling sideways', async () => {
    await withBrowser(async (app) => {
      await app.openHome()
      const normal = await rootFontPx(app)
      await app.click(query('link', 'Settings', { exact: true }))
      await app.check(
        query('radio', 'Extra large', { exact: true, within: query('group', 'Text size') }),
      )
      await app.waitUntil('the larger text', async () => (await rootFontPx(app)) === normal * 1.5)
      await app.page.reload()
      await app.waitFor(query('heading', 'Settings', { exact: true, level: 1 }))
      expect(await rootFontPx(app)).toBe(normal * 1.5)

      await app.click(query('link', 'Home', { exact: true }))
      await app.waitFor(query('heading', 'Yatzy Pad', { exact: true }))
      expect(await sideways(app)).toBe(0)
      await app.newGame('Yatzy', ['Annabelle-Marie', 'Bo'])
      expect(await sideways(app)).toBe(0)
      await app.play('66612', 'Sixes')
      expect(await sideways(app)).toBe(0)
      // The full sheet scrolls sideways in its own box, never the page.
      await app.showSheet()
      expect(await sideways(app)).toBe(0)
      expect(await app.total(1)).toBe(0)
      await app.expectNoRawError()
    })
  })
})
