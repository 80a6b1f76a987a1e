import { describe, expect, it } from 'vitest'
import { ENGINE, query, withBrowser } from './support/app'
import { ENGINE_TITLES } from './support/engine'

describe(`hints in ${ENGINE_TITLES[ENGINE]}`, () => {
  it('the advisor marks its box for the dice typed (its table read in a Web Worker)', async () => {
    await withBrowser(async (app) => {
      expect(await app.page.run('return typeof Worker + " " + typeof WebAssembly')).toBe(
        'function object',
      )
      await app.openHome()
      await app.newGame('Yatzy', ['Hanna'])
      await app.click(query('button', 'Hints', { exact: true }))
      await app.enterDice('11146')
      await app.expectAdvisedBox()
      await app.expectNoRawError()
    })
  })
})
