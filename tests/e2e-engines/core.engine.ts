import { describe, expect, it } from 'vitest'
import { css, ENGINE, withBrowser } from './support/app'
import { ENGINE_TITLES } from './support/engine'

describe(`the core flows in ${ENGINE_TITLES[ENGINE]}`, () => {
  it('Home, a new game, typed rolls written, and a reload that resumes from IndexedDB', async () => {
    await withBrowser(async (app) => {
      await app.openHome()
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      expect(await app.turn()).toBe('Round 1 of 15 · Anna’s turn')
      await app.play('66612', 'Sixes')
      await app.play('22555', 'Full house')
      await app.play('12345', 'Small straight')
      expect(await app.turn()).toBe('Round 2 of 15 · Bo’s turn')
      const address = await app.page.url()
      const sheet = await app.sheetText()

      await app.page.reload()
      await app.waitFor(css('.game__turn'))
      expect(await app.page.url()).toBe(address)
      expect(await app.turn()).toBe('Round 2 of 15 · Bo’s turn')
      expect(await app.sheetText()).toBe(sheet)
      // Anna: 18 + 15 (small straight), Bo: 19 (full house 2-2-5-5-5).
      expect(await app.total(0)).toBe(18 + 15)
      expect(await app.total(1)).toBe(19)

      // Home lists the game in progress and opens it again.
      await app.openHome()
      await app.click(css('a.resume__game'))
      await app.waitFor(css('.game__turn'))
      expect(await app.turn()).toBe('Round 2 of 15 · Bo’s turn')
      await app.expectNoRawError()
    })
  })
})
