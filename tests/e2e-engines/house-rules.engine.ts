import { describe, expect, it } from 'vitest'
import { css, ENGINE, query, withBrowser } from './support/app'
import { ENGINE_TITLES } from './support/engine'

const HOUSE_LINE = 'House rules: bonus 35 at 63 · Full house 25'

describe(`a table’s own rules in ${ENGINE_TITLES[ENGINE]}`, () => {
  it('a game under house rules scores by them, keeps them through a reload, and gets advice for them', async () => {
    await withBrowser(async (app) => {
      await app.openHome()
      await app.setUpTable('Yatzy', ['Anna', 'Bo'])
      // A family's own scoring, through the visible questions: a full house pays 25, the bonus 35.
      await app.click(query('button', /^House rules/))
      await app.check(query('radio', /a fixed score/))
      const fullHouse = query('spinbutton', 'Full house pays', { exact: true })
      await app.fill(fullHouse, '25')
      await app.press(fullHouse, 'Enter')
      const bonus = query('spinbutton', 'pays', { exact: true })
      await app.fill(bonus, '35')
      // Enter commits a number as Tab does (Firefox under BiDi fires no change on that Tab).
      await app.press(bonus, 'Enter')
      await app.click(query('button', 'Start game', { exact: true }))
      await app.waitFor(css('.game__turn'))

      // By the rule book 2-2-2-5-5 is a full house of 16; this table pays 25.
      await app.play('22255', 'Full house')
      await app.play('66612', 'Sixes')
      expect(await app.total(0)).toBe(25)
      expect(await app.total(1)).toBe(18)

      await app.page.reload()
      await app.waitFor(css('.game__turn'))
      await app.showSheet()
      const houseLine = css('[data-testid="house-rules"]')
      await app
        .waitUntil('the house rules line', async () => (await app.text(houseLine)) === HOUSE_LINE)
        .catch(async (error) => expect(await app.text(houseLine), String(error)).toBe(HOUSE_LINE))
      expect(await app.total(0)).toBe(25)
      await app.showSheet(false)

      // No table ships for these rules: the advice is solved on the phone, in a Web Worker.
      await app.click(query('button', 'Hints', { exact: true }))
      await app.enterDice('33355')
      await app.expectAdvisedBox(150_000)
      await app.expectNoRawError()
    })
  })
})
