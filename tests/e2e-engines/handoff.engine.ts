import { describe, expect, it } from 'vitest'
import { css, ENGINE, origin, query, withBrowser } from './support/app'
import { ENGINE_TITLES } from './support/engine'

describe(`a game handed on by link in ${ENGINE_TITLES[ENGINE]}`, () => {
  it('the link made on one phone opens on a fresh one, and the game arrives to be played on', async () => {
    const { link, sheet } = await withBrowser(async (app) => {
      await app.openHome()
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      await app.play('66612', 'Sixes')
      await app.play('22555', 'Full house')
      await app.play('12345', 'Small straight')
      const sheet = await app.sheetText()
      const id = /#\/game\/([^/?#]+)/.exec(await app.page.url())?.[1]
      expect(id).toBeTruthy()
      await app.page.goto(`${origin()}/#/handoff/${id}`)
      const field = query('textbox', 'Link to this game', { exact: true })
      const link = await app.waitUntil('the hand-off link', async () => {
        const value = await app.value(field)
        return value.includes('#/receive/') ? value : null
      })
      return { link, sheet }
    })
    expect(link.startsWith(`${origin()}/#/receive/`)).toBe(true)

    await withBrowser(async (app) => {
      await app.page.goto(link)
      await app.waitForText('Game added to this phone.')
      await app.click(query('link', 'Continue the game', { exact: true }))
      await app.waitFor(css('.game__turn'))
      expect(await app.turn()).toBe('Round 2 of 15 · Bo’s turn')
      expect(await app.sheetText()).toBe(sheet)
      await app.play('44412', 'Fours')
      expect(await app.total(1)).toBe(19 + 12)
      await app.expectNoRawError()
    })
  })
})
